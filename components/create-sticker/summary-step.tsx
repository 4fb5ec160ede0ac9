'use client';

import { GlobeIcon, LockIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBalance } from '@/lib/client/use-me';
import { cn } from '@/lib/utils';

type Price = { perSticker: number; total: number; sets: number; surcharge: number; animation: number };

export function VisibilityStep({
  value,
  onChange,
}: {
  value: 'PRIVATE' | 'PUBLIC';
  onChange: (v: 'PRIVATE' | 'PUBLIC') => void;
}) {
  const t = useTranslations('createSticker.visibility');
  const options = [
    { v: 'PRIVATE' as const, Icon: LockIcon },
    { v: 'PUBLIC' as const, Icon: GlobeIcon },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-2" role="radiogroup" aria-label={t('label')}>
      {options.map(({ v, Icon }) => (
        <button
          key={v}
          type="button"
          role="radio"
          aria-checked={value === v}
          onClick={() => onChange(v)}
          className={cn(
            'flex items-start gap-3 rounded-2xl border-2 p-4 text-start transition',
            value === v ? 'border-violet-500 bg-violet-50' : 'hover:bg-muted',
          )}
          data-testid={`visibility-${v.toLowerCase()}`}
        >
          <Icon className="mt-0.5 size-5 text-violet-700" aria-hidden="true" />
          <span>
            <span className="block font-semibold">
              {t(`${v.toLowerCase() as 'private' | 'public'}.title`)}
            </span>
            <span className="block text-sm text-muted-foreground">
              {t(`${v.toLowerCase() as 'private' | 'public'}.body`)}
            </span>
          </span>
        </button>
      ))}
    </div>
  );
}

type SummaryProps = {
  count: number;
  price: Price;
  busy: boolean;
  /** The form's problems (draft-problems.tsx), read just before the create button. */
  problems?: ReactNode;
  onCreate: () => void;
};

/** Create-sticker section 6 (docs/product-rules.md): count × per-sticker cost of the visibility, the sets, the balance. */
export function SummaryStep({ count, price, busy, problems, onCreate }: SummaryProps) {
  const balance = useBalance().availableCredits;
  const t = useTranslations('createSticker.summary');
  const tc = useTranslations('common');
  const short = typeof balance === 'number' && balance < price.total;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('stickers')}</dt>
          <dd className="font-semibold tabular-nums">{t('stickersValue', { count, sets: price.sets })}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('perSticker')}</dt>
          <dd className="font-semibold">{tc('credits', { count: price.perSticker })}</dd>
        </div>
        {price.surcharge > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('surcharge')}</dt>
            <dd className="font-semibold">{tc('credits', { count: price.surcharge })}</dd>
          </div>
        )}
        {price.animation > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('animation')}</dt>
            <dd className="font-semibold" data-testid="sticker-animation-cost">
              {tc('credits', { count: price.animation })}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t pt-2 text-base">
          <dt className="font-bold">{t('total')}</dt>
          <dd className="font-black text-violet-700" data-testid="sticker-total">
            {tc('credits', { count: price.total })}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('balance')}</dt>
          <dd className={cn('font-semibold', short && 'text-red-600')}>
            {typeof balance === 'number' ? tc('credits', { count: balance }) : '…'}
          </dd>
        </div>
      </dl>
      {problems}
      <Button
        size="lg"
        variant="gradient"
        onClick={onCreate}
        disabled={busy}
        className="w-full sm:w-auto sm:self-end"
        data-testid="create-stickers"
        data-keep-clear
      >
        {busy && <Spinner className="text-white" />}
        {busy ? t('creating') : t('create', { count })}
      </Button>
    </div>
  );
}
