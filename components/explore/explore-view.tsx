'use client';

import { PackageIcon, SmileIcon, UsersRoundIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { EXPLORE_TABS, type ExploreTab } from '@/lib/config/explore';
import type { ExplorePage } from '@/lib/contracts/explore';
import { cn } from '@/lib/utils';
import { ExploreResults } from './explore-results';

const TAB_ICON = { stickers: SmileIcon, 'sticker-packs': PackageIcon, characters: UsersRoundIcon } as const;
const TAB_KEY = { stickers: 'stickers', 'sticker-packs': 'stickerPacks', characters: 'characters' } as const;
const SEARCH_DEBOUNCE_MS = 350;

type Props = { tab: ExploreTab; q: string; page: ExplorePage | null };

/** /explore (docs/product-rules.md): tabs and search live in the address; the server renders each first page. */
export function ExploreView({ tab, q, page }: Props) {
  const t = useTranslations('explore');
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState(q);
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setSearch(q), [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: { tab?: ExploreTab; q?: string }) => {
    const query: Record<string, string> = {};
    const nextTab = next.tab ?? tab;
    const nextQ = (next.q ?? search).trim();
    if (nextTab !== 'stickers') query.tab = nextTab;
    if (nextQ) query.q = nextQ;
    startTransition(() => router.replace({ pathname, query }, { scroll: false }));
  };

  const onSearch = (value: string) => {
    setSearch(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go({ q: value }), SEARCH_DEBOUNCE_MS);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div
          role="tablist"
          aria-label={t('tabsLabel')}
          className="flex gap-1 overflow-x-auto rounded-full bg-muted p-1"
        >
          {EXPLORE_TABS.map((value) => {
            const Icon = TAB_ICON[value];
            const active = value === tab;
            return (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={active}
                onClick={() => !active && go({ tab: value })}
                data-testid={`explore-tab-${value}`}
                className={cn(
                  'inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold transition sm:px-4',
                  active
                    ? 'bg-background text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className="hidden size-4 min-[430px]:block" aria-hidden="true" />
                {t(`tabs.${TAB_KEY[value]}`)}
              </button>
            );
          })}
        </div>
        <SearchInput
          value={search}
          onChange={onSearch}
          placeholder={t(`searchPlaceholder.${TAB_KEY[tab]}`)}
          label={t('searchLabel')}
          clearLabel={t('clearSearch')}
          busy={pending}
          maxLength={100}
          className="sm:max-w-xs"
          testId="explore-search"
        />
      </div>
      <div className={cn('transition-opacity', pending && 'opacity-60')} aria-busy={pending}>
        <ExploreResults key={`${tab}:${q}`} tab={tab} q={q} page={page} />
      </div>
    </div>
  );
}
