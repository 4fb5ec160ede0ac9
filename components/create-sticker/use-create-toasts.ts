'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { isPublishingSuspended } from '@/lib/client/moderation';
import { createFailureOf } from '@/lib/client/sticker-errors';
import type { DraftErrorKey } from '@/lib/client/sticker-form';
import { MAX_STYLES } from '@/lib/contracts/styles';

/**
 * The create-sticker toasts, always in the interface language: a product-rule problem refused by the
 * server (the page's own are marked at their fields, draft-problems.tsx) and a failed create
 * (docs/product-rules.md), chosen by the error code.
 */
export function useCreateToasts() {
  const t = useTranslations('createSticker');
  const te = useTranslations('errors');
  const tm = useTranslations('moderation');

  const problem = (key: DraftErrorKey) => {
    // Product rule (docs/product-rules.md): more than 3 styles reads as 'Style Limit Reached', as on a style click.
    if (key === 'tooManyStyles')
      return toast.error(t('styles.limitTitle'), { description: t('styles.limitBody', { max: MAX_STYLES }) });
    toast.error(key === 'missingContext' ? t('errors.missingContextTitle') : t('errors.title'), {
      description: t(`errors.${key}`),
    });
  };

  const failed = (err: unknown, cost: number) => {
    if (isPublishingSuspended(err)) return toast.error(t('createFailed'), { description: tm('suspended') });
    const f = createFailureOf(err);
    if (f.kind === 'insufficient') return toast.error(t('insufficient', { cost }));
    if (f.kind === 'draft') return problem(f.key);
    toast.error(t('createFailed'), {
      description: f.kind === 'network' ? te(f.key) : t(`failures.${f.key}`),
    });
  };

  return { problem, failed };
}
