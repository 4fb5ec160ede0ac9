import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { LABEL_LANGUAGES } from '@/lib/config/label-languages';
import { fontForLanguage } from '@/lib/media/label/fonts';
import { cleanLabelText, renderLabel } from '@/lib/media/label/render-label';
import { alphaBBox, toRaw } from '@/lib/media/raw';
import { PHRASES } from '../fixtures/labels/phrases';

describe('sticker labels are drawn by us for every label language', () => {
  it('has a phrase for each of the 39 languages', () => {
    expect(Object.keys(PHRASES).sort()).toEqual(LABEL_LANGUAGES.map((l) => l.code).sort());
  });

  for (const lang of LABEL_LANGUAGES) {
    it(`${lang.code}: every character has a glyph in the chosen font, and the label fits inside its box`, async () => {
      const text = PHRASES[lang.code] as string;
      const font = fontkit.openSync(fontForLanguage(lang.code).file) as fontkit.Font;
      const missing = [...text].filter(
        (ch) => ch.trim() && !font.hasGlyphForCodePoint(ch.codePointAt(0) as number),
      );
      expect(missing).toEqual([]);
      const label = await renderLabel({ text, language: lang.code, maxWidth: 456, maxHeight: 150 });
      if (!label) throw new Error('no label');
      expect(label.width).toBeLessThanOrEqual(456);
      expect(label.height).toBeLessThanOrEqual(150);
      const box = alphaBBox(label, 1);
      expect(box).not.toBeNull();
      // Ink never touches the canvas border (nothing clipped).
      expect(box?.left).toBeGreaterThan(0);
      expect(box?.top).toBeGreaterThan(0);
      expect((box?.left ?? 0) + (box?.width ?? 0)).toBeLessThan(label.width);
      // Compared with the reference we looked at (scripts/render-label-references.ts).
      const ref = await toRaw(fs.readFileSync(path.resolve('tests/fixtures/labels', `${lang.code}.png`)));
      expect([label.width, label.height]).toEqual([ref.width, ref.height]);
      let both = 0;
      let either = 0;
      for (let i = 3; i < ref.data.length; i += 4) {
        const a = (label.data[i] as number) > 128;
        const b = (ref.data[i] as number) > 128;
        if (a || b) either++;
        if (a && b) both++;
      }
      expect(both / either).toBeGreaterThan(0.97);
    });
  }

  for (const [code, first, second] of [
    ['ar', 'صباح', 'الخير'],
    ['he', 'בוקר', 'טוב'],
  ] as const) {
    it(`${code} runs right to left: the first word is drawn on the right`, async () => {
      const both = await renderLabel({
        text: `${first} ${second}`,
        language: code,
        maxWidth: 460,
        maxHeight: 150,
      });
      const a = await renderLabel({ text: first, language: code, maxWidth: 460, maxHeight: 150 });
      if (!both || !a) throw new Error('no label');
      expect(both.height).toBe(a.height); // one line, same size: the word images are comparable
      // The first word alone, matched against the two-word label's right and left ends.
      const match = (offset: number) => {
        let same = 0;
        let total = 0;
        for (let y = 0; y < a.height; y++)
          for (let x = 0; x < a.width; x++) {
            const inA = (a.data[(y * a.width + x) * 4 + 3] as number) > 128;
            const inB = (both.data[(y * both.width + x + offset) * 4 + 3] as number) > 128;
            if (inA || inB) total++;
            if (inA && inB) same++;
          }
        return same / total;
      };
      const right = match(both.width - a.width);
      const left = match(0);
      expect(right).toBeGreaterThan(0.8);
      expect(right).toBeGreaterThan(left);
    });
  }

  it('emoji are kept (drawn: label-emoji.test.ts) and markup is escaped', () => {
    expect(cleanLabelText('Hi 👋 <b>&</b> 🎉')).toBe('Hi 👋 &lt;b&gt;&amp;&lt;/b&gt; 🎉');
  });
});
