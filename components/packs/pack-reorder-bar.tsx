'use client';

import { ArrowDownUpIcon, CheckIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { PackReorder } from './use-pack-reorder';

/** The "Reorder" button of the owner's pack page (view mode, two stickers or more). */
export function PackReorderButton({ reorder }: { reorder: PackReorder }) {
  const t = useTranslations('packOrder');
  if (reorder.active || reorder.stickers.length < 2) return null;
  return (
    <Button variant="outline" size="lg" onClick={reorder.start} data-testid="pack-reorder">
      <ArrowDownUpIcon aria-hidden="true" />
      {t('start')}
    </Button>
  );
}

/** Above the reorder grid: how to move a sticker, Save order and Cancel. */
export function PackReorderBar({ reorder }: { reorder: PackReorder }) {
  const t = useTranslations('packOrder');
  return (
    <div
      className="sticky top-2 z-20 flex flex-col gap-3 rounded-3xl border border-violet-200 bg-violet-50/95 p-4 shadow-sm backdrop-blur sm:flex-row sm:items-center sm:justify-between"
      data-testid="pack-reorder-bar"
    >
      <div className="flex flex-col gap-0.5">
        <h2 className="text-base font-bold">{t('title')}</h2>
        <p id="pack-reorder-help" className="text-sm text-muted-foreground text-pretty">
          {t('help')}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          onClick={reorder.cancel}
          disabled={reorder.saving}
          data-testid="pack-reorder-cancel"
        >
          {t('cancel')}
        </Button>
        <Button
          variant="gradient"
          onClick={reorder.save}
          disabled={reorder.saving}
          data-testid="pack-reorder-save"
        >
          {reorder.saving ? <Spinner className="text-white" /> : <CheckIcon aria-hidden="true" />}
          {t('save')}
        </Button>
      </div>
    </div>
  );
}

/** Polite announcements of each move (and of save), for screen readers. */
export function PackReorderStatus({ reorder }: { reorder: PackReorder }) {
  return (
    <p aria-live="polite" role="status" className="sr-only" data-testid="pack-reorder-status">
      {reorder.announcement}
    </p>
  );
}
