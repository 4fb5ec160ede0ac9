import { describe, expect, it } from 'vitest';
import {
  pagePath,
  returnPathFromSearch,
  returnPathOr,
  returnQuery,
  safeReturnPath,
} from '@/lib/config/return-path';

// After sign-in the login modal opens the page a visitor asked for: only a path on this site.
describe('return path after sign-in', () => {
  it('keeps paths on this site, query included', () => {
    for (const path of [
      '/billing',
      '/create-sticker?characterReference=abc',
      '/creator-studio/sticker-pack/x1',
      '/',
    ])
      expect(safeReturnPath(path), path).toBe(path);
  });

  it('refuses anything that could leave the site or is odd', () => {
    const refused = [
      '//evil.example',
      '///evil.example',
      'https://evil.example/billing',
      'javascript:alert(1)',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /billing',
      'billing',
      '',
      '/billing#login',
      '/javascript:alert(1)',
      `/${'a'.repeat(600)}`,
      undefined,
      null,
      42,
      ['/billing'],
    ];
    for (const value of refused) expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
  });

  it('falls back to the studio', () => {
    expect(returnPathOr('//evil.example')).toBe('/creator-studio');
    expect(returnPathOr(null)).toBe('/creator-studio');
    expect(returnPathOr('/billing')).toBe('/billing');
  });

  it('round-trips through the query string the guard writes and the modal reads', () => {
    const from = pagePath('/create-sticker', { characterReference: 'a b&c', other: ['x'], none: undefined });
    expect(from).toBe('/create-sticker?characterReference=a+b%26c');
    const query = returnQuery(from);
    expect(query).toBe(`?next=${encodeURIComponent(from)}`);
    expect(returnPathFromSearch(query)).toBe(from);
    expect(returnPathFromSearch('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathFromSearch('?next=%2F%2Fevil.example')).toBeNull();
    // Nothing to carry: an unsafe path, or the studio where sign-in lands anyway.
    expect(returnQuery('//evil.example')).toBe('');
    expect(returnQuery('/creator-studio')).toBe('');
    expect(returnQuery(undefined)).toBe('');
  });
});
