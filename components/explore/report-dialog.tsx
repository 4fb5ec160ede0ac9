'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import {
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
  reportRequest,
} from '@/lib/contracts/moderation';

type Outcome = 'sent' | 'already' | 'own' | 'gone' | 'rateLimited' | 'failed';

/** The report's answer as a moderation.outcome.* key; signed out is handled before (the login modal). */
function outcomeOf(err: unknown): Outcome {
  if (!(err instanceof ApiRequestError)) return 'failed';
  if (err.status === 409) return 'already';
  if (err.status === 403) return 'own';
  if (err.status === 404) return 'gone';
  if (err.status === 429) return 'rateLimited';
  return 'failed';
}

/** The report form (loaded on the first Report click, components/explore/report-button.tsx). */
export function ReportDialog({
  kind,
  reference,
  onClose,
}: {
  kind: ReportKind;
  reference: string;
  onClose: () => void;
}) {
  const t = useTranslations('moderation');
  const tc = useTranslations('common');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function send(e: FormEvent) {
    e.preventDefault();
    const body = reportRequest.safeParse({ kind, reference, reason });
    if (!body.success) return;
    setSending(true);
    try {
      await apiFetch('/v1/reports', { method: 'POST', body: body.data });
      setOutcome('sent');
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) {
        onClose();
        window.location.hash = 'login';
        return;
      }
      setOutcome(outcomeOf(err));
    } finally {
      setSending(false);
    }
  }

  const done = outcome !== null && outcome !== 'failed';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tc('close')} data-testid="report-dialog">
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
        {done ? (
          <p role="status" className="text-sm" data-testid="report-outcome">
            {t(`outcome.${outcome}`)}
          </p>
        ) : (
          <form onSubmit={send} className="grid gap-4">
            <fieldset className="grid gap-1">
              <legend className="mb-1 text-sm font-medium">{t('reasonLabel')}</legend>
              {REPORT_REASONS.map((r) => (
                <label
                  key={r}
                  className="flex cursor-pointer items-center gap-2 rounded-xl px-2 py-1.5 text-sm hover:bg-muted"
                >
                  <input
                    type="radio"
                    name="reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="size-4 accent-violet-600"
                  />
                  {t(`reasons.${r}`)}
                </label>
              ))}
            </fieldset>
            {outcome === 'failed' && (
              <p role="alert" className="text-sm text-destructive">
                {t('outcome.failed')}
              </p>
            )}
            <button
              type="submit"
              disabled={!reason || sending}
              className="rounded-full bg-violet-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-violet-700 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
              data-testid="report-send"
            >
              {t('send')}
            </button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
