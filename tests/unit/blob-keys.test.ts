import { describe, expect, it } from 'vitest';
import {
  accessOfKey,
  isValidBlobKey,
  newBlobKey,
  ownerOfKey,
  privatePrefix,
  rekey,
} from '@/lib/storage/keys';

// Which space a file is in, and whose it is, is read from its key alone (lib/storage/keys.ts).
const OWNER = '0b6f4c1e-8f55-4a8e-9b9a-2a1f3c4d5e6f';

describe('blob keys', () => {
  it('puts private keys under their owner and public keys outside any private folder', () => {
    const open = newBlobKey('stickers', 'webp');
    const own = newBlobKey('stickers', 'webp', OWNER);
    expect(own.startsWith(privatePrefix(OWNER))).toBe(true);
    expect([accessOfKey(open), accessOfKey(own)]).toEqual(['public', 'private']);
    expect([ownerOfKey(open), ownerOfKey(own)]).toEqual([null, OWNER]);
    expect(isValidBlobKey(own)).toBe(true);
  });

  it('never makes a public key that reads as private, nor a private one for a malformed owner', () => {
    expect(() => newBlobKey('private', 'webp')).toThrow();
    expect(() => newBlobKey('private/x', 'webp')).toThrow();
    for (const bad of ['', '../x', 'a/b', 'UP..'])
      expect(() => newBlobKey('stickers', 'webp', bad)).toThrow();
  });

  it('rekeys to the other space with the same folder and extension and a fresh name', () => {
    const own = newBlobKey('characters', 'webp', OWNER);
    const open = rekey(own, null);
    expect(open).toMatch(/^characters\/[0-9a-f]{32}\.webp$/);
    const back = rekey(open, OWNER);
    expect(back).toMatch(new RegExp(`^private/${OWNER}/characters/[0-9a-f]{32}\\.webp$`));
    expect(back).not.toBe(own);
  });
});
