import 'server-only';
import path from 'node:path';
import { live } from '@/lib/registry';
import { accessOfKey } from './keys';
import { localBlobPath, localBlobStore } from './local';
import type { BlobStore } from './types';
import { vercelBlobStore } from './vercel';

export type { BlobAccess, BlobStore, PutOptions, StoredBlob } from './types';
export {
  accessOfKey,
  contentTypeForKey,
  isValidBlobKey,
  newBlobKey,
  ownerOfKey,
  privatePrefix,
  rekey,
} from './keys';

declare module '@/lib/registry/slots' {
  interface Slots {
    storage: BlobStore;
  }
}

/**
 * The live store (lib/registry): `<DATA_DIR>/blobs`, or two Vercel Blob stores (public and private)
 * when BLOB_READ_WRITE_TOKEN and BLOB_PRIVATE_READ_WRITE_TOKEN are set. For account deletion and data
 * export: `listPrivate(owner)` lists one user's private files, `delete(key)` removes any file.
 */
export function getStorage(): BlobStore {
  return live('storage', {
    embedded: (e) => localBlobStore(path.resolve(e.dataDir, 'blobs')),
    hosted: (e) => vercelBlobStore({ token: e.blob?.token ?? '', privateToken: e.blob?.privateToken ?? '' }),
  });
}

/**
 * The address a browser uses for a stored image: the public one for a public key, `/blobs/<key>`
 * for a private key (our route, which serves it to its owner only: lib/storage/serve.ts).
 */
export function blobUrl(key: string): string {
  return accessOfKey(key) === 'private' ? localBlobPath(key) : getStorage().publicUrl(key);
}

/** Copies an object to a key of the other space (a visibility change); false when the source is gone. */
export async function copyBlob(from: string, to: string): Promise<boolean> {
  const storage = getStorage();
  const blob = await storage.get(from);
  if (!blob) return false;
  await storage.put(to, blob.data, { contentType: blob.contentType, access: accessOfKey(to) });
  return true;
}
