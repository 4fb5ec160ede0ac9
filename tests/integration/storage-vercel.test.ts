import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('Vercel Blob store', () => {
  it('puts, reads (private too), and deletes through the SDK', async () => {
    const store = vercelBlobStore(TOKEN, fakeFiles);
    const key = 'uploads/0123456789abcdef0123456789abcdef.png';
    await store.put(key, Buffer.from('png-bytes'), { contentType: 'image/png', access: 'private' });
    expect(files.get(key)).toMatchObject({ contentType: 'image/png', access: 'private' });
    expect(await store.get(key)).toEqual({
      data: Buffer.from('png-bytes'),
      contentType: 'image/png',
      access: 'private',
    });
    expect(seenAuth.every((a) => a === `Bearer ${TOKEN}`)).toBe(true);
    await store.delete(key);
    expect(files.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
  });

  it('derives public URLs from the store id in the token', () => {
    const store = vercelBlobStore(TOKEN);
    expect(store.publicUrl('tiles/0123456789abcdef0123456789abcdef.webp')).toBe(
      'https://storeid123.public.blob.vercel-storage.com/tiles/0123456789abcdef0123456789abcdef.webp',
    );
    expect(() => store.publicUrl('../x')).toThrow();
  });
});
