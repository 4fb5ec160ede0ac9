import { randomBytes } from 'node:crypto';

// Folders of lowercase words, then 32 hex characters and an extension: no dots, slashes or
// percent signs a path could be built from, so a key can never climb out of the blob folder.
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9-]{0,39}\/){1,4}[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/;

export function isValidBlobKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertValidBlobKey(key: string): void {
  if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
}

/** A fresh unguessable key, e.g. newBlobKey('tiles', 'webp') → `tiles/<32 hex>.webp`. */
export function newBlobKey(folder: string, ext: string): string {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${ext}`;
  assertValidBlobKey(key);
  return key;
}

const EXT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  zip: 'application/zip',
  json: 'application/json',
};

export function contentTypeForKey(key: string): string {
  return EXT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
