'use client';

import { SparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Progress } from '@/components/ui/progress';
import type { Sticker } from '@/lib/client/stickers';
import { type ProcessingRun, processingRuns, stickerProgress } from '@/lib/client/sticker-runs';

/**
 * One banner per batch still being drawn (stickers appear in the grid one by one as they finish),
 * and one per regenerated sticker.
 */
export function StickersProcessingBanner({ stickers, now }: { stickers: Sticker[]; now: number }) {
  const t = useTranslations('stickers.processing');
  const view = (b: ProcessingRun) =>
    b.regenerating
      ? {
          key: b.key,
          title: t('regenerating', { name: b.regenerating.name }),
          body: t('regeneratingBody'),
          percent: Math.floor(stickerProgress(b.regenerating, now)),
        }
      : {
          key: b.key,
          title: t('title', { done: b.done, total: b.total }),
          body: t('body'),
          percent: Math.round((b.done / b.total) * 100),
        };
  return (
    <div className="flex flex-col gap-3">
      {processingRuns(stickers)
        .map(view)
        .map((v) => (
          <div
            key={v.key}
            className="flex items-center gap-4 rounded-3xl border border-violet-200 bg-gradient-to-r from-violet-50 to-fuchsia-50 p-4 sm:p-5 rtl:bg-gradient-to-l"
            data-testid="stickers-processing-banner"
            role="status"
          >
            <div className="grid size-11 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-violet-600 to-fuchsia-500 text-white shadow-md shadow-fuchsia-500/20">
              <SparklesIcon className="size-5 animate-pulse" aria-hidden="true" />
            </div>
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3">
                <p className="truncate font-bold">{v.title}</p>
                <span className="text-sm font-bold text-violet-700 tabular-nums">{v.percent}%</span>
              </div>
              <p className="mt-0.5 hidden text-sm text-muted-foreground sm:block">{v.body}</p>
              <Progress value={v.percent} className="mt-2.5 bg-white/80" aria-label={v.title} />
            </div>
          </div>
        ))}
    </div>
  );
}
