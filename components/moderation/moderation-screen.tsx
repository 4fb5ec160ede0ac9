import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ModerationOverview } from '@/lib/moderation/admin';
import { ModerationAction } from './moderation-action';
import { ReviewCard } from './review-card';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-lg font-bold">
        {title} <span className="text-sm font-medium text-muted-foreground tabular-nums">({count})</span>
      </h2>
      {children}
    </section>
  );
}

// One arbitrary track rule, not breakpoint variants: a public sheet loaded after the studio's one
// carries the plain grid-cols-2 too and would win over them by load order.
const GRID = 'grid grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] gap-3';

/** The admin page (app/[locale]/(studio)/admin/moderation): reports, recent items, suspensions, the record. */
export function ModerationScreen({ overview }: { overview: ModerationOverview }) {
  const t = useTranslations('moderation.admin');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const none = <p className="text-sm text-muted-foreground">{t('none')}</p>;
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8" data-testid="moderation-page">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <Section title={t('reported')} count={overview.reported.length}>
        {overview.reported.length ? (
          <div className={GRID} data-testid="moderation-reported">
            {overview.reported.map((item) => (
              <ReviewCard key={`${item.kind}:${item.id}`} item={item} />
            ))}
          </div>
        ) : (
          none
        )}
      </Section>
      <Section title={t('recent')} count={overview.recent.length}>
        {overview.recent.length ? (
          <div className={GRID} data-testid="moderation-recent">
            {overview.recent.map((item) => (
              <ReviewCard key={`${item.kind}:${item.id}`} item={item} />
            ))}
          </div>
        ) : (
          none
        )}
      </Section>
      <Section title={t('suspensions')} count={overview.suspensions.length}>
        {overview.suspensions.length ? (
          <ul className="flex flex-col gap-2" data-testid="moderation-suspensions">
            {overview.suspensions.map((s) => (
              <li key={s.userId} className="flex flex-wrap items-center gap-3 rounded-2xl border p-3 text-sm">
                <span className="font-semibold">{s.email ?? s.publicId}</span>
                <span className="text-muted-foreground">{s.reason}</span>
                <time className="text-xs text-muted-foreground" dateTime={s.createdAt}>
                  {when(s.createdAt)}
                </time>
                <span className="ms-auto">
                  <ModerationAction target={{ action: 'unsuspend', user: s.publicId }} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </Section>
      <Section title={t('actions')} count={overview.actions.length}>
        {overview.actions.length ? (
          <div className="overflow-x-auto rounded-2xl border">
            <table className="w-full text-start text-sm" data-testid="moderation-actions">
              <thead className="bg-muted/60 text-xs">
                <tr>
                  {(['when', 'who', 'what', 'target', 'why'] as const).map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 text-start font-semibold">
                      {t(h)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {overview.actions.map((a) => (
                  <tr key={a.id} className="border-t">
                    <td className="whitespace-nowrap px-3 py-2">{when(a.createdAt)}</td>
                    <td className="px-3 py-2">{a.actor}</td>
                    <td className="px-3 py-2">{t(`action.${a.action as 'hide'}`)}</td>
                    <td className="px-3 py-2" data-ugc>
                      {t(`kind.${a.targetKind as 'pack'}`)}: {a.targetLabel}
                    </td>
                    <td className="px-3 py-2" data-ugc>
                      {a.reason}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          none
        )}
      </Section>
    </main>
  );
}
