import { describe, expect, it } from 'vitest';
import {
  buildPayload,
  combinedStyleDescription,
  newDraft,
  parseDraft,
  priceOf,
  resizeEntries,
  type StickerDraft,
  toggleLimited,
  validateDraft,
} from '@/lib/client/sticker-form';

const filled = (over: Partial<StickerDraft> = {}): StickerDraft => ({
  ...newDraft('en'),
  characters: ['c1'],
  styles: ['classic'],
  context: 'Coffee mornings',
  entries: Array.from({ length: 4 }, (_, i) => ({ name: `n${i}`, labelText: `l${i}`, description: `d${i}` })),
  ...over,
});

describe('create-sticker form (SPEC §3, §5, §9)', () => {
  it('a complete draft passes the API schema; each missing part gives SPEC’s message key', () => {
    expect(validateDraft(filled())).toBeNull();
    expect(validateDraft(filled({ characters: [] }))).toBe('noCharacter');
    expect(validateDraft(filled({ characters: ['a', 'b', 'c', 'd'] }))).toBe('tooManyCharacters');
    expect(validateDraft(filled({ styles: [] }))).toBe('noStyle');
    expect(validateDraft(filled({ styles: [], customStyle: 'Neon noir' }))).toBeNull();
    expect(validateDraft(filled({ context: ' ' }))).toBe('missingContext');
    expect(validateDraft(filled({ context: '', moods: ['fun'] }))).toBeNull();
    const entries = filled().entries.map((e, i) => (i === 2 ? { ...e, labelText: '  ' } : e));
    expect(validateDraft(filled({ entries }))).toBe('incompleteEntries');
  });

  it('combines AI styles and the custom box; topics are moods, use cases and the custom one', () => {
    const d = filled({
      aiStyles: [{ styleName: 'Dreamy', styleDescription: 'soft clouds' }],
      customStyle: ' gold lines ',
      moods: ['cute', 'fun'],
      useCases: ['pets'],
      customUseCase: 'birthday',
    });
    expect(combinedStyleDescription(d)).toBe('Dreamy: soft clouds\ngold lines');
    expect(buildPayload(d).contextTopics).toEqual(['cute', 'fun', 'pets', 'birthday']);
  });

  it('price is count × per-sticker cost of the visibility; sets round up; the surcharge shows', () => {
    expect(priceOf(8, 'PRIVATE', { pub: 5, priv: 8 })).toEqual({
      perSticker: 8,
      total: 64,
      sets: 2,
      surcharge: 24,
    });
    expect(priceOf(4, 'PUBLIC', { pub: 5, priv: 8 })).toEqual({
      perSticker: 5,
      total: 20,
      sets: 1,
      surcharge: 0,
    });
  });

  it('a sixth mood is ignored and toggling deselects; entries pad and truncate to the count', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(toggleLimited(five, 'f', 5)).toEqual(five);
    expect(toggleLimited(five, 'c', 5)).toEqual(['a', 'b', 'd', 'e']);
    expect(resizeEntries(filled().entries, 8)).toHaveLength(8);
    expect(resizeEntries(filled().entries, 8)[7]).toEqual({ name: '', labelText: '', description: '' });
    expect(resizeEntries(filled().entries, 4)[3]?.name).toBe('n3');
  });

  it('a stored draft comes back after a reload; garbage is ignored', () => {
    const d = filled({ count: 8 });
    expect(parseDraft(JSON.stringify(d), newDraft('en'))?.entries).toHaveLength(8);
    expect(parseDraft('{not json', newDraft('en'))).toBeNull();
    expect(parseDraft(JSON.stringify({ characters: 'x' }), newDraft('en'))).toBeNull();
  });
});
