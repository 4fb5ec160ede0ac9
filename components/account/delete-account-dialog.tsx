'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PasswordInput } from '@/components/auth/password-input';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { deleteAccount, deleteErrorKey } from '@/lib/client/account';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { confirmationFor, confirmationMatches, deleteAccountSchema } from '@/lib/contracts/account';

/**
 * "Delete my account": the account's e-mail typed as confirmation (the same rule as the server's,
 * lib/contracts/account.ts) and, for an embedded account, the password typed again.
 */
export function DeleteAccountDialog({
  email,
  needsPassword,
  onDeleted,
}: {
  email: string | null;
  needsPassword: boolean;
  onDeleted: () => void;
}) {
  const t = useTranslations('account');
  const tc = useTranslations('common');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const word = confirmationFor(email);
  const ready = confirmationMatches(typed, email) && (!needsPassword || password.length > 0);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ confirmation: typed, password: password || undefined });
    if (!parsed.success || !confirmationMatches(typed, email)) return setError(t('delete.mismatch'));
    setBusy(true);
    try {
      await deleteAccount(parsed.data);
      onDeleted();
    } catch (err) {
      const api = err instanceof ApiRequestError ? err : null;
      const reason = (api?.details as { reason?: unknown } | undefined)?.reason;
      setError(t(deleteErrorKey(api?.status ?? 0, api?.errorCode, reason)));
      setBusy(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) {
          setTyped('');
          setPassword('');
          setError(undefined);
        }
      }}
    >
      <Button type="button" variant="destructive" onClick={() => setOpen(true)} data-testid="delete-account">
        {t('delete.open')}
      </Button>
      <AlertDialogContent>
        <form className="grid gap-4" onSubmit={submit}>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('delete.warning')}</AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="delete-confirm" className="leading-snug break-all">
              {t('delete.typeLabel', { word })}
            </Label>
            <Input
              id="delete-confirm"
              autoComplete="off"
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setError(undefined);
              }}
            />
          </div>
          {needsPassword && (
            <div className="grid gap-2">
              <Label htmlFor="delete-password">{t('delete.passwordLabel')}</Label>
              <PasswordInput
                id="delete-password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setError(undefined);
                }}
              />
            </div>
          )}
          <FieldError>{error}</FieldError>
          <AlertDialogFooter>
            <AlertDialogCancel type="button">{tc('cancel')}</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!ready || busy}>
              {busy ? t('delete.deleting') : t('delete.confirm')}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
