import { randomBytes } from 'node:crypto';
import type { BlobAccess } from './types';

// Folders of lowercase words, then 32 hex characters and an extension: no dots, slashes or
// percent signs a path could be built from, so a key can never climb out of the blob folder.
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9-]{0,39}\/){1,4}[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/;
// Private objects live in their own key space, one folder per owner: `private/<owner id>/<folder>/…`.
// Which space a key is in is read from the key alone, so both stores route it without a lookup, and
// the owner it belongs to is part of its address (docs/product-rules.md, visibility and images).
const PRIVATE_ROOT = 'private';
const OWNER_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function isValidBlobKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertValidBlobKey(key: string): void {
  if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
}

/**
 * A fresh unguessable key. Public: newBlobKey('stickers', 'webp') → `stickers/<32 hex>.webp`;
 * private (given its owner's user id): `private/<owner>/stickers/<32 hex>.webp`.
 */
export function newBlobKey(folder: string, ext: string, owner?: string): string {
  if (folder === PRIVATE_ROOT || folder.startsWith(`${PRIVATE_ROOT}/`))
    throw new Error('Private keys are made by passing their owner');
  const name = `${folder}/${randomBytes(16).toString('hex')}.${ext}`;
  const key = owner === undefined ? name : `${privatePrefix(owner)}${name}`;
  assertValidBlobKey(key);
  return key;
}

/** The folder every private object of one owner lives under (account deletion and export list it). */
export function privatePrefix(owner: string): string {
  const id = owner.toLowerCase();
  if (!OWNER_PATTERN.test(id)) throw new Error(`Invalid blob owner: ${JSON.stringify(owner)}`);
  return `${PRIVATE_ROOT}/${id}/`;
}

/** Which space a key is in: its address alone says whether it may ever be served to anyone. */
export function accessOfKey(key: string): BlobAccess {
  return key.startsWith(`${PRIVATE_ROOT}/`) ? 'private' : 'public';
}

/** The user a private key belongs to; null for a public key. */
export function ownerOfKey(key: string): string | null {
  if (accessOfKey(key) !== 'private') return null;
  return key.split('/')[1] ?? null;
}

/** The key in the other space for the same kind of file: same folder and extension, a fresh name. */
export function rekey(key: string, owner: string | null): string {
  const parts = key.split('/');
  const file = parts.pop() as string;
  const folder = (accessOfKey(key) === 'private' ? parts.slice(2) : parts).join('/');
  const ext = file.slice(file.lastIndexOf('.') + 1);
  return newBlobKey(folder, ext, owner ?? undefined);
}

const EXT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  zip: 'application/zip',
  json: 'application/json',
  webm: 'video/webm',
};

export function contentTypeForKey(key: string): string {
  return EXT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
