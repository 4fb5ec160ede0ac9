// Records what our background removal makes of each fixture photo, for the tests that are about what
// comes after it (the die-cut): they read these files instead of running the model again. Run it
// again when lib/media/background.ts changes:
//
//   npx tsx scripts/record-cutouts.ts
import fs from 'node:fs';
import path from 'node:path';
import { prepareForSegmentation, removeBackground } from '../lib/media/background';

const PHOTOS = path.resolve(process.cwd(), 'tests/fixtures/photos');
const OUT = path.resolve(process.cwd(), 'tests/fixtures/cutouts');

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  for (const name of ['astronaut.png', 'chelsea.png', 'coffee.png']) {
    const png = await prepareForSegmentation(fs.readFileSync(path.join(PHOTOS, name)));
    const cutout = await removeBackground(png);
    fs.writeFileSync(path.join(OUT, name), cutout);
    console.log(`${name}: ${cutout.length} bytes`);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
