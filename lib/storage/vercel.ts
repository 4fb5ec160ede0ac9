import { BlobNotFoundError, del, head, list, put } from '@vercel/blob';
import { accessOfKey, assertValidBlobKey, privatePrefix } from './keys';
import { localBlobPath } from './local';
import type { BlobAccess, BlobStore, StoredBlob } from './types';

export type VercelBlobTokens = {
  /** The read-write token of the public store: public keys, served from its CDN. */
  token: string;
  /** The read-write token of the private store (`access: 'private'`): private keys, served by /blobs. */
  privateToken: string;
};

/**
 * Hosted storage on two Vercel Blob stores (a store is either public or private): a key's space
 * (lib/storage/keys.ts) picks the store. Keys are used as pathnames as they are (no random suffix).
 * `fetchFile` downloads object bytes (tests point it at a fake file host).
 */
export function vercelBlobStore(tokens: VercelBlobTokens, fetchFile: typeof fetch = fetch): BlobStore {
  // Token layout: vercel_blob_rw_<storeId>_<secret>; public URLs are derived from the store id.
  const storeId = tokens.token.split('_')[3]?.toLowerCase() ?? '';
  const tokenFor = (key: string) => (accessOfKey(key) === 'private' ? tokens.privateToken : tokens.token);

  async function find(key: string) {
    try {
      return await head(key, { token: tokenFor(key) });
    } catch (err) {
      if (err instanceof BlobNotFoundError) return null;
      throw err;
    }
  }

  return {
    async put(key, data, { contentType, access }) {
      assertValidBlobKey(key);
      if (accessOfKey(key) !== access) throw new Error(`A ${access} object needs a ${access} key: ${key}`);
      const res = await put(key, data, {
        token: tokenFor(key),
        access,
        contentType,
        addRandomSuffix: false,
        allowOverwrite: true,
        // Public objects never change at a key; private ones are read through our route, uncached.
        ...(access === 'public' ? { cacheControlMaxAge: 60 * 60 * 24 * 365 } : {}),
      });
      return { key, url: access === 'public' ? res.url : localBlobPath(key) };
    },

    async get(key): Promise<StoredBlob | null> {
      assertValidBlobKey(key);
      const meta = await find(key);
      if (!meta) return null;
      const access: BlobAccess = accessOfKey(key);
      // Private blobs need the token; sending it for public ones is harmless (same store).
      const res = await fetchFile(meta.url, { headers: { authorization: `Bearer ${tokenFor(key)}` } });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Blob download failed: ${res.status} ${res.statusText}`);
      return { data: Buffer.from(await res.arrayBuffer()), contentType: meta.contentType, access };
    },

    async delete(key) {
      assertValidBlobKey(key);
      const meta = await find(key);
      if (meta) await del(meta.url, { token: tokenFor(key) });
    },

    publicUrl(key) {
      assertValidBlobKey(key);
      return `https://${storeId}.public.blob.vercel-storage.com/${key}`;
    },

    async listPrivate(owner) {
      const prefix = privatePrefix(owner);
      const keys: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ prefix, cursor, token: tokens.privateToken });
        keys.push(...page.blobs.map((b) => b.pathname));
        cursor = page.hasMore ? page.cursor : undefined;
      } while (cursor);
      return keys;
    },
  };
}
