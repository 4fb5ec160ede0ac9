import { NextRequest } from 'next/server';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExploreStickerCard } from '@/components/explore/explore-cards';
import { ExploreScreen, exploreMetadata } from '@/components/explore/explore-screen';
import { loadExplorePage } from '@/lib/explore/load';
import proxy from '@/proxy';
import en from '@/messages/en.json';
import { renderHtml } from '../helpers/render';

// Explore (docs/product-rules.md): view-only sticker cards, one canonical address per tab, and a failed load that
// the cached tab route does not keep.
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));
vi.mock('@/lib/explore/load', () => ({ loadExplorePage: vi.fn() }));
vi.mock('@/lib/i18n/navigation', async () => {
  const { createElement: h } = await import('react');
  return {
    Link: ({ href, children }: { href: string; children?: unknown }) => h('a', { href }, children as never),
    useRouter: () => ({ replace: () => {} }),
    usePathname: () => '/explore',
  };
});

const sticker = { reference: 's1', name: 'Happy cat', data: { image: '/blobs/cat.webp' } } as never;

describe('a public sticker card', () => {
  it('has a view-only action that opens the sticker large', () => {
    const onView = vi.fn();
    const html = renderHtml(createElement(ExploreStickerCard, { sticker, eager: true, onView }));
    expect(html).toMatch(/<button[^>]*aria-label="View Happy cat"[^>]*data-testid="explore-sticker-view"/);
    expect(html).not.toMatch(/delete|favourite/i);
  });
});

describe('each tab declares its own canonical address', () => {
  it('/explore for stickers, /explore?tab=… for the others, in every locale', async () => {
    const canonical = async (locale: string, tab: 'stickers' | 'sticker-packs' | 'characters') =>
      (await exploreMetadata(locale, tab)).alternates?.canonical;
    expect(await canonical('en', 'stickers')).toBe('/explore');
    expect(await canonical('en', 'sticker-packs')).toBe('/explore?tab=sticker-packs');
    expect(await canonical('de', 'characters')).toBe('/de/explore?tab=characters');
    const languages = (await exploreMetadata('en', 'sticker-packs')).alternates?.languages as Record<
      string,
      string
    >;
    expect(languages.fr).toBe('/fr/explore?tab=sticker-packs');
  });

  it('the cached tab route, reached directly, redirects to its public address', async () => {
    const go = async (path: string) => proxy(new NextRequest(`https://app.test${path}`));
    const cases: [string, string][] = [
      ['/explore/tab/sticker-packs', 'https://app.test/explore?tab=sticker-packs'],
      ['/explore/tab/stickers', 'https://app.test/explore'],
      ['/de/explore/tab/characters', 'https://app.test/de/explore?tab=characters'],
      ['/explore/tab/nonsense', 'https://app.test/explore'],
    ];
    for (const [from, to] of cases) {
      const res = await go(from);
      expect(res.status, from).toBe(308);
      expect(res.headers.get('location'), from).toBe(to);
    }
    // The public address itself is still served from the cached route (a rewrite, not a redirect).
    expect((await go('/explore?tab=sticker-packs')).headers.get('x-middleware-rewrite')).toBe(
      'https://app.test/en/explore/tab/sticker-packs?tab=sticker-packs',
    );
  });
});

describe('a failed load', () => {
  beforeEach(() => {
    vi.mocked(loadExplorePage).mockRejectedValue(new Error('database down'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('on the cached tab route throws, so Next keeps the last good page instead of caching the error', async () => {
    await expect(ExploreScreen({ tab: 'stickers', q: '', cached: true })).rejects.toThrow('database down');
  });

  it('on a search (rendered per request) shows the error panel', async () => {
    const html = renderHtml(await ExploreScreen({ tab: 'stickers', q: 'cat' }));
    expect(html).toContain('data-testid="explore-page"');
    expect(html).toContain(en.explore.unavailable.title);
    expect(html).toContain(en.explore.unavailable.body.replaceAll("'", '&#x27;'));
    expect(html).not.toContain(en.explore.noMatches.title);
  });
});
