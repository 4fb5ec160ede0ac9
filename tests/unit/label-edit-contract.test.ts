import { describe, expect, it } from 'vitest';
import { checkLabelEdit, labelPreviewUrl } from '@/lib/client/label-edit';
import type { LabelEdit } from '@/lib/contracts/label-edits';

// The edit dialog checks a label with the API's own schema (lib/contracts/label-edits.ts) and shows
// the first problem as a translated message key (stickers.labelEdit.errors.*).

const edit = (over: Partial<Record<keyof LabelEdit, string>> = {}) =>
  ({
    text: 'Hello',
    language: 'en',
    color: '#2A1650',
    outline: '#ffffff',
    placement: 'bottom',
    ...over,
  }) as LabelEdit;

describe('label edit contract', () => {
  it('accepts a label, trimmed, colours in lower case', () => {
    expect(checkLabelEdit(edit({ text: '  こんにちは ', language: 'ja' }))).toEqual({
      ok: true,
      edit: { text: 'こんにちは', language: 'ja', color: '#2a1650', outline: '#ffffff', placement: 'bottom' },
    });
  });

  it('names the first problem as a message key', () => {
    const key = (over: Partial<Record<keyof LabelEdit, string>>) => {
      const r = checkLabelEdit(edit(over));
      return r.ok ? null : r.error;
    };
    expect(key({ text: '   ' })).toBe('textRequired');
    expect(key({ text: 'x'.repeat(41) })).toBe('textTooLong');
    expect(key({ text: 'x'.repeat(40) })).toBeNull();
    expect(key({ color: 'red' })).toBe('badColor');
    expect(key({ outline: '#fff' })).toBe('badColor');
    expect(key({ language: 'xx' })).toBe('badLanguage');
    expect(key({ placement: 'left' })).toBe('badPlacement');
  });

  it('puts the label in the preview address', () => {
    const url = labelPreviewUrl('ab c', edit({ text: 'Hi & bye' }));
    expect(url.startsWith('/v1/stickers/ab%20c/label/preview?')).toBe(true);
    expect(new URL(url, 'http://x').searchParams.get('text')).toBe('Hi & bye');
  });
});
