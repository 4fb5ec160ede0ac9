// Cuts the interface's script fonts (lib/config/script-fonts.ts) from the Noto TTFs in node_modules:
// each keeps only the characters of its locale's messages that fall in its ranges (plus the
// locale's own name), as WOFF2 in public/fonts/ (components/layout/script-font-style.tsx names them
// after the system fonts). Nothing is fetched at run time. Run after changing a locale's messages:
//   npx tsx scripts/build-script-fonts.ts
// tests/unit/script-fonts.test.ts fails when a message uses a character its subset lacks.
import fs from 'node:fs';
import subsetFont from 'subset-font';
import { LOCALE_NAMES } from '../lib/config/locales';
import { inRanges, SCRIPT_FONTS, type ScriptFont, scriptFontFile } from '../lib/config/script-fonts';

function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === 'object') return Object.values(v).flatMap(strings);
  return [];
}

/** The characters of the face's ranges that the locale's messages use, sorted. */
export function charsFor(f: ScriptFont): string {
  const messages = JSON.parse(fs.readFileSync(`messages/${f.locale}.json`, 'utf8'));
  const text = [...strings(messages), LOCALE_NAMES[f.locale]].join('');
  // With their decompositions: a shaper may draw a character from its parts (Thai sara am ำ as
  // nikhahit ํ + sara aa า), glyphs the subsetter keeps only when asked for those characters.
  // (Hangul syllables are drawn whole: their jamo would only add glyphs.)
  const parts = [...text].filter((c) => !/[\uAC00-\uD7AF]/.test(c)).join('');
  const all = `${text}${parts.normalize('NFD')}${parts.normalize('NFKD')}`;
  const set = new Set([...all].filter((c) => inRanges(f.ranges, c.codePointAt(0) as number)));
  return [...set].sort().join('');
}

async function main() {
  fs.mkdirSync('public/fonts', { recursive: true });
  for (const f of SCRIPT_FONTS) {
    const chars = charsFor(f);
    const out = await subsetFont(fs.readFileSync(f.source), chars, { targetFormat: 'woff2' });
    fs.writeFileSync(`public${scriptFontFile(f)}`, out);
    console.log(
      `${scriptFontFile(f)}: ${[...chars].length} characters, ${(out.length / 1024).toFixed(1)} KB`,
    );
  }
}

if (process.argv[1]?.endsWith('build-script-fonts.ts')) void main();
