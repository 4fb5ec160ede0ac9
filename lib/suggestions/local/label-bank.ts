import { suggestionTexts, suggestionTextLanguages } from './texts';

// The sticker label phrases. Their texts, one per label language (lib/config/label-languages.ts), are
// the `labels` of phrases/<language>.json, in this order: short, sticker-like, natural in each
// language. What each phrase's sticker shows is written per description language in the same files
// (the bank's `actions`). The tags say which moods and use cases a phrase suits (English text shown).
export const PHRASES = [
  { tags: ['social', 'fun', 'all', 'family'] }, // Hello!
  { tags: ['social', 'calm', 'family', 'inspirational'] }, // Good morning!
  { tags: ['tired', 'calm', 'family', 'dreamy'] }, // Good night!
  { tags: ['social', 'cute', 'workplace'] }, // Thank you!
  { tags: ['romantic', 'cute', 'pets', 'family'] }, // Love you!
  { tags: ['romantic', 'sad', 'melancholy', 'nostalgic'] }, // Miss you
  { tags: ['excited', 'dramatic', 'energetic'] }, // Wow!
  { tags: ['humorous', 'fun', 'silly'] }, // Haha!
  { tags: ['sad', 'anxious', 'emotions'] }, // Sorry!
  { tags: ['events', 'excited', 'inspirational'] }, // Congrats!
  { tags: ['energetic', 'sports', 'travel', 'inspirational'] }, // Let's go!
  { tags: ['workplace', 'calm', 'all'] }, // OK!
  { tags: ['excited', 'sports', 'gaming'] }, // Yes!
  { tags: ['sarcastic', 'dramatic', 'angry'] }, // No way!
  { tags: ['food', 'workplace', 'tired', 'calm'] }, // Coffee time
  { tags: ['tired', 'frustrated', 'study', 'workplace'] }, // So tired…
  { tags: ['food', 'silly', 'pets'] }, // Hungry!
  { tags: ['events', 'fun', 'music', 'excited'] }, // Party time!
  { tags: ['study', 'inspirational', 'events', 'sports'] }, // Good luck!
  { tags: ['social', 'travel'] }, // See you!
  { tags: ['cute', 'family', 'romantic', 'pets', 'health'] }, // Hugs!
  { tags: ['sarcastic', 'mysterious', 'anxious', 'humorous'] }, // Really?!
  { tags: ['angry', 'frustrated', 'melancholy', 'emotions'] }, // Ugh…
  { tags: ['gaming', 'energetic', 'fun', 'music'] }, // Game on!
] as const;

/** The label phrases of a language (English when a language has no file). */
export function labelsFor(language: string): readonly string[] {
  return (suggestionTexts(language) ?? suggestionTexts('en'))?.labels ?? [];
}

/** The label languages that have texts of their own. */
export const labelBankLanguages = (): string[] => [...suggestionTextLanguages()];
