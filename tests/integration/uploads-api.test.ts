import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUT } from '@/app/api/uploads/[reference]/route';
import { POST } from '@/app/v1/upload-urls/images/route';
import type { UploadUrl } from '@/lib/contracts/uploads';
import type { Connection } from '@/lib/db/connect';
import { uploads } from '@/lib/db/schema';
import { setStorage } from '@/lib/storage';
import { localBlobStore } from '@/lib/storage/local';
import { createUploadUrls } from '@/lib/uploads/service';
import { ensureUser } from '@/lib/users/queries';
import { createTestDb } from '../helpers/db';
import {
  countingStream,
  jsonRequest,
  listFiles,
  photo,
  putRequest,
  session,
  tempDir,
} from './uploads-helpers';

vi.mock('@/lib/auth/current-user', async () => {
  const h = await import('./uploads-helpers');
  return { getCurrentUser: async () => h.session.user };
});

let conn: Connection;
const blobDir = tempDir('uploads-api-');
const noParams = { params: Promise.resolve({}) };

beforeAll(async () => {
  conn = await createTestDb();
  setStorage(localBlobStore(blobDir));
  session.user = await ensureUser(conn.db, { provider: 'embedded', subject: 'uploader' });
});
afterAll(async () => {
  setStorage(undefined);
  await conn.close();
});

async function requestUrls(amount: unknown) {
  return POST(jsonRequest('/v1/upload-urls/images', 'POST', { amount }), noParams);
}

async function oneUrl(): Promise<UploadUrl> {
  const res = await requestUrls(1);
  expect(res.status).toBe(200);
  const [url] = (await res.json()).data.result as UploadUrl[];
  return url as UploadUrl;
}

function put(
  url: Pick<UploadUrl, 'uploadUrl' | 'reference'>,
  body: BodyInit,
  headers: Record<string, string> = {},
) {
  return PUT(putRequest(url.uploadUrl, body, headers), {
    params: Promise.resolve({ reference: url.reference }),
  });
}

const rowOf = async (reference: string) =>
  (await conn.db.select().from(uploads).where(eq(uploads.reference, reference)))[0];

async function storedFile(reference: string) {
  const row = await rowOf(reference);
  expect(row?.status).toBe('UPLOADED');
  return { row, file: (await localBlobStore(blobDir).get(row?.storageKey as string))?.data as Buffer };
}

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
    expect(row?.storageKey).toMatch(/^uploads\/[0-9a-f]{32}\.png$/);
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
    const bomb = await sharp({
      create: { width: 20000, height: 20000, channels: 3, background: '#fff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
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

  it('answers 410 for an expired URL', async () => {
    const [url] = await createUploadUrls(conn.db, session.user!.id, 1, new Date(Date.now() - 16 * 60 * 1000));
    const res = await put(url!, photo('astronaut.png'));
    expect(res.status).toBe(410);
    expect((await res.json()).message).toBe('This upload link has expired. Please try again.');
  });

  it('answers 410 when the URL is used a second time', async () => {
    const url = await oneUrl();
    expect((await put(url, photo('chelsea.png'))).status).toBe(200);
    const again = await put(url, photo('chelsea.png'));
    expect(again.status).toBe(410);
    expect((await again.json()).errorCode).toBe('GONE');
  });

  it('lets only one of two simultaneous PUTs through', async () => {
    const url = await oneUrl();
    const statuses = (
      await Promise.all([put(url, photo('chelsea.png')), put(url, photo('chelsea.png'))])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 410]);
  });

  it('answers 403 for a wrong token and 404 for an unknown reference', async () => {
    const url = await oneUrl();
    const forged = { ...url, uploadUrl: url.uploadUrl.replace(/token=.*/, `token=${'A'.repeat(43)}`) };
    expect((await put(forged, photo('chelsea.png'))).status).toBe(403);
    const noToken = { ...url, uploadUrl: url.uploadUrl.replace(/\?token=.*/, '') };
    expect((await put(noToken, photo('chelsea.png'))).status).toBe(403);
    const unknown = {
      reference: 'up_AAAAAAAAAAAAAAAA',
      uploadUrl: '/api/uploads/up_AAAAAAAAAAAAAAAA?token=x',
    };
    expect((await put(unknown, photo('chelsea.png'))).status).toBe(404);
    expect((await rowOf(url.reference))?.status).toBe('PENDING');
  });

  it('works without a session, but refuses a different signed-in user', async () => {
    const url = await oneUrl();
    const owner = session.user;
    try {
      session.user = await ensureUser(conn.db, { provider: 'embedded', subject: 'someone-else' });
      expect((await put(url, photo('chelsea.png'))).status).toBe(403);
      session.user = null;
      expect((await put(url, photo('chelsea.png'))).status).toBe(200);
    } finally {
      session.user = owner;
    }
  });

  it('keeps the uploaded file out of /blobs', async () => {
    const { GET } = await import('@/app/blobs/[...key]/route');
    const url = await oneUrl();
    await put(url, photo('chelsea.png'));
    const { row } = await storedFile(url.reference);
    const key = String(row?.storageKey);
    const res = await GET(new Request(`http://localhost/blobs/${key}`), {
      params: Promise.resolve({ key: key.split('/') }),
    });
    expect(res.status).toBe(404);
  });
});
