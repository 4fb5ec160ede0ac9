import fs from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { inRanges, SCRIPT_FONTS, scriptFontCss, scriptFontFile } from '@/lib/config/script-fonts';
import { charsFor } from '@/scripts/build-script-fonts';

// The served script subsets (public/fonts/) must draw every character their locale's messages use;
// a message that gains a new character fails here until scripts/build-script-fonts.ts runs again.
describe('script fonts', () => {
  it('a page in a script locale names system fonts first, our subset last, with swap', () => {
    for (const f of SCRIPT_FONTS) {
      const css = scriptFontCss(f.locale);
      expect(css.indexOf('local(')).toBeGreaterThan(0);
      expect(css.indexOf('local(')).toBeLessThan(css.indexOf(`url("${scriptFontFile(f)}")`));
      expect(css).toContain('font-display:swap');
      expect(css).toContain(`body{font-family:"${f.family}",var(--font-sans)}`);
    }
    expect(scriptFontCss('ja')).toContain('local("Hiragino Sans")');
    expect(scriptFontCss('en')).toBe('');
    expect(scriptFontCss('de')).toBe('');
  });

  for (const f of SCRIPT_FONTS)
    it(`${scriptFontFile(f)} draws every ${f.locale} message character in its ranges`, () => {
      const font = fontkit.create(fs.readFileSync(`public${scriptFontFile(f)}`)) as fontkit.Font;
      const chars = [...charsFor(f)];
      expect(chars.length).toBeGreaterThan(20);
      const missing = chars.filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0) as number));
      expect(missing, 'run npx tsx scripts/build-script-fonts.ts').toEqual([]);
      // A subset, not the whole font: a character of the script that no message uses is left out.
      const unused = [...Array(0x9fff - 0x0600).keys()]
        .map((i) => i + 0x0600)
        .find((cp) => inRanges(f.ranges, cp) && !chars.includes(String.fromCodePoint(cp)));
      if (unused !== undefined) expect(font.hasGlyphForCodePoint(unused)).toBe(false);
    });
});
