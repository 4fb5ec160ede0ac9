import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { localBlobStore } from './local';
import type { BlobStore } from './types';
import { vercelBlobStore } from './vercel';

export type { BlobAccess, BlobStore, PutOptions, StoredBlob } from './types';
export { contentTypeForKey, isValidBlobKey, newBlobKey } from './keys';

const g = globalThis as unknown as { __stickerStorage?: BlobStore };

/** The configured store: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, else `<DATA_DIR>/blobs`. */
export function getStorage(): BlobStore {
  if (g.__stickerStorage) return g.__stickerStorage;
  const e = env();
  g.__stickerStorage =
    e.modes.storage === 'hosted'
      ? vercelBlobStore(e.blob?.token ?? '')
      : localBlobStore(path.resolve(e.dataDir, 'blobs'));
  return g.__stickerStorage;
}

/** Tests and scripts inject their own store (or `undefined` to go back to the configured one). */
export function setStorage(store: BlobStore | undefined) {
  g.__stickerStorage = store;
}
