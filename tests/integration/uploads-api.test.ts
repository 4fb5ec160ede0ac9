import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { UploadUrl } from '@/lib/contracts/uploads';
import { localBlobStore } from '@/lib/storage/local';
import { uploadsSuite } from './uploads-suite';
import { countingStream, listFiles, photo, session } from './uploads-helpers';
import { callerFrom } from '../helpers/caller';
import { whitePngBomb } from '../helpers/png-bomb';

callerFrom(session);

const { blobDir, requestUrls, oneUrl, put, rowOf, storedFile } = uploadsSuite('uploads-api-');

describe('POST /v1/upload-urls/images', () => {
  it('returns 1 to 3 signed URLs and stores only the token hash', async () => {
    const res = await requestUrls(3);
    expect(res.status).toBe(200);
    const urls = (await res.json()).data.result as UploadUrl[];
    expect(urls).toHaveLength(3);
    for (const u of urls) {
      expect(u.uploadUrl).toMatch(new RegExp(`^/api/uploads/${u.reference}\\?token=[A-Za-z0-9_-]{43}$`));
      const token = new URL(u.uploadUrl, 'http://x').searchParams.get('token') as string;
      const row = await rowOf(u.reference);
      expect(row?.status).toBe('PENDING');
      expect(row?.tokenHash).not.toContain(token);
      expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(new Date(u.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    }
  });

  it.each([4, 0, 1.5, '2', null])('refuses amount %s', async (amount) => {
    const res = await requestUrls(amount);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'Amount must be between 1 and 3',
    });
  });

  it('needs a signed-in user', async () => {
    const saved = session.user;
    session.user = null;
    try {
      expect((await requestUrls(1)).status).toBe(401);
    } finally {
      session.user = saved;
    }
  });
});

describe('PUT upload URL', () => {
  it('stores a PNG privately, re-encoded, and records its size', async () => {
    const url = await oneUrl();
    const res = await put(url, photo('astronaut.png'), { 'content-type': 'image/png' });
    expect(res.status).toBe(200);
    expect((await res.json()).data.result).toEqual({ reference: url.reference, width: 512, height: 512 });
    const { row, file } = await storedFile(url.reference);
    expect(row?.storageKey).toMatch(/^private\/[0-9a-f-]{36}\/uploads\/[0-9a-f]{32}\.png$/);
    expect(row).toMatchObject({ contentType: 'image/png', width: 512, height: 512, sizeBytes: file.length });
    expect((await localBlobStore(blobDir).get(row?.storageKey as string))?.access).toBe('private');
  });

  it('accepts a JPEG and applies its EXIF orientation', async () => {
    const jpeg = await sharp(photo('chelsea.png')).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const url = await oneUrl();
    const res = await put(url, jpeg, { 'content-type': 'image/jpeg' });
    expect(res.status).toBe(200);
    const { file } = await storedFile(url.reference);
    const meta = await sharp(file).metadata();
    // chelsea.png is 451x300; orientation 6 means "rotate 90°", so the stored photo is upright.
    expect([meta.width, meta.height]).toEqual([300, 451]);
    expect(meta.orientation).toBeUndefined();
  });

  it('strips EXIF and GPS tags', async () => {
    const jpeg = await sharp(photo('coffee.png'))
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'SecretOwner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    // GPS IFD pointer tag 0x8825, little-endian ('II' byte order)
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(jpeg.includes('SecretOwner')).toBe(true);
    const url = await oneUrl();
    expect((await put(url, jpeg)).status).toBe(200);
    const { file } = await storedFile(url.reference);
    const after = await sharp(file).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(file.includes('SecretOwner')).toBe(false);
  });

  it('drops HTML appended to a JPEG', async () => {
    const jpeg = await sharp(photo('coffee.png')).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
    const url = await oneUrl();
    expect((await put(url, polyglot, { 'content-type': 'image/jpeg' })).status).toBe(200);
    const { file } = await storedFile(url.reference);
    expect(file.includes('<html')).toBe(false);
    expect(file.includes('<script')).toBe(false);
  });

  it('refuses HEIC with a clear 415', async () => {
    const url = await oneUrl();
    const res = await put(url, photo('astronaut.heic'), { 'content-type': 'image/heic' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      errorCode: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'HEIC images must be converted before upload.',
    });
  });

  it('refuses a text file named .png', async () => {
    const url = await oneUrl();
    const res = await put(url, Buffer.from('hello, I am not a picture\n'), {
      'content-type': 'image/png',
      'x-file-name': encodeURIComponent('notes.png'),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      errorCode: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'notes.png is not an image.',
    });
    expect((await rowOf(url.reference))?.status).toBe('PENDING');
  });

  it('refuses an SVG even though the decoder could read it', async () => {
    const url = await oneUrl();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    expect((await put(url, Buffer.from(svg), { 'content-type': 'image/png' })).status).toBe(415);
  });

  it('refuses 10 MB + 1 byte with 413 and stores nothing', async () => {
    const before = listFiles(blobDir).length;
    const url = await oneUrl();
    const body = Buffer.concat([await sharp(photo('coffee.png')).png().toBuffer(), Buffer.alloc(10_485_760)]);
    const big = body.subarray(0, 10_485_761);
    const res = await put(url, big, { 'content-type': 'image/png', 'x-file-name': 'big.png' });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: 'big.png exceeds the 10MB limit.',
    });
    expect(listFiles(blobDir).length).toBe(before);
    expect((await rowOf(url.reference))?.storageKey).toBeNull();
  });

  it('accepts exactly 10 MB of declared size but stops reading a stream past the cap', async () => {
    const url = await oneUrl();
    const { stream, state } = countingStream(50 * 1024 * 1024);
    const res = await put(url, stream);
    expect(res.status).toBe(413);
    expect(state.pulled).toBeLessThanOrEqual(10_485_760 + 2 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over the cap before reading', async () => {
    const url = await oneUrl();
    const { stream, state } = countingStream(50 * 1024 * 1024);
    const res = await put(url, stream, { 'content-length': String(50 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(state.pulled).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('refuses a 20000x20000 PNG bomb from its header, without decoding it', async () => {
    // The builder makes real PNGs: a small one decodes to white.
    const small = await sharp(whitePngBomb(64, 48)).raw().toBuffer({ resolveWithObject: true });
    expect([small.info.width, small.info.height, small.data.every((x) => x === 255)]).toEqual([64, 48, true]);
    const bomb = whitePngBomb(20000, 20000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const url = await oneUrl();
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const res = await put(url, bomb, { 'content-type': 'image/png', 'x-file-name': 'bomb.png' });
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('bomb.png is too large: images can have at most 40 megapixels.');
    expect(peak - rss0).toBeLessThan(200 * 1024 * 1024);
  });
});
