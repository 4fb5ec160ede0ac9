import { describe, expect, it } from 'vitest';
import { newPackDraft, parsePackDraft, pruneDraft, withSelection } from '@/lib/client/pack-draft';
import {
  clearPackEdit,
  mergeStickers,
  nameProblem,
  packEditKey,
  parsePackEditSession,
  readPackEdit,
  saveBlocker,
  toggleSelection,
  writePackEdit,
} from '@/lib/client/pack-edit';
import { createPack, deletePack, listPacks } from '@/lib/client/packs';
import type { PackStickerDto } from '@/lib/contracts/packs';

const sticker = (reference: string): PackStickerDto => ({
  reference,
  name: `Sticker ${reference}`,
  emoji: ['🙂'],
  data: { image: `/blobs/${reference}.webp`, thumb: null },
});
const refs = (list: { reference: string }[]) => list.map((s) => s.reference);

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('pack edit: merging stickers from the select screen', () => {
  it('appends new stickers in order and skips references already in the pack', () => {
    const r = mergeStickers(
      [sticker('a'), sticker('b')],
      [sticker('b'), sticker('c'), sticker('c'), sticker('d')],
    );
    expect(refs(r.stickers)).toEqual(['a', 'b', 'c', 'd']);
    expect(r.added).toBe(2);
    expect(r.overflow).toBe(0);
  });

  it("adds nothing when every incoming sticker is already there ('No New Stickers')", () => {
    const r = mergeStickers([sticker('a')], [sticker('a')]);
    expect(r.added).toBe(0);
    expect(refs(r.stickers)).toEqual(['a']);
  });

  it('never passes the cap of 120 and reports what did not fit', () => {
    const current = Array.from({ length: 119 }, (_, i) => sticker(`s${i}`));
    const r = mergeStickers(current, [sticker('x'), sticker('y'), sticker('z')]);
    expect(r.stickers).toHaveLength(120);
    expect(r.added).toBe(1);
    expect(r.overflow).toBe(2);
  });
});

describe('selection with a cap (maximum-reached toast)', () => {
  it('toggles on and off, and refuses the 121st', () => {
    expect(toggleSelection(['a'], 'b', 3)).toEqual({ next: ['a', 'b'], maxed: false });
    expect(toggleSelection(['a', 'b'], 'a', 3)).toEqual({ next: ['b'], maxed: false });
    const full = Array.from({ length: 120 }, (_, i) => `s${i}`);
    expect(toggleSelection(full, 'new', 120)).toEqual({ next: full, maxed: true });
    expect(toggleSelection(full, 's5', 120).next).toHaveLength(119);
  });
});

describe('pack name and Save rules', () => {
  it('reports an empty name (after trimming) and a name past 40 characters', () => {
    expect(nameProblem('   ')).toBe('nameEmpty');
    expect(nameProblem('x'.repeat(41))).toBe('nameTooLong');
    expect(nameProblem(`  ${'x'.repeat(40)}  `)).toBeNull();
  });

  it('keeps both readings of the minimum: 1 for the API, Save waits for 4', () => {
    expect(saveBlocker('Pack', 0)).toBe('notEnough');
    expect(saveBlocker('Pack', 3, 5)).toBe('belowRecommended');
    // Both readings of the minimum: a pack that already had 2 can be renamed or grow, not shrink.
    expect(saveBlocker('Renamed', 2, 2)).toBeNull();
    expect(saveBlocker('Pack', 3, 2)).toBeNull();
    expect(saveBlocker('Pack', 1, 2)).toBe('belowRecommended');
    expect(saveBlocker('Pack', 4)).toBeNull();
    expect(saveBlocker('Pack', 121)).toBe('tooMany');
    expect(saveBlocker('', 10)).toBe('nameEmpty');
  });
});

describe('the edit session in sessionStorage (router state stand-in)', () => {
  it('round-trips per pack reference and is cleared', () => {
    const s = memoryStorage();
    writePackEdit('p1', { name: 'Draft', stickers: [sticker('a')], incoming: [sticker('b')] }, s);
    expect(s.map.has(packEditKey('p1'))).toBe(true);
    expect(readPackEdit('p1', s)).toEqual({
      name: 'Draft',
      stickers: [sticker('a')],
      incoming: [sticker('b')],
    });
    expect(readPackEdit('p2', s)).toBeNull();
    clearPackEdit('p1', s);
    expect(readPackEdit('p1', s)).toBeNull();
  });

  it('ignores anything malformed', () => {
    expect(parsePackEditSession('not json')).toBeNull();
    expect(parsePackEditSession(JSON.stringify({ name: 1, stickers: [] }))).toBeNull();
    expect(parsePackEditSession(JSON.stringify({ name: 'x', stickers: [{ reference: 1 }] }))).toBeNull();
  });
});

describe('the create-pack draft', () => {
  it('parses a stored draft, dropping unknown values and a cover outside the selection', () => {
    const d = parsePackDraft(
      JSON.stringify({ step: 'bogus', name: 'n', selected: ['a', 'a', 'b', 3], cover: 'z', visibility: 'X' }),
    );
    expect(d).toEqual({ step: 'name', name: 'n', selected: ['a', 'b'], cover: null, visibility: 'PRIVATE' });
    expect(parsePackDraft('{')).toBeNull();
  });

  it('clears the cover when its sticker is deselected or deleted', () => {
    const d = { ...newPackDraft(), selected: ['a', 'b'], cover: 'b' };
    expect(withSelection(d, ['a']).cover).toBeNull();
    expect(withSelection(d, ['b']).cover).toBe('b');
    expect(pruneDraft(d, new Set(['a']))).toMatchObject({ selected: ['a'], cover: null });
  });
});

describe('the packs data layer', () => {
  const respond =
    (...bodies: unknown[]): typeof fetch =>
    async () =>
      new Response(JSON.stringify(bodies.shift()), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });

  it('follows the keyset cursor until the last page', async () => {
    const pack = (reference: string) => ({ reference, name: reference, stickers: [] });
    const list = await listPacks(
      respond(
        { data: { items: [pack('a'), pack('b')], nextCursor: 'c1' } },
        { data: { items: [pack('c')], nextCursor: null } },
      ),
    );
    expect(list.map((p) => p.reference)).toEqual(['a', 'b', 'c']);
  });

  it("treats a delete answer other than 'ok' as a failure", async () => {
    await expect(deletePack('p', respond({ data: 'ok' }))).resolves.toBeUndefined();
    await expect(deletePack('p', respond({ data: { result: 'nope' } }))).rejects.toThrow(
      /Unexpected response format/,
    );
  });

  it('returns a null reference when the create answer has none (the page then opens the packs tab)', async () => {
    const input = { name: 'n', stickerReferences: ['a'] };
    expect((await createPack(input, respond({ data: { result: { reference: 'r1' } } }))).reference).toBe(
      'r1',
    );
    expect((await createPack(input, respond({ data: { result: {} } }))).reference).toBeNull();
  });
});
