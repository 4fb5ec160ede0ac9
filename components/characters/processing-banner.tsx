'use client';

import { SparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Progress } from '@/components/ui/progress';
import type { Character } from '@/lib/client/characters';
import { itemProgress } from '@/lib/client/progress';

/** One banner per character still being created, its bar derived from createdAt (SPEC §4). */
export function ProcessingBanner({ character, now }: { character: Character; now: number }) {
  const t = useTranslations('characters.processing');
  const progress = Math.floor(itemProgress(character, now));
  return (
    <div
      className="flex items-center gap-4 rounded-3xl border border-violet-200 bg-gradient-to-r from-violet-50 to-fuchsia-50 p-4 sm:p-5 rtl:bg-gradient-to-l"
      data-testid="character-processing-banner"
      role="status"
    >
      <div className="grid size-11 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-violet-600 to-fuchsia-500 text-white shadow-md shadow-fuchsia-500/20">
        <SparklesIcon className="size-5 animate-pulse" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="truncate font-bold">{t('title', { name: character.name })}</p>
          <span className="text-sm font-bold text-violet-700 tabular-nums">{progress}%</span>
        </div>
        <p className="mt-0.5 hidden text-sm text-muted-foreground sm:block">{t('body')}</p>
        <Progress
          value={progress}
          className="mt-2.5 bg-white/80"
          aria-label={t('progress', { name: character.name })}
        />
      </div>
    </div>
  );
}
