'use client';

import { ShieldAlertIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ModerationState } from '@/lib/contracts/moderation';

/**
 * The owner's note on an item moderation took out of the gallery (docs/product-rules.md,
 * moderation): it stays theirs and usable, only the public no longer sees it.
 */
export function ModerationNote({ state, className = '' }: { state?: ModerationState; className?: string }) {
  const t = useTranslations('moderation');
  if (!state) return null;
  return (
    <p
      role="note"
      className={`flex items-start gap-1.5 rounded-xl bg-amber-50 px-2 py-1.5 text-xs text-amber-900 ${className}`}
      data-testid="moderation-note"
    >
      <ShieldAlertIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {t(state === 'HIDDEN' ? 'ownerHidden' : 'ownerReview')}
    </p>
  );
}
