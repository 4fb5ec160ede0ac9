import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, HEAD } from '@/app/blobs/[...key]/route';
import { getStorage, isValidBlobKey, newBlobKey } from '@/lib/storage';
import { localBlobStore } from '@/lib/storage/local';
import { tempDir } from './uploads-helpers';
import { registry } from '@/lib/registry';

const root = tempDir('storage-local-');
const store = localBlobStore(root);
const serve = (key: string, method: 'GET' | 'HEAD' = 'GET') =>
  (method === 'GET' ? GET : HEAD)(new Request(`http://localhost/blobs/${key}`, { method }), {
    params: Promise.resolve({ key: key.split('/') }),
  });

beforeAll(() => registry.override({ storage: store }));
afterAll(() => registry.override({ storage: undefined }));

describe('local blob store', () => {
  it('puts, gets and deletes with a content-type sidecar', async () => {
    const key = newBlobKey('tiles', 'webp');
    expect(key).toMatch(/^tiles\/[0-9a-f]{32}\.webp$/);
    const put = await store.put(key, Buffer.from('webp-bytes'), {
      contentType: 'image/webp',
      access: 'public',
    });
    expect(put).toEqual({ key, url: `/blobs/${key}` });
    expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('webp-bytes');
    expect(JSON.parse(fs.readFileSync(path.join(root, `${key}.meta.json`), 'utf8'))).toEqual({
      contentType: 'image/webp',
      access: 'public',
    });
    expect(await store.get(key)).toEqual({
      data: Buffer.from('webp-bytes'),
      contentType: 'image/webp',
      access: 'public',
    });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // idempotent
  });

  it('refuses keys that could leave the folder', async () => {
    for (const bad of [
      '../etc/passwd',
      'tiles/../../x.webp',
      '/abs/aaaaaaaaaaaaaaaa.png',
      'tiles/%2e%2e.png',
      'x.png',
      'tiles//aaaaaaaaaaaaaaaa.png',
    ]) {
      expect(isValidBlobKey(bad)).toBe(false);
      await expect(
        store.put(bad, Buffer.from('x'), { contentType: 'text/plain', access: 'public' }),
      ).rejects.toThrow();
      await expect(store.get(bad)).rejects.toThrow();
    }
  });

  it('getStorage() returns the installed store', () => {
    expect(getStorage()).toBe(store);
  });
});

describe('GET /blobs/[...key]', () => {
  it('serves public objects with type, nosniff and immutable caching', async () => {
    const key = newBlobKey('styles', 'webp');
    await store.put(key, Buffer.from('RIFFxxxxWEBP'), { contentType: 'image/webp', access: 'public' });
    const res = await serve(key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('RIFFxxxxWEBP');
    const head = await serve(key, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('12');
  });

  it('answers 404 for private, missing and malformed keys alike', async () => {
    const key = newBlobKey('uploads', 'png');
    await store.put(key, Buffer.from('secret photo'), { contentType: 'image/png', access: 'private' });
    expect((await store.get(key))?.access).toBe('private');
    for (const k of [key, newBlobKey('tiles', 'webp'), '../../package.json', `${key}.meta.json`]) {
      const res = await serve(k);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });
});
