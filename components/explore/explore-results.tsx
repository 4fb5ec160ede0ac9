'use client';

import { CompassIcon, SearchXIcon, WifiOffIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { withIslandStyles } from '@/components/layout/with-island-styles';
import { Link } from '@/lib/i18n/navigation';
import { apiFetch } from '@/lib/client/api-fetch';
import { ROUTES } from '@/lib/config/routes';
import { EXPLORE_PAGE_SIZE, type ExploreTab } from '@/lib/config/explore';
import type { ExplorePage } from '@/lib/contracts/explore';
import type { PublicStickerDto } from '@/lib/contracts/stickers';
import { ExploreCharacterCard, ExplorePackCard, ExploreStickerCard } from './explore-cards';
import { usePhoneRelease } from './use-phone-release';

// The viewer's dialog code loads on the first click, not with the page.
const StickerViewer = dynamic(
  () => withIslandStyles(() => import('./sticker-viewer')).then((m) => m.StickerViewer),
  { ssr: false },
);

const LIST_URL = { stickers: '/v1/stickers/public', 'sticker-packs': '/v1/sticker-packs/public' } as const;
// A phone's first row loads at once, the first image (the page's largest paint) ahead of the scripts;
// the rest are lazy, which still loads those already on screen right after layout. On the stickers
// tab the first image is usually in the HTML itself (first-image.tsx): a second eager one was
// preloaded at once and took bandwidth from the document.
const EAGER: Record<ExploreTab, number> = { stickers: 1, 'sticker-packs': 2, characters: 0 };
// Cards a phone's first screen shows (three rows of two); the ones after wait until the grid releases
// them near the screen (explore-cards.tsx says why).
const PHONE_FIRST_SCREEN = 6;

type Items = ExplorePage['items'];

/** The grid of one tab: the server's first page, then keyset pages as the visitor scrolls (docs/decisions.md). */
export function ExploreResults({ tab, q, page }: { tab: ExploreTab; q: string; page: ExplorePage | null }) {
  const t = useTranslations('explore');
  const [items, setItems] = useState<Items>(page?.items ?? []);
  const [cursor, setCursor] = useState<string | null>(page?.nextCursor ?? null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [viewing, setViewing] = useState<PublicStickerDto | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const released = usePhoneRelease(grid, { first: PHONE_FIRST_SCREEN, count: items.length });

  const loadMore = useCallback(async () => {
    if (!cursor || state === 'loading' || tab === 'characters') return;
    setState('loading');
    try {
      const qs = new URLSearchParams({ limit: String(EXPLORE_PAGE_SIZE[tab]), cursor });
      if (q) qs.set('q', q);
      const body = (await apiFetch(`${LIST_URL[tab]}?${qs}`)) as {
        data: { items: Items; nextCursor: string | null };
      };
      setItems((prev) => [...prev, ...body.data.items] as Items);
      setCursor(body.data.nextCursor);
      setState('idle');
    } catch {
      setState('error');
    }
  }, [cursor, q, state, tab]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !cursor || state !== 'idle') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: '600px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [cursor, loadMore, state]);

  if (!page)
    return <Panel icon={WifiOffIcon} title={t('unavailable.title')} body={t('unavailable.body')} retry />;
  if (items.length === 0)
    return q ? (
      <Panel icon={SearchXIcon} title={t('noMatches.title')} body={t('noMatches.body', { query: q })} />
    ) : (
      <Panel icon={CompassIcon} title={t('empty.title')} body={t('empty.body')} cta />
    );

  return (
    <div className="flex flex-col gap-6">
      <ul
        ref={grid}
        className={
          tab === 'sticker-packs'
            ? 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4'
            : 'grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6'
        }
        data-testid={`explore-grid-${tab}`}
      >
        {items.map((item, i) => (
          <li key={item.reference}>
            {tab === 'stickers' && (
              <ExploreStickerCard
                sticker={item as PublicStickerDto}
                eager={i < EAGER[tab]}
                first={i === 0}
                phoneDefer={i >= PHONE_FIRST_SCREEN}
                phoneHold={i >= released}
                onView={() => setViewing(item as PublicStickerDto)}
              />
            )}
            {tab === 'sticker-packs' && (
              <ExplorePackCard
                pack={item as never}
                eager={i < EAGER[tab]}
                phoneDefer={i >= PHONE_FIRST_SCREEN}
                phoneHold={i >= released}
              />
            )}
            {tab === 'characters' && <ExploreCharacterCard character={item as never} />}
          </li>
        ))}
      </ul>
      {viewing && <StickerViewer sticker={viewing} onClose={() => setViewing(null)} />}
      {cursor && (
        <div ref={sentinel} className="flex flex-col items-center gap-2 py-2">
          {state === 'error' && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
          <Button
            variant="outline"
            onClick={loadMore}
            disabled={state === 'loading'}
            data-testid="explore-load-more"
          >
            {state === 'loading' && <Spinner />}
            {state === 'error' ? t('retry') : t('loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

function Panel(props: {
  icon: typeof CompassIcon;
  title: string;
  body: string;
  retry?: boolean;
  cta?: boolean;
}) {
  const t = useTranslations('explore');
  const Icon = props.icon;
  return (
    <section className="flex flex-col items-center gap-3 rounded-3xl border border-dashed px-6 py-14 text-center">
      <div className="grid size-14 place-items-center rounded-2xl bg-violet-50 text-violet-600">
        <Icon className="size-7" aria-hidden="true" />
      </div>
      <h2 className="text-xl font-bold">{props.title}</h2>
      <p className="max-w-md text-muted-foreground text-pretty">{props.body}</p>
      {props.retry && (
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('retry')}
        </Button>
      )}
      {props.cta && (
        <Button asChild variant="gradient">
          <Link href={ROUTES.createSticker}>{t('createCta')}</Link>
        </Button>
      )}
    </section>
  );
}
