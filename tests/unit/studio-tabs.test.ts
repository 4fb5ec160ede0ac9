import { describe, expect, it } from 'vitest';
import Page from '@/app/[locale]/(studio)/create-zootorial/page';
import { DEFAULT_STUDIO_TAB, parseStudioTab, studioTabNeedsRewrite } from '@/components/studio/studio-tabs';

// Product rule (docs/product-rules.md): /creator-studio?tab= is stickers (default), sticker-packs or characters; a 'projects'
// tab is referenced but does not exist, and /create-zootorial is its button's target.
describe('creator studio tab in the address', () => {
  it('known tabs are kept as they are and need no rewrite', () => {
    for (const tab of ['stickers', 'sticker-packs', 'characters']) {
      expect(parseStudioTab(tab)).toBe(tab);
      expect(studioTabNeedsRewrite(tab), tab).toBe(false);
    }
  });

  it('projects and unknown tabs show the default tab, and the address is rewritten to it', () => {
    for (const tab of ['projects', 'zootorial', '', 'stickers ', 'nope?']) {
      expect(parseStudioTab(tab), tab).toBe(DEFAULT_STUDIO_TAB);
      expect(studioTabNeedsRewrite(tab), tab).toBe(true);
    }
  });

  it('a known tab in another case or with spaces is that tab, written back canonically', () => {
    expect(parseStudioTab(' Characters ')).toBe('characters');
    expect(studioTabNeedsRewrite(' Characters ')).toBe(true);
  });

  it('no ?tab= at all is the default tab, and the address is left alone', () => {
    expect(parseStudioTab(null)).toBe(DEFAULT_STUDIO_TAB);
    expect(studioTabNeedsRewrite(null)).toBe(false);
    expect(studioTabNeedsRewrite(undefined)).toBe(false);
  });
});

describe('/create-zootorial (the Projects button’s target)', () => {
  const target = async (locale: string) => {
    try {
      await Page({ params: Promise.resolve({ locale }), searchParams: Promise.resolve({}) });
    } catch (err) {
      return (err as { digest?: string }).digest ?? String(err);
    }
    return 'no redirect';
  };

  it('redirects on the server to sticker creation in the same locale', async () => {
    expect(await target('en')).toMatch(/^NEXT_REDIRECT;\w+;\/create-sticker;307;/);
    expect(await target('de')).toMatch(/^NEXT_REDIRECT;\w+;\/de\/create-sticker;307;/);
    expect(await target('pt-BR')).toMatch(/^NEXT_REDIRECT;\w+;\/pt-BR\/create-sticker;307;/);
  });
});
