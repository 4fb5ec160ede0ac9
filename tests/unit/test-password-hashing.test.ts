import { describe, expect, it } from 'vitest';
import { passwordHashing } from '@/lib/auth/test-password-hashing';

describe('password hashing under the test runner', () => {
  it('is better-auth’s own (slow) hashing outside tests', () => {
    expect(passwordHashing('production')).toBeUndefined();
    expect(passwordHashing('development')).toBeUndefined();
  });

  it('under tests, verifies the right password only and never a hash of another format', async () => {
    const h = passwordHashing('test');
    if (!h) throw new Error('expected the test hashing');
    const hash = await h.hash('correct horse 1');
    expect(hash).toMatch(/^t1\$[0-9a-f]{16}:[0-9a-f]{64}$/);
    expect(await h.hash('correct horse 1')).not.toBe(hash);
    expect(await h.verify({ hash, password: 'correct horse 1' })).toBe(true);
    expect(await h.verify({ hash, password: 'correct horse 2' })).toBe(false);
    expect(await h.verify({ hash: hash.slice(3), password: 'correct horse 1' })).toBe(false);
  });
});
