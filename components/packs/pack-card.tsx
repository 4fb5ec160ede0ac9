'use client';

import { ArrowRightIcon } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { DeleteButton, FavouriteButton } from '@/components/studio/card-buttons';
import { ModerationNote } from '@/components/studio/moderation-note';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { Pack } from '@/lib/client/packs';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { PackPreview } from './pack-preview';
import { VisibilityBadge } from './visibility-badge';

type Props = {
  pack: Pack;
  now: number;
  favourite: boolean;
  onToggleFavourite: () => void;
  onDelete: () => void;
};

/** A pack in the studio grid (docs/product-rules.md): preview of 4, name, count, badge, created time, View, Delete. */
export function PackCard({ pack, now, favourite, onToggleFavourite, onDelete }: Props) {
  const t = useTranslations('packs');
  const format = useFormatter();
  const href = PACK_ROUTES.studioPack(pack.reference);
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-3xl border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      data-testid="pack-card"
      data-reference={pack.reference}
    >
      <div className="relative aspect-square overflow-hidden bg-gradient-to-br from-violet-100 via-fuchsia-50 to-amber-50">
        <Link href={href} tabIndex={-1} aria-hidden="true" className="block size-full">
          <PackPreview stickers={pack.stickers} name={pack.name} />
        </Link>
        <FavouriteButton
          favourite={favourite}
          label={t(favourite ? 'favourite.remove' : 'favourite.add', { name: pack.name })}
          onClick={onToggleFavourite}
          testId="pack-favourite"
        />
        <DeleteButton
          label={t('delete.button', { name: pack.name })}
          onClick={onDelete}
          testId="pack-delete"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <h3 className="truncate font-bold leading-tight" title={pack.name} data-testid="pack-name">
          {pack.name}
        </h3>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <VisibilityBadge visibility={pack.visibility} />
          <span className="text-xs font-semibold text-foreground/80" data-testid="pack-count">
            {t('stickerCount', { count: pack.stickerCount })}
          </span>
        </div>
        <ModerationNote state={pack.moderation} />
        <time
          dateTime={pack.createdAt}
          title={format.dateTime(new Date(pack.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
          className="truncate text-xs text-muted-foreground"
          data-testid="pack-created"
        >
          {t('card.created', { time: format.relativeTime(new Date(pack.createdAt), now) })}
        </time>
        <Button asChild variant="outline" size="sm" className="mt-2 w-full">
          <Link href={href} data-testid="pack-view" aria-label={t('card.viewLabel', { name: pack.name })}>
            {t('card.view')}
            <ArrowRightIcon aria-hidden="true" className="rtl:rotate-180" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
