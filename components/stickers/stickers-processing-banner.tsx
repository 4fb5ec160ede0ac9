'use client';

import { SparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Progress } from '@/components/ui/progress';
import type { Sticker } from '@/lib/client/stickers';
import { isStickerInProgress } from '@/lib/contracts/stickers';

/** One banner per batch still being drawn: stickers appear in the grid one by one as they finish. */
export function StickersProcessingBanner({ stickers }: { stickers: Sticker[] }) {
  const t = useTranslations('stickers.processing');
  const batches = new Map<string, { total: number; done: number }>();
  for (const s of stickers) {
    const key = s.batchReference ?? s.reference;
    const b = batches.get(key) ?? { total: 0, done: 0 };
    b.total += 1;
    if (!isStickerInProgress(s.status)) b.done += 1;
    batches.set(key, b);
  }
  const active = [...batches.entries()].filter(([, b]) => b.done < b.total);
  return (
    <div className="flex flex-col gap-3">
      {active.map(([key, b]) => (
        <div
          key={key}
          className="flex items-center gap-4 rounded-3xl border border-violet-200 bg-gradient-to-r from-violet-50 to-fuchsia-50 p-4 sm:p-5 rtl:bg-gradient-to-l"
          data-testid="stickers-processing-banner"
          role="status"
        >
          <div className="grid size-11 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-violet-600 to-fuchsia-500 text-white shadow-md shadow-fuchsia-500/20">
            <SparklesIcon className="size-5 animate-pulse" aria-hidden="true" />
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline justify-between gap-3">
              <p className="truncate font-bold">{t('title', { done: b.done, total: b.total })}</p>
              <span className="text-sm font-bold text-violet-700 tabular-nums">
                {Math.round((b.done / b.total) * 100)}%
              </span>
            </div>
            <p className="mt-0.5 hidden text-sm text-muted-foreground sm:block">{t('body')}</p>
            <Progress
              value={(b.done / b.total) * 100}
              className="mt-2.5 bg-white/80"
              aria-label={t('title', { done: b.done, total: b.total })}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
