'use client';

import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { StickersTab } from '@/components/stickers/stickers-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRouter } from '@/lib/i18n/navigation';
import type { Sticker } from '@/lib/client/stickers';
import { queryKeys } from '@/lib/client/query-keys';
import { dirFor, type Locale } from '@/lib/config/locales';
import { ROUTES } from '@/lib/config/routes';
import { StudioCreateButton } from './create-button';
import {
  parseStudioTab,
  STUDIO_TABS,
  type StudioTab,
  studioTabNeedsRewrite,
  TAB_ICON,
  TAB_KEY,
} from './studio-tabs';

// The default tab comes with the page; the other two (their grids, dialogs and forms) load when
// shown, so opening the studio does not evaluate them. Server-rendered when the address names them.
const PacksTab = dynamic(() => import('@/components/packs/packs-tab').then((m) => m.PacksTab));
const CharactersTab = dynamic(() =>
  import('@/components/characters/characters-tab').then((m) => m.CharactersTab),
);

/**
 * My Creations (docs/product-rules.md): tabs written back to the address as ?tab=. `initialStickers`
 * (lib/stickers/studio-first-render.ts) fills an empty cache before the tabs render, on the server
 * and in the browser alike, so both draw the same list; the tab still refreshes it on mount.
 */
export function StudioPage({ initialStickers = null }: { initialStickers?: Sticker[] | null }) {
  const t = useTranslations('studio');
  const qc = useQueryClient();
  useState(() => {
    if (initialStickers && qc.getQueryData(queryKeys.stickers) === undefined)
      qc.setQueryData(queryKeys.stickers, initialStickers);
  });
  const locale = useLocale() as Locale;
  const router = useRouter();
  const params = useSearchParams();
  const asked = params.get('tab');
  const fromUrl = parseStudioTab(asked);
  // Local state switches at once; the address follows (and back/forward flows back in).
  const [tab, setTab] = useState<StudioTab>(fromUrl);
  useEffect(() => setTab(fromUrl), [fromUrl]);
  // An unknown tab (e.g. the 'projects' of old links) shows the default one: the address says so
  // too, replaced rather than pushed so Back does not return to the unknown tab.
  useEffect(() => {
    if (studioTabNeedsRewrite(asked)) router.replace(ROUTES.studioTab(fromUrl), { scroll: false });
  }, [asked, fromUrl, router]);

  const select = (value: string) => {
    const next = parseStudioTab(value);
    setTab(next);
    router.replace(ROUTES.studioTab(next), { scroll: false });
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10" data-testid="creator-studio">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mt-1.5 text-muted-foreground">{t('subtitle')}</p>
        </div>
        <StudioCreateButton tab={tab} className="w-full sm:w-auto" />
      </header>

      {/* Radix defaults to ltr and would set dir="ltr" on the whole tab area: pass the page's direction. */}
      <Tabs value={tab} onValueChange={select} dir={dirFor(locale)} className="mt-7 flex flex-col gap-6">
        <TabsList
          aria-label={t('tabsLabel')}
          className="w-full sm:w-auto sm:self-start"
          data-testid="studio-tabs"
        >
          {STUDIO_TABS.map((value) => {
            const Icon = TAB_ICON[value];
            return (
              <TabsTrigger
                key={value}
                value={value}
                className="flex-1 px-3 sm:flex-none sm:px-4"
                data-testid={`studio-tab-${value}`}
              >
                <Icon aria-hidden="true" className="hidden min-[420px]:block" />
                {t(`tabs.${TAB_KEY[value]}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="stickers">
          <StickersTab />
        </TabsContent>
        <TabsContent value="sticker-packs">
          <PacksTab />
        </TabsContent>
        <TabsContent value="characters">
          <CharactersTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
