import zlib from 'node:zlib';

// A decompression bomb: a valid PNG of a huge white RGB image that is small on disk. Encoding it
// with sharp compresses every pixel (seconds of CPU); here one row is compressed once and its
// compressed form repeated, which deflate allows after a full flush (nothing refers back past it).

const ADLER_MOD = 65521;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** Adler-32 of `first`, then `repeats` copies of `row`, without walking every copy. */
function adler32(first: Buffer, row: Buffer, repeats: number): number {
  let a = 1;
  let b = 0;
  for (const x of first) {
    a = (a + x) % ADLER_MOD;
    b = (b + a) % ADLER_MOD;
  }
  // One pass over `row` adds sum(x) to a, and n·a + sum((n − i)·x_i) to b.
  let sumA = 0;
  let sumB = 0;
  for (let i = 0; i < row.length; i++) {
    sumA = (sumA + (row[i] as number)) % ADLER_MOD;
    sumB = (sumB + (row.length - i) * (row[i] as number)) % ADLER_MOD;
  }
  const n = row.length % ADLER_MOD;
  for (let r = 0; r < repeats; r++) {
    b = (b + n * a + sumB) % ADLER_MOD;
    a = (a + sumA) % ADLER_MOD;
  }
  return ((b << 16) | a) >>> 0;
}

/** A white `width`×`height` RGB PNG: the first row unfiltered, every other one "Up" (all zeros). */
export function whitePngBomb(width: number, height: number): Buffer<ArrayBuffer> {
  const first = Buffer.alloc(1 + width * 3, 0xff);
  first[0] = 0; // filter: none
  const rest = Buffer.alloc(1 + width * 3, 0);
  rest[0] = 2; // filter: up, so each row is zeros against the white one above
  const flush = { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH };
  const firstDeflated = zlib.deflateRawSync(first, flush);
  const restDeflated = zlib.deflateRawSync(rest, flush);
  const end = zlib.deflateRawSync(Buffer.alloc(0)); // the final, empty block
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(adler32(first, rest, height - 1), 0);
  const idat = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    firstDeflated,
    ...Array.from({ length: height - 1 }, () => restDeflated),
    end,
    adler,
  ]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
