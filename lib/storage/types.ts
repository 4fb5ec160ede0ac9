export type BlobAccess = 'public' | 'private';

export type PutOptions = { contentType: string; access: BlobAccess };

export type StoredBlob = { data: Buffer; contentType: string; access: BlobAccess };

/**
 * Where files live: local disk (embedded) or Vercel Blob (hosted). Keys are ours, never a user's
 * input: `<folder>/<32 hex>.<ext>` from newBlobKey(), so a key is unguessable and safe as a path.
 * Two key spaces (lib/storage/keys.ts): public keys, served to anyone and cached for a year, and
 * `private/<owner>/…` keys, kept in a separate folder (embedded) or a separate private store
 * (hosted) and served only to their owner through /blobs (lib/storage/serve.ts).
 */
export interface BlobStore {
  /** `opts.access` must match the key's space (a private key for private data): a mismatch throws. */
  put(key: string, data: Buffer, opts: PutOptions): Promise<{ key: string; url: string }>;
  get(key: string): Promise<StoredBlob | null>;
  /** Removes the object; nothing happens when it is not there. */
  delete(key: string): Promise<void>;
  /** The URL a browser uses for a public object (private objects have none that works). */
  publicUrl(key: string): string;
  /** Every private key of one owner (for account deletion and data export). */
  listPrivate(owner: string): Promise<string[]>;
}
