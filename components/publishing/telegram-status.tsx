'use client';

import { useQuery } from '@tanstack/react-query';
import { AlertCircleIcon, CheckCircle2Icon, ExternalLinkIcon, RotateCwIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { SocialIcon } from '@/components/layout/brand-icons';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { isPublishing, packTelegramQuery, telegramErrorKey } from '@/lib/client/packs-publishing';
import { useOwnerTelegramLink } from './use-owner-telegram-link';

/**
 * The owner's view of the pack's Telegram set: not yet, in progress (polled), published, or failed
 * and why. "Try again" is the owner's own ticketed link, like "Add to Telegram" (same bot, same owner).
 */
export function TelegramStatus({ reference }: { reference: string }) {
  const t = useTranslations('publishing.panel');
  const { data, isPending, isError } = useQuery(packTelegramQuery(reference));
  const retry = useOwnerTelegramLink(reference);

  if (isPending) return <Skeleton className="h-14 w-full rounded-2xl" />;
  if (isError)
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {t('statusFailed')}
      </p>
    );

  const busy = isPublishing(data);
  const pct = data && data.total > 0 ? Math.round((100 * data.done) / data.total) : 0;

  return (
    <div
      className="flex flex-col gap-3"
      data-testid="pack-telegram-status"
      data-status={data?.status ?? 'NONE'}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-sky-100 text-sky-600">
          <SocialIcon.telegram />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1" aria-live="polite">
          {!data && <p className="text-sm text-muted-foreground text-pretty">{t('notPublished')}</p>}
          {data?.status === 'PENDING' && (
            <p className="flex items-center gap-2 text-sm font-semibold">
              <Spinner className="size-4" /> {t('pending')}
            </p>
          )}
          {data?.status === 'PUBLISHING' && (
            <p className="flex items-center gap-2 text-sm font-semibold">
              <Spinner className="size-4" /> {t('publishing', { done: data.done, total: data.total })}
            </p>
          )}
          {data?.status === 'PUBLISHED' && (
            <p className="flex items-center gap-2 text-sm font-semibold text-emerald-700">
              <CheckCircle2Icon className="size-4" aria-hidden="true" /> {t('published')}
            </p>
          )}
          {data?.status === 'FAILED' && (
            <>
              <p className="flex items-center gap-2 text-sm font-semibold text-red-700">
                <AlertCircleIcon className="size-4" aria-hidden="true" /> {t('failed')}
              </p>
              <p className="text-sm text-muted-foreground text-pretty" data-testid="pack-telegram-error">
                {t(`errors.${telegramErrorKey(data.errorCode)}`)}
              </p>
            </>
          )}
          {busy && (
            <Progress
              value={pct}
              aria-label={t('progressLabel')}
              className="mt-1 h-2"
              data-testid="pack-telegram-progress"
            />
          )}
        </div>
      </div>
      {(data?.url || data?.status === 'FAILED') && (
        <div className="flex flex-wrap gap-2">
          {data?.url && (
            <Button asChild size="sm" variant="outline">
              <a href={data.url} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden="true" /> {t('open')}
              </a>
            </Button>
          )}
          {data?.status === 'FAILED' && (
            <Button
              size="sm"
              variant="outline"
              onClick={retry.open}
              disabled={retry.pending}
              data-testid="pack-telegram-retry"
            >
              {retry.pending ? <Spinner className="size-4" /> : <RotateCwIcon aria-hidden="true" />}{' '}
              {t('retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
