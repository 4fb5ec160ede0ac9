import { BlobNotFoundError, del, head, put } from '@vercel/blob';
import { assertValidBlobKey } from './keys';
import type { BlobAccess, BlobStore, StoredBlob } from './types';

/**
 * Hosted storage on Vercel Blob. Keys are used as pathnames as they are (no random suffix).
 * `fetchFile` downloads object bytes (tests point it at a fake file host).
 */
export function vercelBlobStore(token: string, fetchFile: typeof fetch = fetch): BlobStore {
  // Token layout: vercel_blob_rw_<storeId>_<secret>; public URLs are derived from the store id.
  const storeId = token.split('_')[3]?.toLowerCase() ?? '';

  async function find(key: string) {
    try {
      return await head(key, { token });
    } catch (err) {
      if (err instanceof BlobNotFoundError) return null;
      throw err;
    }
  }

  return {
    async put(key, data, { contentType, access }) {
      assertValidBlobKey(key);
      const res = await put(key, data, {
        token,
        access,
        contentType,
        addRandomSuffix: false,
        allowOverwrite: true,
        cacheControlMaxAge: 60 * 60 * 24 * 365,
      });
      return { key, url: res.url };
    },

    async get(key): Promise<StoredBlob | null> {
      assertValidBlobKey(key);
      const meta = await find(key);
      if (!meta) return null;
      const access: BlobAccess = new URL(meta.url).hostname.includes('.private.') ? 'private' : 'public';
      // Private blobs need the token; sending it for public ones is harmless (same store).
      const res = await fetchFile(meta.url, { headers: { authorization: `Bearer ${token}` } });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Blob download failed: ${res.status} ${res.statusText}`);
      return { data: Buffer.from(await res.arrayBuffer()), contentType: meta.contentType, access };
    },

    async delete(key) {
      assertValidBlobKey(key);
      const meta = await find(key);
      if (meta) await del(meta.url, { token });
    },

    publicUrl(key) {
      assertValidBlobKey(key);
      return `https://${storeId}.public.blob.vercel-storage.com/${key}`;
    },
  };
}
