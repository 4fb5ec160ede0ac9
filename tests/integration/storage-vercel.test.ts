import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@/lib/registry';
import { newBlobKey } from '@/lib/storage/keys';
import { serveBlob } from '@/lib/storage/serve';
import { vercelBlobStore } from '@/lib/storage/vercel';

// A fake of the Vercel Blob API (the SDK's VERCEL_BLOB_API_URL hook) plus its file host.
const files = new Map<string, { data: Buffer; contentType: string; access: string }>();
const seenAuth: string[] = [];
let base = '';

const server = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const body = Buffer.concat(chunks);
  const url = new URL(req.url ?? '/', base);
  seenAuth.push(req.headers.authorization ?? '');
  const json = (status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  const blobUrl = (pathname: string, access: string) =>
    `https://storeid123.${access}.blob.vercel-storage.com/${pathname}`;
  if (url.pathname === '/api/blob/' && req.method === 'PUT') {
    const pathname = url.searchParams.get('pathname') as string;
    const access = String(req.headers['x-vercel-blob-access']);
    files.set(pathname, { data: body, contentType: String(req.headers['x-content-type']), access });
    return json(200, {
      url: blobUrl(pathname, access),
      downloadUrl: '',
      pathname,
      contentType: '',
      contentDisposition: '',
    });
  }
  if (
    url.pathname.replace(/\/$/, '') === '/api/blob' &&
    req.method === 'GET' &&
    url.searchParams.has('prefix')
  ) {
    // list(): only the store the token opens, one page of two at a time.
    const prefix = url.searchParams.get('prefix') as string;
    const store = req.headers.authorization === `Bearer ${PRIVATE_TOKEN}` ? 'private' : 'public';
    const all = [...files].filter(([p, f]) => p.startsWith(prefix) && f.access === store).map(([p]) => p);
    const from = Number(url.searchParams.get('cursor') ?? 0);
    const page = all.slice(from, from + 2);
    return json(200, {
      blobs: page.map((p) => ({
        url: blobUrl(p, store),
        downloadUrl: '',
        pathname: p,
        size: 1,
        uploadedAt: new Date().toISOString(),
        etag: 'e',
      })),
      cursor: String(from + 2),
      hasMore: from + 2 < all.length,
    });
  }
  if (url.pathname.replace(/\/$/, '') === '/api/blob' && req.method === 'GET') {
    const pathname = url.searchParams.get('url') as string;
    const f = files.get(pathname);
    if (!f) return json(404, { error: { code: 'not_found', message: 'not found' } });
    return json(200, {
      url: blobUrl(pathname, f.access),
      downloadUrl: '',
      pathname,
      size: f.data.length,
      contentType: f.contentType,
      contentDisposition: '',
      cacheControl: '',
      uploadedAt: new Date().toISOString(),
      etag: 'e',
    });
  }
  if (url.pathname === '/api/blob/delete' && req.method === 'POST') {
    for (const u of JSON.parse(body.toString()).urls as string[]) {
      files.delete(new URL(u).pathname.slice(1));
    }
    return json(200, {});
  }
  if (url.pathname.startsWith('/files/')) {
    const pathname = url.pathname.slice('/files/'.length);
    const f = files.get(pathname);
    if (!f) return json(404, {});
    res.writeHead(200, { 'content-type': f.contentType });
    return res.end(f.data);
  }
  json(400, { error: { code: 'bad_request', message: `unexpected ${req.method} ${url.pathname}` } });
});

const TOKEN = 'vercel_blob_rw_StoreId123_secret';
const PRIVATE_TOKEN = 'vercel_blob_rw_PrivStore456_secret';
const TOKENS = { token: TOKEN, privateToken: PRIVATE_TOKEN };
// Object bytes come from the store's own host; route those downloads to the fake.
const fakeFiles: typeof fetch = (input, init) =>
  fetch(`${base}/files${new URL(String(input)).pathname}`, init);

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.VERCEL_BLOB_API_URL = `${base}/api/blob`;
});
afterAll(async () => {
  delete process.env.VERCEL_BLOB_API_URL;
  await new Promise((r) => server.close(r));
});

const OWNER = '0b6f4c1e-8f55-4a8e-9b9a-2a1f3c4d5e6f';

describe('Vercel Blob store', () => {
  it('keeps a private key in the private store, read and deleted with its token', async () => {
    const store = vercelBlobStore(TOKENS, fakeFiles);
    const key = newBlobKey('uploads', 'png', OWNER);
    expect(key.startsWith(`private/${OWNER}/uploads/`)).toBe(true);
    seenAuth.length = 0;
    const put = await store.put(key, Buffer.from('png-bytes'), {
      contentType: 'image/png',
      access: 'private',
    });
    // Its address is our owner-checked route, never a store URL.
    expect(put.url).toBe(`/blobs/${key}`);
    expect(files.get(key)).toMatchObject({ contentType: 'image/png', access: 'private' });
    expect(await store.get(key)).toEqual({
      data: Buffer.from('png-bytes'),
      contentType: 'image/png',
      access: 'private',
    });
    expect(seenAuth.length).toBeGreaterThan(0);
    expect(seenAuth.every((a) => a === `Bearer ${PRIVATE_TOKEN}`)).toBe(true);
    await store.delete(key);
    expect(files.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
  });

  it('keeps a public key in the public store with a year of caching', async () => {
    const store = vercelBlobStore(TOKENS, fakeFiles);
    const key = newBlobKey('stickers', 'webp');
    seenAuth.length = 0;
    const put = await store.put(key, Buffer.from('webp'), { contentType: 'image/webp', access: 'public' });
    expect(put.url).toBe(`https://storeid123.public.blob.vercel-storage.com/${key}`);
    expect(files.get(key)?.access).toBe('public');
    expect((await store.get(key))?.access).toBe('public');
    expect(seenAuth.every((a) => a === `Bearer ${TOKEN}`)).toBe(true);
    await store.delete(key);
    expect(files.has(key)).toBe(false);
  });

  it('refuses an object whose access does not match its key space', async () => {
    const store = vercelBlobStore(TOKENS, fakeFiles);
    await expect(
      store.put(newBlobKey('stickers', 'webp'), Buffer.from('x'), {
        contentType: 'image/webp',
        access: 'private',
      }),
    ).rejects.toThrow(/private key/);
    await expect(
      store.put(newBlobKey('stickers', 'webp', OWNER), Buffer.from('x'), {
        contentType: 'image/webp',
        access: 'public',
      }),
    ).rejects.toThrow(/public key/);
  });

  it("lists one owner's private objects across pages, and no one else's", async () => {
    const store = vercelBlobStore(TOKENS, fakeFiles);
    const other = '9c2d1e7a-0000-4000-8000-000000000001';
    const mine = [
      newBlobKey('uploads', 'png', OWNER),
      newBlobKey('characters', 'webp', OWNER),
      newBlobKey('stickers', 'webp', OWNER),
    ];
    for (const key of [...mine, newBlobKey('characters', 'webp', other)])
      await store.put(key, Buffer.from('x'), { contentType: 'image/webp', access: 'private' });
    await store.put(newBlobKey('stickers', 'webp'), Buffer.from('x'), {
      contentType: 'image/webp',
      access: 'public',
    });
    expect((await store.listPrivate(OWNER)).sort()).toEqual([...mine].sort());
    for (const key of mine) await store.delete(key);
    expect(await store.listPrivate(OWNER)).toEqual([]);
  });

  it('serves a private object from the private store through /blobs to its owner only', async () => {
    const store = vercelBlobStore(TOKENS, fakeFiles);
    registry.override({ storage: store });
    try {
      const key = newBlobKey('characters', 'webp', OWNER);
      await store.put(key, Buffer.from('tile-bytes'), { contentType: 'image/webp', access: 'private' });
      const own = await serveBlob(key.split('/'), 'GET', OWNER);
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await own.arrayBuffer()).toString()).toBe('tile-bytes');
      for (const viewer of ['9c2d1e7a-0000-4000-8000-000000000001', null])
        expect((await serveBlob(key.split('/'), 'GET', viewer)).status).toBe(404);
    } finally {
      registry.override({ storage: undefined });
    }
  });

  it('derives public URLs from the store id in the token', () => {
    const store = vercelBlobStore(TOKENS);
    expect(store.publicUrl('tiles/0123456789abcdef0123456789abcdef.webp')).toBe(
      'https://storeid123.public.blob.vercel-storage.com/tiles/0123456789abcdef0123456789abcdef.webp',
    );
    expect(() => store.publicUrl('../x')).toThrow();
  });
});
