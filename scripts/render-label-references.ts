// Renders the label reference images the label test compares against:
// npx tsx scripts/render-label-references.ts → tests/fixtures/labels/<language>.png (and a sheet to look at).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LABEL_LANGUAGES } from '../lib/config/label-languages';
import { renderLabel } from '../lib/media/label/render-label';
import { encodePng } from '../lib/media/raw';
import { PHRASES } from '../tests/fixtures/labels/phrases';

const DIR = path.resolve('tests/fixtures/labels');

async function main() {
  const sheet: { input: Buffer; left: number; top: number }[] = [];
  for (const [i, lang] of LABEL_LANGUAGES.entries()) {
    const label = await renderLabel({
      text: PHRASES[lang.code] as string,
      language: lang.code,
      maxWidth: 456,
      maxHeight: 150,
    });
    if (!label) throw new Error(`no label for ${lang.code}`);
    const png = await encodePng(label);
    fs.writeFileSync(path.join(DIR, `${lang.code}.png`), png);
    sheet.push({
      input: await sharp(png).resize({ width: 300, height: 100, fit: 'inside' }).png().toBuffer(),
      left: (i % 4) * 310,
      top: Math.floor(i / 4) * 110,
    });
  }
  await sharp({ create: { width: 1240, height: 1100, channels: 4, background: '#7a6ea8' } })
    .composite(sheet)
    .png()
    .toFile('/tmp/label-references.png');
  console.log(`${LABEL_LANGUAGES.length} references in ${DIR}; sheet: /tmp/label-references.png`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
