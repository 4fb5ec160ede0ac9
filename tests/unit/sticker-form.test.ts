import { describe, expect, it } from 'vitest';
import { parseDraft } from '@/lib/client/sticker-draft-storage';
import {
  buildPayload,
  combinedStyleDescription,
  emptyEntry,
  newDraft,
  padEntries,
  patchDraft,
  priceOf,
  pruneCharacters,
  resetDraft,
  type StickerDraft,
  toggleLimited,
  validateDraft,
} from '@/lib/client/sticker-form';

const filled = (over: Partial<StickerDraft> = {}): StickerDraft => ({
  ...newDraft('en'),
  characters: ['c1'],
  styles: ['classic'],
  context: 'Coffee mornings',
  entries: Array.from({ length: 4 }, (_, i) => ({
    ...emptyEntry(),
    name: `n${i}`,
    labelText: `l${i}`,
    description: `d${i}`,
  })),
  ...over,
});

describe('create-sticker form', () => {
  it('a complete draft passes the API schema; each missing part gives the documented message key', () => {
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

  it('sends each AI style on its own and the custom box as one more style (≤ 3 in total)', () => {
    const dreamy = { styleName: 'Dreamy', styleDescription: 'soft clouds' };
    const neon = { styleName: 'Neon', styleDescription: 'glowing tubes' };
    const d = filled({ styles: [], aiStyles: [dreamy, neon], customStyle: ' gold lines ' });
    expect(buildPayload(d)).toMatchObject({
      styleReferences: [],
      aiStyles: [dreamy, neon],
      styleDescription: 'gold lines',
    });
    expect(validateDraft(d)).toBeNull();
    expect(validateDraft(filled({ styles: [], aiStyles: [dreamy] }))).toBeNull();
    expect(validateDraft({ ...d, styles: ['classic'] })).toBe('tooManyStyles');
    expect(validateDraft(filled({ styles: ['a', 'b', 'c'], customStyle: 'x' }))).toBe('tooManyStyles');
    // The suggestion calls still read all of them as one text.
    expect(combinedStyleDescription(d)).toBe('Dreamy: soft clouds\nNeon: glowing tubes\ngold lines');
  });

  it('sends moods apart: contextTopics are the use cases and the custom one', () => {
    const d = filled({
      moods: ['romantic', 'fun'],
      useCases: ['romantic', 'pets'],
      customUseCase: ' birthday ',
    });
    expect(buildPayload(d)).toMatchObject({
      moods: ['romantic', 'fun'],
      contextTopics: ['romantic', 'pets', 'birthday'],
    });
    expect(buildPayload(filled({ useCases: ['humorous'] }))).toMatchObject({
      moods: [],
      contextTopics: ['humorous'],
    });
  });

  it('sends every field of each entry (per-sticker entry), only the first `count`', () => {
    const entries = filled().entries.map((e, i) =>
      i === 0 ? { ...e, theme: 'beach', pose: 'jumping', visualFlair: 'confetti', fontStyle: 'brush' } : e,
    );
    const payload = buildPayload(filled({ entries: [...entries, ...padEntries([], 4)], count: 4 }));
    expect(payload.descriptions).toHaveLength(4);
    expect(payload.descriptions[0]).toEqual({
      name: 'n0',
      labelText: 'l0',
      description: 'd0',
      theme: 'beach',
      pose: 'jumping',
      visualFlair: 'confetti',
      fontStyle: 'brush',
    });
  });

  it('lowering the count hides entries, raising it again brings them back (8 → 4 → 8)', () => {
    const eight = patchDraft(filled(), { count: 8 });
    const named = patchDraft(eight, {
      entries: eight.entries.map((e, i) => ({ ...e, name: `n${i}`, labelText: 'l', description: 'd' })),
    });
    const four = patchDraft(named, { count: 4 });
    expect(buildPayload(four).descriptions.map((e) => e.name)).toEqual(['n0', 'n1', 'n2', 'n3']);
    expect(validateDraft(four)).toBeNull();
    const back = patchDraft(four, { count: 8 });
    expect(back.entries.map((e) => e.name)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7']);
    // …and survives a reload while hidden.
    expect(parseDraft(JSON.stringify(four), newDraft('en'))?.entries[7]?.name).toBe('n7');
  });

  it('drops selected characters that are no longer in the loaded list', () => {
    const d = filled({ characters: ['a', 'gone', 'b'] });
    expect(pruneCharacters(d, new Set(['a', 'b', 'c'])).characters).toEqual(['a', 'b']);
    expect(pruneCharacters(d, new Set(['a', 'b', 'gone']))).toBe(d);
  });

  it('keeps the paid AI ideas in the stored draft and after a create', () => {
    const d = filled({
      themeIdeas: ['Rainy days'],
      descriptionIdeas: ['Jumping in puddles'],
      styleIdeas: [{ styleName: 'Ink', styleDescription: 'black ink wash' }],
    });
    const back = parseDraft(JSON.stringify(d), newDraft('en'));
    expect(back).toMatchObject({
      themeIdeas: ['Rainy days'],
      descriptionIdeas: ['Jumping in puddles'],
      styleIdeas: [{ styleName: 'Ink', styleDescription: 'black ink wash' }],
    });
    const fresh = resetDraft(d, 'de');
    expect(fresh).toMatchObject({ characters: [], language: 'de', themeIdeas: ['Rainy days'] });
    expect(fresh.styleIdeas).toHaveLength(1);
  });

  it('price is count × per-sticker cost of the visibility; sets round up; the surcharge shows', () => {
    expect(priceOf(8, 'PRIVATE', { pub: 5, priv: 8 })).toEqual({
      perSticker: 8,
      total: 64,
      sets: 2,
      surcharge: 24,
      animation: 0,
    });
    expect(priceOf(4, 'PUBLIC', { pub: 5, priv: 8 })).toEqual({
      perSticker: 5,
      total: 20,
      sets: 1,
      surcharge: 0,
      animation: 0,
    });
  });

  it('an animated order adds count × the animation cost, sends its motion and keeps it over a reload', () => {
    expect(priceOf(8, 'PUBLIC', { pub: 5, priv: 8, animation: 3 })).toMatchObject({
      total: 64,
      animation: 24,
    });
    const still = filled({ motion: 'shake' });
    expect(buildPayload(still).animationPreset).toBeNull();
    const moving = filled({ animated: true, motion: 'shake' });
    expect(buildPayload(moving).animationPreset).toBe('shake');
    expect(validateDraft(moving)).toBeNull();
    expect(parseDraft(JSON.stringify(moving), newDraft('en'))).toMatchObject({
      animated: true,
      motion: 'shake',
    });
    // A motion this version does not offer (an old or hand-edited draft) falls back to the default.
    const odd = parseDraft(JSON.stringify({ ...moving, motion: 'moonwalk' }), newDraft('en'));
    expect(odd).toMatchObject({ animated: true, motion: 'bounce' });
  });

  it('a sixth mood is ignored and toggling deselects; entries pad and truncate to the count', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(toggleLimited(five, 'f', 5)).toEqual(five);
    expect(toggleLimited(five, 'c', 5)).toEqual(['a', 'b', 'd', 'e']);
    expect(padEntries(filled().entries, 8)).toHaveLength(8);
    expect(padEntries(filled().entries, 8)[7]).toEqual(emptyEntry());
    expect(padEntries(filled().entries, 4)[3]?.name).toBe('n3');
  });

  it('a stored draft comes back after a reload; garbage is ignored', () => {
    const d = filled({ count: 8 });
    expect(parseDraft(JSON.stringify(d), newDraft('en'))?.entries).toHaveLength(8);
    expect(parseDraft('{not json', newDraft('en'))).toBeNull();
    expect(parseDraft(JSON.stringify({ characters: 'x' }), newDraft('en'))).toBeNull();
    // A draft saved before entries had all their fields: the missing ones are blank.
    const old = { ...d, entries: [{ name: 'a', labelText: 'b', description: 'c' }], themeIdeas: 'x' };
    const read = parseDraft(JSON.stringify(old), newDraft('en'));
    expect(read?.entries[0]).toEqual({ ...emptyEntry(), name: 'a', labelText: 'b', description: 'c' });
    expect(read?.themeIdeas).toEqual([]);
  });
});
