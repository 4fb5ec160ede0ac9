'use client';

import { GlobeIcon, LockIcon } from 'lucide-react';
import { PublicShareNote } from '@/components/packs/public-share-note';
import { useTranslations } from 'next-intl';
import type { Visibility } from '@/lib/contracts/stickers';
import { cn } from '@/lib/utils';

/** Step 3: PRIVATE or PUBLIC, each with its cost from the pricing config (docs/product-rules.md). */
export function VisibilityStep({
  value,
  costs,
  onChange,
}: {
  value: Visibility;
  costs: Record<Visibility, number>;
  onChange: (v: Visibility) => void;
}) {
  const t = useTranslations('packs.create.visibility');
  const tc = useTranslations('common');
  const options = [
    { v: 'PRIVATE' as const, key: 'private' as const, Icon: LockIcon },
    { v: 'PUBLIC' as const, key: 'public' as const, Icon: GlobeIcon },
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2" role="radiogroup" aria-label={t('label')}>
        {options.map(({ v, key, Icon }) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={value === v}
            onClick={() => onChange(v)}
            className={cn(
              'flex items-start gap-4 rounded-3xl border-2 p-5 text-start transition',
              value === v
                ? 'border-violet-500 bg-violet-50/70 shadow-sm'
                : 'hover:border-violet-200 hover:bg-muted/60',
            )}
            data-testid={`pack-visibility-${key}`}
          >
            <span
              className={cn(
                'grid size-11 shrink-0 place-items-center rounded-2xl',
                value === v ? 'bg-violet-600 text-white' : 'bg-muted text-violet-700',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-bold">{t(`${key}.title`)}</span>
                <span className="text-sm font-bold text-violet-700" data-testid={`pack-cost-${key}`}>
                  {tc('credits', { count: costs[v] })}
                </span>
              </span>
              <span className="mt-1 block text-sm text-muted-foreground">{t(`${key}.body`)}</span>
            </span>
          </button>
        ))}
      </div>
      {value === 'PUBLIC' && <PublicShareNote />}
    </div>
  );
}
