import { useTranslations } from 'next-intl';
import type { ReportedItem, ReviewItem } from '@/lib/moderation/admin';
import { ModerationAction } from './moderation-action';

const STATE_STYLE = {
  listed: 'bg-emerald-50 text-emerald-800',
  review: 'bg-amber-50 text-amber-900',
  hidden: 'bg-red-50 text-red-800',
} as const;

/** One item on the admin page: its picture, who owns it, what reporters said, and the actions. */
export function ReviewCard({ item }: { item: ReviewItem | ReportedItem }) {
  const t = useTranslations('moderation.admin');
  const tm = useTranslations('moderation');
  const state = item.moderation === 'HIDDEN' ? 'hidden' : item.moderation === 'REVIEW' ? 'review' : 'listed';
  const owner = item.owner;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm"
      data-testid="moderation-item"
      data-reference={item.reference}
      data-state={state}
    >
      <div className="aspect-square bg-gradient-to-br from-violet-50 to-fuchsia-50 p-2">
        {item.image && (
          <img
            src={item.image}
            alt={item.label}
            loading="lazy"
            width={256}
            height={256}
            className="size-full object-contain"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 text-sm">
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="rounded-full bg-muted px-2 py-0.5 font-medium">{t(`kind.${item.kind}`)}</span>
          <span className={`rounded-full px-2 py-0.5 font-medium ${STATE_STYLE[state]}`}>
            {t(`state.${state}`)}
          </span>
        </div>
        <h3 className="truncate font-semibold" title={item.label} data-ugc>
          {item.label}
        </h3>
        {'reporters' in item && (
          <p className="text-xs">
            {t('reporters', { count: item.reporters })}:{' '}
            {item.reasons.map((r) => tm(`reasons.${r as 'other'}`)).join(', ')}
          </p>
        )}
        <p className="truncate text-xs text-muted-foreground" title={owner?.email ?? undefined}>
          {owner ? t('owner', { owner: owner.email ?? owner.publicId }) : t('noOwner')}
          {owner?.suspended && (
            <span className="ms-1 font-semibold text-red-700">· {t('suspendedBadge')}</span>
          )}
        </p>
        <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
          {state !== 'hidden' && (
            <ModerationAction
              target={{ action: 'hide', kind: item.kind, reference: item.reference }}
              variant="destructive"
            />
          )}
          {state !== 'listed' && (
            <ModerationAction target={{ action: 'restore', kind: item.kind, reference: item.reference }} />
          )}
          {owner && !owner.suspended && (
            <ModerationAction target={{ action: 'suspend', user: owner.publicId }} variant="destructive" />
          )}
        </div>
      </div>
    </article>
  );
}
