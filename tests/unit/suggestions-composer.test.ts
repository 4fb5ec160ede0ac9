import { describe, expect, it } from 'vitest';
import { LABEL_LANGUAGES } from '@/lib/config/label-languages';
import { individualSuggestionsSchema } from '@/lib/contracts/suggestions';
import {
  composeContextIdeas,
  composeStickerSuggestions,
  composeStyleSuggestions,
} from '@/lib/suggestions/local/composer';
import { LABEL_BANK_LANGUAGES, labelsFor, PHRASES } from '@/lib/suggestions/local/label-bank';

const req = (over: Record<string, unknown> = {}) =>
  individualSuggestionsSchema.parse({
    contextDescription: 'at the office',
    contextTopics: ['tired', 'workplace'],
    amount: 8,
    ...over,
  });

describe('the local suggestion composer', () => {
  it('has every phrase in every label language', () => {
    expect(LABEL_BANK_LANGUAGES.sort()).toEqual(LABEL_LANGUAGES.map((l) => l.code).sort());
    for (const l of LABEL_LANGUAGES) {
      const labels = labelsFor(l.code);
      expect(labels, l.code).toHaveLength(PHRASES.length);
      expect(labels.every((s) => s.trim().length > 0)).toBe(true);
      if (l.code !== 'en')
        expect(labels.filter((s, i) => s === PHRASES[i]?.en).length, l.code).toBeLessThan(PHRASES.length / 3);
    }
  });

  it('is deterministic per seed, varies with the seed, and fills every field', () => {
    const a = composeStickerSuggestions(req(), 1);
    expect(composeStickerSuggestions(req(), 1)).toEqual(a);
    expect(composeStickerSuggestions(req(), 2)).not.toEqual(a);
    expect(a).toHaveLength(8);
    for (const s of a) for (const v of Object.values(s)) expect(v.trim().length).toBeGreaterThan(0);
    expect(new Set(a.map((s) => s.labelText)).size).toBe(8);
  });

  it('follows the moods and use cases, and writes labels in the label language', () => {
    const tired = composeStickerSuggestions(req({ amount: 3 }), 5).map((s) => s.name);
    expect(tired.some((n) => /tired|Coffee time/i.test(n))).toBe(true);
    const ja = composeStickerSuggestions(req({ stickerLabelsLanguage: 'ja', amount: 4 }), 5);
    expect(ja.every((s) => /[\u3040-\u30ff\u4e00-\u9fff]/u.test(s.labelText) || s.labelText === 'OK！')).toBe(
      true,
    );
    expect(ja[0]?.description).toContain('at the office');
    const fr = composeStickerSuggestions(req({ stickerDescriptionsLanguage: 'fr', amount: 24 }), 5).map(
      (s) => s.name,
    );
    expect(fr).toContain('Bonjour');
  });

  it('pads past the bank and answers the other kinds with the requested amount', () => {
    expect(composeStickerSuggestions(req({ amount: 32 }), 9)).toHaveLength(32);
    expect(composeContextIdeas({ amount: 10, charactersAmount: 2 }, 3)).toHaveLength(10);
    const styles = composeStyleSuggestions({ amount: 4, styleContext: 'space' }, 3);
    expect(styles).toHaveLength(4);
    expect(styles[0]?.styleDescription).toContain('space');
  });
});
