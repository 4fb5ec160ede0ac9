import { describe, expect, it } from 'vitest';
import {
  entryFromSuggestion,
  stickerSuggestionRequest,
  themeIdeasRequest,
  withAiStyle,
  withSuggestion,
  withSuggestions,
} from '@/lib/client/sticker-ai';
import { emptyEntry, newDraft, patchDraft, type StickerDraft } from '@/lib/client/sticker-form';
import { contextSuggestionsSchema, individualSuggestionsSchema } from '@/lib/contracts/suggestions';

// The create-sticker page's AI calls (docs/product-rules.md): what they send, how answers land.
const draft = (over: Partial<StickerDraft> = {}): StickerDraft => ({
  ...newDraft('ja'),
  characters: ['c1', 'c2'],
  context: 'Rainy Mondays',
  moods: ['romantic', 'tired'],
  useCases: ['humorous', 'workplace'],
  ...over,
});

const suggestion = (i: number) => ({
  name: `Name ${i}`,
  labelText: `Label ${i}`,
  description: `Description ${i}`,
  theme: `Theme ${i}`,
  pose: `Pose ${i}`,
  visualFlair: `Flair ${i}`,
  fontStyle: `Font ${i}`,
});

describe('create-sticker AI calls', () => {
  it('asks for theme ideas in the label language, not the interface language', () => {
    const body = themeIdeasRequest(draft({ language: 'uk' }));
    expect(body).toEqual({ language: 'uk', charactersAmount: 2, amount: 10 });
    expect(contextSuggestionsSchema.parse(body).language).toBe('uk');
  });

  it('sends moods apart from the use cases in a suggestion request', () => {
    const body = stickerSuggestionRequest(draft(), 'en', 4);
    expect(body).toMatchObject({
      moods: ['romantic', 'tired'],
      contextTopics: ['humorous', 'workplace'],
      stickerLabelsLanguage: 'ja',
      stickerDescriptionsLanguage: 'en',
      amount: 4,
      charactersAmount: 2,
    });
    expect(individualSuggestionsSchema.parse(body).moods).toEqual(['romantic', 'tired']);
  });

  it('keeps every field of a suggestion; missing ones get the documented defaults', () => {
    expect(entryFromSuggestion(suggestion(1))).toEqual(suggestion(1));
    expect(entryFromSuggestion({ name: 'n', labelText: 'l', description: 'd', pose: '' })).toMatchObject({
      pose: 'Character in a natural, expressive pose',
      theme: 'related to the context',
      visualFlair: 'related to the context',
      fontStyle: 'Use the one I provide',
    });
  });

  it('bulk fills the first `count` entries with all fields, keeps the rest and the hidden ones', () => {
    const eight = patchDraft(draft(), { count: 8 });
    const named = patchDraft(eight, { entries: eight.entries.map((e, i) => ({ ...e, name: `mine ${i}` })) });
    const four = patchDraft(named, { count: 4 });
    const { entries } = withSuggestions(four, [suggestion(0), suggestion(1)]);
    expect(entries).toHaveLength(8);
    expect(entries[0]).toEqual(suggestion(0));
    expect(entries[1]?.pose).toBe('Pose 1');
    expect(entries.slice(2).map((e) => e.name)).toEqual([
      'mine 2',
      'mine 3',
      'mine 4',
      'mine 5',
      'mine 6',
      'mine 7',
    ]);
    // Five answers for four stickers: truncated, the hidden fifth entry is not overwritten.
    const five = withSuggestions(four, [0, 1, 2, 3, 4].map(suggestion)).entries;
    expect(five[4]?.name).toBe('mine 4');
  });

  it('single replaces one entry with all its fields', () => {
    const d = draft();
    const { entries } = withSuggestion(d, 2, suggestion(9));
    expect(entries[2]).toEqual(suggestion(9));
    expect(entries[1]).toEqual(emptyEntry());
  });

  it('adds an AI style only below the limit, counting the custom style box', () => {
    const ink = { styleName: 'Ink', styleDescription: 'black ink wash' };
    expect(withAiStyle(draft({ styles: ['a'] }), ink)).toEqual({ aiStyles: [ink] });
    expect(withAiStyle(draft({ styles: ['a', 'b'], customStyle: 'gold' }), ink)).toEqual({});
    expect(withAiStyle(draft({ aiStyles: [ink] }), ink)).toEqual({});
  });
});
