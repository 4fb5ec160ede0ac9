'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { VisibilityBadge } from '@/components/packs/visibility-badge';
import type { PickableSticker } from '@/components/packs/picker/selectable-sticker-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/config/routes';
import type { Visibility } from '@/lib/contracts/stickers';
import { cn } from '@/lib/utils';

type Props = {
  name: string;
  stickers: PickableSticker[];
  cover: PickableSticker | null;
  visibility: Visibility;
  cost: number;
  balance: number | undefined;
  busy: boolean;
  onCreate: () => void;
};

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-end text-sm font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Step 4: name, count, cover, visibility, cost and balance, then Create (docs/product-rules.md). */
export function SummaryStep({ name, stickers, cover, visibility, cost, balance, busy, onCreate }: Props) {
  const t = useTranslations('packs.create.summary');
  const tp = useTranslations('packs');
  const tc = useTranslations('common');
  const short = typeof balance === 'number' && balance < cost;
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
      <dl className="divide-y rounded-3xl border px-5">
        <Row label={t('name')} testId="summary-name">
          <span className="block truncate">{name.trim()}</span>
        </Row>
        <Row label={t('stickers')} testId="summary-count">
          {tp('stickerCount', { count: stickers.length })}
        </Row>
        <Row label={t('cover')} testId="summary-cover">
          {cover ? (
            <span className="inline-flex items-center gap-2">
              {cover.data.image && (
                <img src={cover.data.image} alt="" className="size-8 rounded-lg object-contain" />
              )}
              <span className="truncate">{cover.name}</span>
            </span>
          ) : (
            <span className="font-normal text-muted-foreground">{t('noCover')}</span>
          )}
        </Row>
        <Row label={t('visibility')}>
          <VisibilityBadge visibility={visibility} />
        </Row>
        <Row label={t('cost')} testId="summary-cost">
          <span className="text-base font-black text-violet-700">{tc('credits', { count: cost })}</span>
        </Row>
        <Row label={t('balance')} testId="summary-balance">
          <span className={cn(short && 'text-red-600')}>
            {typeof balance === 'number' ? tc('credits', { count: balance }) : '…'}
          </span>
        </Row>
      </dl>
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-4 gap-1.5 rounded-3xl bg-gradient-to-br from-violet-100 via-fuchsia-50 to-amber-50 p-3">
          {stickers
            .slice(0, 8)
            .map((s) =>
              s.data.image ? (
                <img key={s.reference} src={s.data.image} alt="" className="aspect-square object-contain" />
              ) : (
                <span key={s.reference} className="aspect-square" />
              ),
            )}
        </div>
        {short && (
          <Link
            href={ROUTES.billing}
            className="text-sm font-medium text-red-600 underline-offset-4 hover:underline"
          >
            {t('short', { cost })}
          </Link>
        )}
        <Button
          size="lg"
          variant="gradient"
          onClick={onCreate}
          disabled={busy}
          className="w-full"
          data-testid="create-pack-submit"
        >
          {busy && <Spinner className="text-white" />}
          {busy ? t('creating') : t('create', { cost })}
        </Button>
      </div>
    </div>
  );
}
