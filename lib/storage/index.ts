import 'server-only';
import path from 'node:path';
import { live } from '@/lib/registry';
import { localBlobStore } from './local';
import type { BlobStore } from './types';
import { vercelBlobStore } from './vercel';

export type { BlobAccess, BlobStore, PutOptions, StoredBlob } from './types';
export { contentTypeForKey, isValidBlobKey, newBlobKey } from './keys';

declare module '@/lib/registry/slots' {
  interface Slots {
    storage: BlobStore;
  }
}

/** The live store (lib/registry): `<DATA_DIR>/blobs`, or Vercel Blob when BLOB_READ_WRITE_TOKEN is set. */
export function getStorage(): BlobStore {
  return live('storage', {
    embedded: (e) => localBlobStore(path.resolve(e.dataDir, 'blobs')),
    hosted: (e) => vercelBlobStore(e.blob?.token ?? ''),
  });
}
