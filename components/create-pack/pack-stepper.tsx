'use client';

import { CheckIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { PACK_STEPS, type PackStep } from '@/lib/client/pack-draft';
import { cn } from '@/lib/utils';

/** The four steps (docs/product-rules.md); a step can be opened once every step before it is complete. */
export function PackStepper({
  step,
  reachable,
  onSelect,
}: {
  step: PackStep;
  reachable: (s: PackStep) => boolean;
  onSelect: (s: PackStep) => void;
}) {
  const t = useTranslations('packs.create.steps');
  const current = PACK_STEPS.indexOf(step);
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label={t('label')} data-testid="pack-stepper">
      {PACK_STEPS.map((s, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li key={s} className="min-w-0">
            <button
              type="button"
              onClick={() => onSelect(s)}
              disabled={!reachable(s)}
              aria-current={active ? 'step' : undefined}
              className="group flex w-full flex-col items-start gap-2 text-start disabled:cursor-not-allowed"
              data-testid={`pack-step-${s}`}
            >
              <span
                className={cn(
                  'h-1.5 w-full rounded-full transition-colors',
                  done || active ? 'bg-gradient-to-r from-violet-600 to-fuchsia-500' : 'bg-muted',
                )}
              />
              <span className="flex min-w-0 items-center gap-2">
                <span
                  className={cn(
                    'grid size-6 shrink-0 place-items-center rounded-full text-xs font-black',
                    active && 'bg-violet-600 text-white',
                    done && 'bg-violet-100 text-violet-700',
                    !active && !done && 'bg-muted text-muted-foreground',
                  )}
                >
                  {done ? <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden="true" /> : i + 1}
                </span>
                <span
                  className={cn(
                    'hidden truncate text-sm font-semibold sm:block',
                    active
                      ? 'text-foreground'
                      : 'text-muted-foreground group-enabled:group-hover:text-foreground',
                  )}
                >
                  {t(s)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
