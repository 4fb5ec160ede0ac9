import type { Mood } from '@/lib/config/moods';
import type { UseCase } from '@/lib/config/use-cases';

/**
 * Where the occasion texts live, from the project root: one JSON file per label language, next to
 * phrases/. Checked by `npm run i18n:check` (check-texts.ts, findOccasionTextProblems).
 */
export const OCCASION_TEXTS_DIR = 'lib/suggestions/local/occasions';

/**
 * The occasions a theme can name. When the user's theme or topics name one, a set's labels and
 * descriptions come from its bank first (docs/product-rules.md). `tags` are the moods and use cases
 * whose generic phrases fit it (they rank the phrases that fill the rest of a set); `scenes` are the
 * use-case settings that vary its descriptions when one idea is drawn again.
 */
export const OCCASIONS = [
  {
    id: 'birthday',
    tags: ['events', 'fun', 'excited', 'family', 'food'],
    scenes: ['events', 'family', 'food'],
  },
  { id: 'eid', tags: ['family', 'events', 'calm', 'cute', 'food'], scenes: ['family', 'food', 'events'] },
  { id: 'diwali', tags: ['family', 'events', 'excited', 'food'], scenes: ['family', 'events', 'food'] },
  { id: 'christmas', tags: ['family', 'events', 'cute', 'food'], scenes: ['family', 'food', 'events'] },
  {
    id: 'lunar-new-year',
    tags: ['family', 'events', 'excited', 'food'],
    scenes: ['family', 'food', 'events'],
  },
  { id: 'ramadan', tags: ['family', 'calm', 'food', 'inspirational'], scenes: ['family', 'food', 'social'] },
  { id: 'hanukkah', tags: ['family', 'events', 'cute', 'food'], scenes: ['family', 'food', 'events'] },
  {
    id: 'halloween',
    tags: ['humorous', 'mysterious', 'fun', 'silly'],
    scenes: ['events', 'humorous', 'food'],
  },
  { id: 'valentines', tags: ['romantic', 'cute', 'dreamy'], scenes: ['romantic', 'food', 'music'] },
  {
    id: 'graduation',
    tags: ['study', 'events', 'inspirational', 'excited'],
    scenes: ['study', 'events', 'family'],
  },
  {
    id: 'wedding',
    tags: ['romantic', 'events', 'family', 'excited'],
    scenes: ['events', 'romantic', 'music'],
  },
  { id: 'new-baby', tags: ['family', 'cute', 'calm'], scenes: ['family', 'pets', 'romantic'] },
  { id: 'get-well', tags: ['health', 'calm', 'cute', 'family'], scenes: ['health', 'family', 'food'] },
  {
    id: 'thank-you',
    tags: ['social', 'cute', 'workplace', 'family'],
    scenes: ['social', 'workplace', 'family'],
  },
  {
    id: 'good-morning',
    tags: ['calm', 'social', 'inspirational', 'family'],
    scenes: ['food', 'social', 'health'],
  },
  { id: 'good-night', tags: ['tired', 'calm', 'dreamy', 'family'], scenes: ['family', 'pets', 'music'] },
  {
    id: 'new-year',
    tags: ['events', 'excited', 'fun', 'inspirational'],
    scenes: ['events', 'music', 'family'],
  },
] as const satisfies readonly { id: string; tags: readonly (Mood | UseCase)[]; scenes: readonly UseCase[] }[];

export type OccasionId = (typeof OCCASIONS)[number]['id'];
export type Occasion = (typeof OCCASIONS)[number];

/**
 * One occasion's texts in one language. `labels` and `ideas` line up across languages (the same
 * count as English, in the same order): a sticker's name is read in the description language and
 * its label in the label language, at the same index. `triggers` (the 20 interface languages) are
 * the words that recognise the occasion in a theme, as many as the language needs; `ideas` (what
 * the character does, following `who` in the describe templates) are written for the 20 interface
 * languages, the others borrow a description bank (banks.ts).
 */
export type OccasionTexts = {
  triggers?: readonly string[];
  labels: readonly string[];
  ideas?: readonly string[];
};
export type OccasionFile = Readonly<Record<OccasionId, OccasionTexts>>;
