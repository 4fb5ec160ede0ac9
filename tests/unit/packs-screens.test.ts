import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CreditsCard } from '@/components/billing/credits-card';
import { VisibilityStep } from '@/components/create-pack/visibility-step';
import { PackEditBar } from '@/components/packs/pack-edit-bar';
import { PackView } from '@/components/packs/pack-view';
import { selectScreenState } from '@/components/packs/select-screen-state';
import type { PackEditor } from '@/components/packs/use-pack-editor';
import { TelegramStatus } from '@/components/publishing/telegram-status';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { type PackTelegram, packTelegramQuery } from '@/lib/client/packs-publishing';
import { insufficientNumbers } from '@/lib/client/pack-edit';
import type { Pack } from '@/lib/client/packs';
import { queryKeys } from '@/lib/client/query-keys';
import { renderHtml } from '../helpers/render';

// The pack screens' first render (no browser here): what each one shows in the states the studio
// can reach — a public pack's note, a pack emptied by sticker deletions, a missing pack on the
// select screen, and /v1/users/me failing on /create-sticker-pack.
vi.mock('@/lib/i18n/navigation', async () => {
  const { createElement: h } = await import('react');
  return {
    Link: ({ href, children, ...rest }: { href: unknown; children?: unknown }) =>
      h('a', { href: typeof href === 'string' ? href : JSON.stringify(href), ...rest }, children as never),
    useRouter: () => ({ push: () => {}, replace: () => {}, back: () => {} }),
    usePathname: () => '/',
  };
});

const PUBLIC_NOTE = 'Everyone will see all stickers in this pack, including the ones you made private';

const pack = (over: Partial<Pack> = {}): Pack => ({
  reference: 'p1',
  publicId: 'abcd2345',
  name: 'Trip',
  description: '',
  visibility: 'PRIVATE',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  stickerCount: 0,
  coverStickerReference: null,
  stickerReferences: [],
  stickers: [],
  ...over,
});

const editor = (over: Partial<PackEditor> = {}): PackEditor =>
  ({
    editing: true,
    session: { name: 'Trip', stickers: [], visibility: 'PUBLIC' },
    blocker: null,
    saving: false,
    start: () => {},
    cancel: () => {},
    rename: () => {},
    setVisibility: () => {},
    remove: () => {},
    addMore: () => {},
    save: () => {},
    ...over,
  }) as PackEditor;

/** A query client with one query already failed (what the page sees once its retries failed too). */
function failed(queryKey: QueryKey, error: Error) {
  const qc = new QueryClient();
  // Rendered as it stands: without this the first render would show the retry it is about to make.
  qc.setQueryDefaults(queryKey, { retryOnMount: false });
  qc.getQueryCache()
    .build(qc, { queryKey })
    .setState({ status: 'error', error, errorUpdatedAt: 1, fetchStatus: 'idle', data: undefined });
  return qc;
}

describe('making a pack public says that all its stickers become visible', () => {
  it('in the visibility step of /create-sticker-pack, for PUBLIC only', () => {
    const costs = { PUBLIC: 2, PRIVATE: 5 };
    const on = renderHtml(createElement(VisibilityStep, { value: 'PUBLIC', costs, onChange: () => {} }));
    const off = renderHtml(createElement(VisibilityStep, { value: 'PRIVATE', costs, onChange: () => {} }));
    expect(on).toContain(PUBLIC_NOTE);
    expect(off).not.toContain(PUBLIC_NOTE);
  });

  it('in edit mode, when a private pack is switched to public', () => {
    const switched = renderHtml(createElement(PackEditBar, { editor: editor(), saved: 'PRIVATE' }));
    const already = renderHtml(createElement(PackEditBar, { editor: editor(), saved: 'PUBLIC' }));
    expect(switched).toContain(PUBLIC_NOTE);
    expect(already).not.toContain(PUBLIC_NOTE);
  });
});

describe('a pack whose stickers were all deleted', () => {
  it('shows its owner a clear empty state with Edit, not an empty grid', () => {
    const html = renderHtml(
      createElement(PackView, {
        pack: pack(),
        botUsername: 'OtherBot',
        botConfigured: true,
        from: 'studio',
        editor: editor({ editing: false, session: null }),
      }),
    );
    expect(html).toContain('This pack has no stickers left');
    expect(html).toContain('data-testid="pack-empty-edit"');
    expect(html).not.toContain('data-testid="pack-sticker-grid"');
  });
});

describe('Add to Telegram', () => {
  it('on the public page: the plain documented deep link of the configured bot', () => {
    const html = renderHtml(
      createElement(PackView, {
        pack: pack({ visibility: 'PUBLIC' }),
        botUsername: 'OtherBot',
        botConfigured: true,
        from: 'explore',
      }),
    );
    expect(html).toContain('href="https://t.me/OtherBot?start=sticker-pack-abcd2345"');
  });

  it('on the owner’s page: a button that asks the server for the ticketed link', () => {
    const html = renderHtml(
      createElement(PackView, {
        pack: pack(),
        botUsername: 'OtherBot',
        botConfigured: true,
        from: 'studio',
        ownerTelegram: { open: () => {}, pending: false },
      }),
    );
    expect(html).toMatch(/<button[^>]*data-testid="pack-add-telegram"/);
    expect(html).not.toContain('start=sticker-pack-');
  });
});

describe('one bot username for every deep link', () => {
  it('the billing page’s Stars purchase opens the configured bot', () => {
    const me = {
      id: 'u1',
      publicId: 'ABCD2345',
      email: null,
      firstName: null,
      lastName: null,
      imageUrl: null,
      creditExpiry: null,
      balance: { availableCredits: 0 },
    };
    const html = renderHtml(
      createElement(CreditsCard, { me, botUsername: 'OtherBot', botConfigured: true, onBuyCard: () => {} }),
    );
    expect(html).toContain('href="https://t.me/OtherBot?start=payment-ABCD2345"');
  });
});

describe('a failed publication', () => {
  it('retries through the owner’s ticketed link, not a deep link to a default bot', () => {
    const qc = new QueryClient();
    const status: PackTelegram = {
      status: 'FAILED',
      url: null,
      done: 3,
      total: 10,
      errorCode: 'TELEGRAM_UNAVAILABLE',
    };
    qc.setQueryData(packTelegramQuery('p1').queryKey, status);
    const html = renderHtml(createElement(TelegramStatus, { reference: 'p1' }), { queryClient: qc });
    expect(html).toMatch(/<button[^>]*data-testid="pack-telegram-retry"/);
    expect(html).not.toContain('t.me/');
  });
});

describe('the select screen', () => {
  const ok = { isPending: false, isError: false, error: null };
  it('opened for a missing pack shows the not-found view; another failure the connection panel', () => {
    const gone = {
      isPending: false,
      isError: true,
      error: new ApiRequestError('Sticker pack not found', 404),
    };
    const down = { isPending: false, isError: true, error: new ApiRequestError('down', 503) };
    const stickers = { isPending: false, isError: false };
    expect(selectScreenState({ session: null, pack: gone, stickers, created: 3 })).toBe('packMissing');
    expect(selectScreenState({ session: null, pack: down, stickers, created: 3 })).toBe('packFailed');
    expect(selectScreenState({ session: null, pack: ok, stickers, created: 3 })).toBe('picker');
    expect(selectScreenState({ session: undefined, pack: ok, stickers, created: 3 })).toBe('loading');
    // With an edit in progress the pack is not loaded at all.
    expect(
      selectScreenState({ session: { name: 'x', stickers: [] }, pack: gone, stickers, created: 0 }),
    ).toBe('empty');
  });
});

describe('/create-sticker-pack', () => {
  it('when /v1/users/me fails: the connection-error panel with a retry, not an endless skeleton', async () => {
    const { CreatePackPage } = await import('@/components/create-pack/create-pack-page');
    const qc = failed(queryKeys.me, new ApiRequestError('down', 503));
    const html = renderHtml(createElement(CreatePackPage), { queryClient: qc });
    expect(html).toContain('Connection Error');
    expect(html).toContain('We couldn’t load your account.');
    expect(html).toContain('data-testid="packs-load-retry"');
    expect(html).not.toContain('aria-busy="true"');
  });
});

describe('insufficient credits on an edit', () => {
  it('the page takes the numbers from the 402 details', () => {
    expect(insufficientNumbers({ required: 3, available: 0, action: 'update' })).toEqual({
      cost: 3,
      credits: 0,
    });
    expect(insufficientNumbers(undefined)).toBeNull();
  });
});
