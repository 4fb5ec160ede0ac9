import { describe, expect, it } from 'vitest';
import { styleGroupOf } from '@/components/layout/inline-styles';

// Which stylesheets a page's HTML carries (components/layout/inline-styles.tsx): the public pages'
// own, none for the studio, whose sheet is linked and cached.
describe('styleGroupOf', () => {
  it('landing and legal pages in every locale carry the marketing sheet', () => {
    for (const p of ['/', '/ja', '/pt-BR', '/terms', '/ar/privacy', '/en/coppa'])
      expect(styleGroupOf(p), p).toBe('marketing');
  });
  it('explore and public pack pages carry the explore sheet', () => {
    for (const p of ['/explore', '/hi/explore', '/explore/tab/characters', '/ja/explore/sticker-pack/abc'])
      expect(styleGroupOf(p), p).toBe('explore');
  });
  it('studio pages and unknown paths carry none', () => {
    for (const p of ['/creator-studio', '/ja/create-sticker', '/billing', '/explorer', '/jabber'])
      expect(styleGroupOf(p), p).toBeNull();
  });
});
