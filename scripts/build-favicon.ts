// Writes app/favicon.ico from public/icon.svg: browsers and crawlers ask for /favicon.ico whatever
// the page's <link rel="icon"> says, and Next serves app/favicon.ico at that address. One ICO holds
// the sizes tabs and shortcuts use (16, 32, 48 px), each stored as a PNG (Vista and later read those).
//   npx tsx scripts/build-favicon.ts   (re-run after changing public/icon.svg; the output is committed)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const SIZES = [16, 32, 48];

/** An ICO file around PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
export function packIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    e.writeUInt8(size >= 256 ? 0 : size, 1); // height
    e.writeUInt8(0, 2); // no palette
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

async function main() {
  const root = path.resolve(__dirname, '..');
  const svg = fs.readFileSync(path.join(root, 'public/icon.svg'));
  const images = await Promise.all(
    SIZES.map(async (size) => ({
      size,
      // The drawing is 32 units square; a high density keeps small sizes sharp before resizing.
      png: await sharp(svg, { density: 72 * Math.ceil((size * 4) / 32) })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  const out = path.join(root, 'app/favicon.ico');
  fs.writeFileSync(out, packIco(images));
  console.log(`wrote ${path.relative(root, out)} (${fs.statSync(out).size} bytes, ${SIZES.join('/')} px)`);
}

if (require.main === module) void main();
