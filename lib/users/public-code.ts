import { randomInt } from 'node:crypto';

// Unambiguous alphabet (no 0/O, 1/I/L): users read their code aloud to support and type it in Telegram.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newPublicCode(length = 8): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
