'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/client/api-fetch';
import { type ModerationActionRequest, moderationActionRequest } from '@/lib/contracts/moderation';

type Target =
  | { action: 'hide' | 'restore'; kind: 'sticker' | 'pack' | 'character'; reference: string }
  | { action: 'suspend' | 'unsuspend'; user: string };

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
      <Button
        type="button"
        size="sm"
        variant={variant}
        onClick={() => setAsking(true)}
        data-testid={`moderation-${target.action}`}
      >
        {t(target.action)}
      </Button>
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
        className="h-8 min-w-0 flex-1 text-sm"
        data-testid="moderation-reason"
      />
      <Button
        type="submit"
        size="sm"
        variant={variant}
        disabled={busy || !reason.trim()}
        data-testid="moderation-confirm"
      >
        {t('confirm')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(false)}>
        {t('cancel')}
      </Button>
      {failed && (
        <p role="alert" className="w-full text-xs text-destructive">
          {t('failed')}
        </p>
      )}
    </form>
  );
}
