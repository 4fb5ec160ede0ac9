'use client';

import { SparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/config/routes';

/** Product rule (docs/product-rules.md): the progress bar shown while the character is being created. */
export function CreationProgress({
  name,
  progress,
  photo,
}: {
  name: string;
  progress: number;
  photo?: string;
}) {
  const t = useTranslations('createCharacter.progress');
  const pct = Math.floor(progress);
  return (
    <section
      className="flex flex-col items-center gap-5 rounded-3xl border bg-card px-6 py-10 text-center shadow-sm sm:px-12 sm:py-14"
      data-testid="character-creation-progress"
      aria-live="polite"
    >
      <div className="relative grid size-36 place-items-center">
        <div
          aria-hidden="true"
          className="absolute inset-0 animate-spin rounded-full bg-[conic-gradient(from_0deg,var(--color-violet-600),var(--color-fuchsia-500),transparent_75%)] [animation-duration:2.4s]"
        />
        <div className="absolute inset-[5px] rounded-full bg-card" />
        {photo ? (
          <img src={photo} alt="" className="relative size-[124px] rounded-full object-cover" />
        ) : (
          <SparklesIcon className="relative size-12 text-violet-600" aria-hidden="true" />
        )}
        <span className="absolute -end-1 -bottom-1 grid size-11 place-items-center rounded-full bg-gradient-to-br from-violet-600 to-fuchsia-500 text-white shadow-lg">
          <SparklesIcon className="size-5 animate-pulse" aria-hidden="true" />
        </span>
      </div>
      <div className="flex flex-col gap-1.5">
        <h2 className="text-2xl font-black tracking-tight text-balance">{t('title', { name })}</h2>
        <p className="text-muted-foreground">{t('body')}</p>
      </div>
      <div className="flex w-full max-w-md items-center gap-3">
        <Progress value={pct} aria-label={t('label')} className="h-3" data-testid="character-progress-bar" />
        <span className="w-11 text-end text-sm font-bold text-violet-700 tabular-nums">{pct}%</span>
      </div>
      <p className="max-w-md text-sm text-muted-foreground text-pretty">{t('leave')}</p>
      <Button asChild variant="outline">
        <Link href={ROUTES.studioTab('characters')}>{t('goToStudio')}</Link>
      </Button>
    </section>
  );
}
