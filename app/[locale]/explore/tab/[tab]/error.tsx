'use client';

import { RefreshCwIcon, WifiOffIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

// The cached tab page failed to render (its data did not load) and Next had no earlier good copy:
// this boundary is shown for that request only and never cached (components/explore/explore-screen).
export default function ExploreTabError() {
  const t = useTranslations('explore');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10" data-testid="explore-page">
      <section className="flex flex-col items-center gap-3 rounded-3xl border border-dashed px-6 py-14 text-center">
        <div className="grid size-14 place-items-center rounded-2xl bg-violet-50 text-violet-600">
          <WifiOffIcon className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-xl font-bold">{t('unavailable.title')}</h1>
        <p className="max-w-md text-muted-foreground text-pretty">{t('unavailable.body')}</p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden="true" />
          {t('retry')}
        </Button>
      </section>
    </div>
  );
}
