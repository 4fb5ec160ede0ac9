'use client';

import { FlagIcon } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { withIslandStyles } from '@/components/layout/with-island-styles';
import { hasSessionHint } from '@/lib/client/session-hint';
import type { ReportKind } from '@/lib/config/moderation';

// The form and its schema load on the first click: explore's islands stay small.
const ReportDialog = dynamic(
  () => withIslandStyles(() => import('./report-dialog')).then((m) => m.ReportDialog),
  { ssr: false },
);

/** Report a public item (docs/product-rules.md, moderation): signed in, one short reason. */
export function ReportButton({
  kind,
  reference,
  name,
  className = '',
}: {
  kind: ReportKind;
  reference: string;
  name: string;
  className?: string;
}) {
  const t = useTranslations('moderation');
  const [open, setOpen] = useState(false);
  const start = () => {
    // Reports need an account: a visitor gets the sign-in dialog (#login) on this page.
    if (!hasSessionHint()) window.location.hash = 'login';
    else setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        onClick={start}
        aria-label={t('reportItem', { name })}
        className={`inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring ${className}`}
        data-testid="report-button"
      >
        <FlagIcon className="size-3.5" aria-hidden="true" />
        {t('report')}
      </button>
      {open && <ReportDialog kind={kind} reference={reference} onClose={() => setOpen(false)} />}
    </>
  );
}
