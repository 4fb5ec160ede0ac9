import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CreditsCard } from '@/components/billing/credits-card';
import { PackView } from '@/components/packs/pack-view';
import type { Pack } from '@/lib/client/packs';
import { renderHtml } from '../helpers/render';

// With no Telegram bot configured (the embedded default) the share and Stars buttons must not open a
// deep link to a bot that never answers: they say what they need and offer what works now.
vi.mock('@/lib/i18n/navigation', async () => {
  const { createElement: h } = await import('react');
  return {
    Link: ({ href, children, ...rest }: { href: unknown; children?: unknown }) =>
      h('a', { href: typeof href === 'string' ? href : JSON.stringify(href), ...rest }, children as never),
    useRouter: () => ({ push: () => {}, replace: () => {}, back: () => {} }),
    usePathname: () => '/',
  };
});

const pack: Pack = {
  reference: 'p1',
  publicId: 'abcd2345',
  name: 'Trip',
  description: '',
  visibility: 'PUBLIC',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  stickerCount: 1,
  coverStickerReference: null,
  stickerReferences: ['s1'],
  stickers: [{ reference: 's1', name: 'Hi', emoji: ['👋'], data: { image: '/x.webp', thumb: null } }],
};

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

describe('bot off: Add to Telegram', () => {
  for (const from of ['explore', 'studio'] as const) {
    it(`on the ${from} page: a note and the ZIPs and link, no deep link`, () => {
      const html = renderHtml(
        createElement(PackView, {
          pack,
          botUsername: 'OtherBot',
          botConfigured: false,
          from,
          ownerTelegram: from === 'studio' ? { open: () => {}, pending: false } : undefined,
        }),
      );
      expect(html).not.toContain('t.me/');
      expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*data-testid="pack-add-telegram"/);
      expect(html).toContain('needs our Telegram bot');
      expect(html).toContain('data-testid="bot-off-download-telegram"');
      expect(html).toContain('data-testid="bot-off-download-whatsapp"');
      expect(html).toContain('Copy pack link');
    });
  }

  it('with the bot on nothing changes: the deep link', () => {
    const html = renderHtml(
      createElement(PackView, { pack, botUsername: 'OtherBot', botConfigured: true, from: 'explore' }),
    );
    expect(html).toContain('href="https://t.me/OtherBot?start=sticker-pack-abcd2345"');
    expect(html).not.toContain('bot-off-share');
  });
});

describe('bot off: Buy with Stars', () => {
  it('explains itself and offers the card checkout instead of a link', () => {
    const html = renderHtml(
      createElement(CreditsCard, { me, botUsername: 'OtherBot', botConfigured: false, onBuyCard: () => {} }),
    );
    expect(html).not.toContain('t.me/');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*data-testid="buy-stars"/);
    expect(html).toContain('Paying with Telegram Stars needs our Telegram bot');
    expect(html).toContain('data-testid="stars-pay-card"');
  });
});
