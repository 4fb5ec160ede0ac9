export type BlobAccess = 'public' | 'private';

export type PutOptions = { contentType: string; access: BlobAccess };

export type StoredBlob = { data: Buffer; contentType: string; access: BlobAccess };

/**
 * Where files live: local disk (embedded) or Vercel Blob (hosted). Keys are ours, never a user's
 * input: `<folder>/<32 hex>.<ext>` from newBlobKey(), so a key is unguessable and safe as a path.
 */
export interface BlobStore {
  put(key: string, data: Buffer, opts: PutOptions): Promise<{ key: string; url: string }>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
  /** The URL a browser uses for a public object (private objects have none that works). */
  publicUrl(key: string): string;
}
