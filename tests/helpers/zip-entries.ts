import { inflateRawSync } from 'node:zlib';

// Reads the ZIPs our exports write, in integration and e2e tests alike: our own small reader, so a
// test does not trust the writer's library to check the writer.

export type ZipFile = { name: string; data: Buffer; method: number; crc: number };

/** A small ZIP reader of our own (central directory → local headers), independent of the writer. */
export function readZip(zip: Buffer): ZipFile[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central header');
    const method = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    const size = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error('bad local header');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    files.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw), method, crc });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}

/** The ZIP's files by name. */
export const zipByName = (zip: Buffer): Map<string, Buffer> =>
  new Map(readZip(zip).map((f) => [f.name, f.data]));
