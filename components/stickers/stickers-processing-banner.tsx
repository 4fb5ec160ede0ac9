'use client';

import { useTranslations } from 'next-intl';
import { ProgressBanner } from '@/components/studio/progress-banner';
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
          <ProgressBanner
            key={v.key}
            title={v.title}
            body={v.body}
            percent={v.percent}
            testId="stickers-processing-banner"
          />
        ))}
    </div>
  );
}
