import { describe, expect, it } from 'vitest';
import { authErrorKey } from '@/components/auth/auth-errors';

describe('auth modal errors', () => {
  it('a refused origin gets its own clear message, not "something went wrong"', () => {
    expect(authErrorKey({ status: 403, code: 'INVALID_ORIGIN' })).toBe('originRefused');
    expect(authErrorKey({ status: 403 })).toBe('originRefused');
    expect(authErrorKey({ status: 429 })).toBe('tooManyAttempts');
    expect(authErrorKey({ status: 500 })).toBe('generic');
  });
});
