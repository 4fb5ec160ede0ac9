import { describe, expect, it } from 'vitest';
import { emptyEntry, newDraft, type StickerDraft } from '@/lib/client/sticker-form';
import { checkDraft, checkIssues, entryField, problemAt } from '@/lib/client/sticker-form-check';
import { STICKER_MESSAGES } from '@/lib/contracts/stickers';

const entry = (i: number) => ({ ...emptyEntry(), name: `n${i}`, labelText: `l${i}`, description: `d${i}` });
const filled = (over: Partial<StickerDraft> = {}): StickerDraft => ({
  ...newDraft('en'),
  characters: ['c1'],
  styles: ['classic'],
  context: 'Coffee mornings',
  count: 8,
  entries: Array.from({ length: 8 }, (_, i) => entry(i)),
  ...over,
});

describe('create-sticker problems per field (checkDraft)', () => {
  it('a complete draft has none', () => {
    expect(checkDraft(filled())).toEqual({ sections: [], entries: [], first: null });
  });

  it('an empty draft marks every section and every sticker, in page order, the first being the characters', () => {
    const check = checkDraft(newDraft('en'));
    expect(check.sections).toEqual([
      { field: 'characters', key: 'noCharacter' },
      { field: 'styles', key: 'noStyle' },
      { field: 'context', key: 'missingContext' },
    ]);
    expect(check.entries.map((e) => e.index)).toEqual([0, 1, 2, 3]);
    expect(check.entries[0]?.missing).toEqual(['name', 'labelText', 'description']);
    expect(check.first).toBe('characters');
  });

  it('a half-filled draft names the incomplete stickers with what each lacks; the first blank text leads', () => {
    const entries = Array.from({ length: 8 }, (_, i) => entry(i));
    entries[4] = { ...entry(4), labelText: ' ' };
    entries[6] = { ...entry(6), name: '', description: '' };
    const check = checkDraft(filled({ entries }));
    expect(check.sections).toEqual([]);
    expect(check.entries).toEqual([
      { index: 4, missing: ['labelText'] },
      { index: 6, missing: ['name', 'description'] },
    ]);
    expect(check.first).toBe('entry-4-labelText');
    expect(problemAt(check, entryField(4, 'labelText'))).toBe('labelText');
    expect(problemAt(check, entryField(4, 'name'))).toBeNull();
    expect(problemAt(check, entryField(6, 'description'))).toBe('description');
  });

  it('sticker problems come after a section problem, and entries past the count are not checked', () => {
    const entries = [entry(0), { ...emptyEntry() }, entry(2), entry(3), { ...emptyEntry() }];
    const check = checkDraft(filled({ count: 4, entries, context: '', moods: [] }));
    expect(check.sections).toEqual([{ field: 'context', key: 'missingContext' }]);
    expect(check.entries.map((e) => e.index)).toEqual([1]);
    expect(check.first).toBe('context');
    expect(problemAt(check, 'context')).toBe('missingContext');
  });

  it('too many styles (catalogue, AI and custom together) is a style problem', () => {
    const check = checkDraft(filled({ styles: ['a', 'b', 'c'], customStyle: 'Neon' }));
    expect(check.sections).toEqual([{ field: 'styles', key: 'tooManyStyles' }]);
  });
});

describe('checkIssues (zod issues → fields)', () => {
  it('keeps the first key per section and sends an unknown path to the count, never dropping it', () => {
    const check = checkIssues([
      { path: ['moods'], message: STICKER_MESSAGES.tooManyMoods },
      { path: ['contextDescription'], message: STICKER_MESSAGES.missingContext },
      { path: ['stickerLabelsLanguage'], message: 'Invalid option' },
    ]);
    expect(check.sections).toEqual([
      { field: 'context', key: 'tooManyMoods' },
      { field: 'count', key: 'incompleteEntries' },
    ]);
    expect(check.first).toBe('context');
  });
});
