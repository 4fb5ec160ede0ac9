'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/client/api-fetch';
import { type ModerationActionRequest, moderationActionRequest } from '@/lib/contracts/moderation';

type Target =
  | { action: 'hide' | 'restore'; kind: 'sticker' | 'pack' | 'character'; reference: string }
  | { action: 'suspend' | 'unsuspend'; user: string };

// Plain utilities rather than components/ui/button: the studio sheet loads beside the public ones,
// whose shared button rules would otherwise decide these buttons' look by load order.
const LOOK = {
  outline: 'border border-border bg-background hover:bg-muted',
  destructive: 'bg-red-600 text-white hover:bg-red-700',
  ghost: 'hover:bg-muted',
} as const;
const BUTTON =
  'inline-flex h-8 shrink-0 items-center rounded-full px-3 text-xs font-semibold transition focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50';

/** One admin action: a button that asks for the reason (recorded with it), then reloads the page's data. */
export function ModerationAction({
  target,
  variant = 'outline',
}: {
  target: Target;
  variant?: 'outline' | 'destructive';
}) {
  const t = useTranslations('moderation.admin');
  const router = useRouter();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm(e: FormEvent) {
    e.preventDefault();
    const body = moderationActionRequest.safeParse({
      ...target,
      reason,
    } satisfies Partial<ModerationActionRequest>);
    if (!body.success) return setFailed(true);
    setBusy(true);
    setFailed(false);
    try {
      await apiFetch('/v1/admin/moderation', { method: 'POST', body: body.data });
      setAsking(false);
      setReason('');
      router.refresh();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  if (!asking)
    return (
      <button
        type="button"
        className={`${BUTTON} ${LOOK[variant]}`}
        onClick={() => setAsking(true)}
        data-testid={`moderation-${target.action}`}
      >
        {t(target.action)}
      </button>
    );
  return (
    <form onSubmit={confirm} className="flex w-full flex-wrap items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t('reason')}
      </label>
      <Input
        id={id}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={t('reason')}
        maxLength={200}
        required
        autoFocus
        className="h-8 w-full text-sm"
        data-testid="moderation-reason"
      />
      <button
        type="submit"
        className={`${BUTTON} ${LOOK[variant]}`}
        disabled={busy || !reason.trim()}
        data-testid="moderation-confirm"
      >
        {t('confirm')}
      </button>
      <button type="button" className={`${BUTTON} ${LOOK.ghost}`} onClick={() => setAsking(false)}>
        {t('cancel')}
      </button>
      {failed && (
        <p role="alert" className="w-full text-xs text-destructive">
          {t('failed')}
        </p>
      )}
    </form>
  );
}
