import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, HEAD } from '@/app/blobs/[...key]/route';
import { copyBlob, getStorage, isValidBlobKey, newBlobKey } from '@/lib/storage';
import { localBlobStore } from '@/lib/storage/local';
import { serveBlob } from '@/lib/storage/serve';
import { tempDir } from './uploads-helpers';
import { registry } from '@/lib/registry';

const root = tempDir('storage-local-');
const OWNER = '0b6f4c1e-8f55-4a8e-9b9a-2a1f3c4d5e6f';
const OTHER = '9c2d1e7a-0000-4000-8000-000000000001';
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
    const key = newBlobKey('uploads', 'png', OWNER);
    await store.put(key, Buffer.from('secret photo'), { contentType: 'image/png', access: 'private' });
    expect((await store.get(key))?.access).toBe('private');
    for (const k of [key, newBlobKey('tiles', 'webp'), '../../package.json', `${key}.meta.json`]) {
      const res = await serve(k);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });
});

describe('private key space', () => {
  it('keeps private objects in their own folder, per owner, and lists them', async () => {
    const key = newBlobKey('characters', 'webp', OWNER);
    expect(key).toMatch(new RegExp(`^private/${OWNER}/characters/[0-9a-f]{32}\\.webp$`));
    await store.put(key, Buffer.from('tile'), { contentType: 'image/webp', access: 'private' });
    expect(
      fs.readFileSync(path.join(root, 'private', OWNER, key.split('/').slice(2).join('/')), 'utf8'),
    ).toBe('tile');
    await store.put(newBlobKey('characters', 'webp', OTHER), Buffer.from('x'), {
      contentType: 'image/webp',
      access: 'private',
    });
    expect(await store.listPrivate(OWNER)).toContain(key);
    expect((await store.listPrivate(OWNER)).every((k) => k.startsWith(`private/${OWNER}/`))).toBe(true);
    expect(await store.listPrivate('4f7e0000-0000-4000-8000-00000000abcd')).toEqual([]);
  });

  it('refuses an object whose access does not match its key space', async () => {
    await expect(
      store.put(newBlobKey('stickers', 'webp'), Buffer.from('x'), {
        contentType: 'image/webp',
        access: 'private',
      }),
    ).rejects.toThrow();
    await expect(
      store.put(newBlobKey('stickers', 'webp', OWNER), Buffer.from('x'), {
        contentType: 'image/webp',
        access: 'public',
      }),
    ).rejects.toThrow();
    expect(() => newBlobKey('private', 'webp')).toThrow();
  });

  it('serves a private object to its owner only, never cached; anyone else gets the missing 404', async () => {
    const key = newBlobKey('stickers', 'webp', OWNER);
    await store.put(key, Buffer.from('RIFFprivWEBP'), { contentType: 'image/webp', access: 'private' });
    const own = await serveBlob(key.split('/'), 'GET', OWNER);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await own.arrayBuffer()).toString()).toBe('RIFFprivWEBP');
    const missing = await serveBlob(newBlobKey('stickers', 'webp', OWNER).split('/'), 'GET', OTHER);
    for (const viewer of [OTHER, null, undefined]) {
      const res = await serveBlob(key.split('/'), 'GET', viewer);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe(missing.headers.get('cache-control'));
      expect(await res.text()).toBe(await missing.clone().text());
    }
    // An uploaded photo is never served, not even to its owner (only the pipeline reads it).
    const photo = newBlobKey('uploads', 'png', OWNER);
    await store.put(photo, Buffer.from('photo'), { contentType: 'image/png', access: 'private' });
    expect((await serveBlob(photo.split('/'), 'GET', OWNER)).status).toBe(404);
    // Moved to the public space under a new key: the private address is gone for its owner too.
    const open = newBlobKey('stickers', 'webp');
    expect(await copyBlob(key, open)).toBe(true);
    await store.delete(key);
    expect((await serveBlob(key.split('/'), 'GET', OWNER)).status).toBe(404);
    expect((await serve(open)).status).toBe(200);
  });
});
