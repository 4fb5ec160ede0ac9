'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { AccountDataSection } from '@/components/account/account-data-section';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { authClient } from '@/lib/client/auth-client';
import { queryKeys } from '@/lib/client/query-keys';
import { fullNameOf, type Me } from '@/lib/client/use-me';
import { AUTH_LIMITS, profileSchema, signUpSchema } from '@/lib/contracts/auth';
import { authErrorKey } from './auth-errors';
import { PasswordInput } from './password-input';

const passwordRule = signUpSchema.shape.password;
const profileRules = profileSchema();

export function AccountSettingsDialog({
  me,
  open,
  onOpenChange,
}: {
  me: Me;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const t = useTranslations('account');
  const ta = useTranslations('auth');
  const tc = useTranslations('common');
  const qc = useQueryClient();
  const [name, setName] = useState({ firstName: me.firstName ?? '', lastName: me.lastName ?? '' });
  const [pw, setPw] = useState({ current: '', next: '' });
  const [pwError, setPwError] = useState<string>();
  const [busy, setBusy] = useState<'profile' | 'password' | null>(null);

  useEffect(() => {
    if (open) setName({ firstName: me.firstName ?? '', lastName: me.lastName ?? '' });
  }, [open, me.firstName, me.lastName]);

  const saveProfile = async (e: React.FormEvent) => {
    e.preventDefault();
    // The server holds the same rules (lib/auth/profile-rules.ts); checking here first saves a trip.
    const parsed = profileRules.safeParse({ firstName: name.firstName, lastName: name.lastName });
    if (!parsed.success) return toast.error(ta(`errors.${parsed.error.issues[0]?.message ?? 'generic'}`));
    const { firstName = '', lastName = '' } = parsed.data;
    setBusy('profile');
    const { error } = await authClient.updateUser({
      name: fullNameOf({ firstName, lastName }),
      firstName,
      lastName,
    } as Parameters<typeof authClient.updateUser>[0]);
    setBusy(null);
    if (error) return toast.error(ta(`errors.${authErrorKey(error)}`));
    await qc.invalidateQueries({ queryKey: queryKeys.me });
    toast.success(t('saved'));
  };

  const changePassword = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = passwordRule.safeParse(pw.next);
    if (!parsed.success) return setPwError(ta(`errors.${parsed.error.issues[0]?.message ?? 'generic'}`));
    setBusy('password');
    const { error } = await authClient.changePassword({
      currentPassword: pw.current,
      newPassword: pw.next,
      revokeOtherSessions: true,
    });
    setBusy(null);
    if (error) {
      const key = authErrorKey(error);
      return setPwError(key === 'invalidCredentials' ? t('wrongPassword') : ta(`errors.${key}`));
    }
    setPw({ current: '', next: '' });
    setPwError(undefined);
    toast.success(t('passwordChanged'));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('close')} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('subtitle')}</DialogDescription>
        </DialogHeader>
        <div className="rounded-2xl bg-muted px-4 py-3 text-sm">
          <span className="text-muted-foreground">{t('userCode')}: </span>
          <span className="font-mono font-bold tracking-wider">{me.publicId}</span>
          <div className="truncate text-muted-foreground">{me.email}</div>
        </div>
        <form className="grid gap-3" onSubmit={saveProfile}>
          <h3 className="font-semibold">{t('profile')}</h3>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-2">
              <Label htmlFor="acc-first">{ta('firstName')}</Label>
              <Input
                id="acc-first"
                value={name.firstName}
                maxLength={AUTH_LIMITS.nameMax}
                onChange={(e) => setName((n) => ({ ...n, firstName: e.target.value }))}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="acc-last">{ta('lastName')}</Label>
              <Input
                id="acc-last"
                value={name.lastName}
                maxLength={AUTH_LIMITS.nameMax}
                onChange={(e) => setName((n) => ({ ...n, lastName: e.target.value }))}
              />
            </div>
          </div>
          <Button type="submit" variant="outline" disabled={busy !== null || !name.firstName.trim()}>
            {busy === 'profile' ? t('saving') : t('save')}
          </Button>
        </form>
        <form className="grid gap-3 border-t pt-4" onSubmit={changePassword}>
          <h3 className="font-semibold">{t('changePassword')}</h3>
          <div className="grid gap-2">
            <Label htmlFor="acc-current">{t('currentPassword')}</Label>
            <PasswordInput
              id="acc-current"
              autoComplete="current-password"
              value={pw.current}
              onChange={(e) => setPw((p) => ({ ...p, current: e.target.value }))}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="acc-new">{t('newPassword')}</Label>
            <PasswordInput
              id="acc-new"
              autoComplete="new-password"
              value={pw.next}
              onChange={(e) => {
                setPw((p) => ({ ...p, next: e.target.value }));
                setPwError(undefined);
              }}
              aria-invalid={!!pwError}
            />
            <FieldError>{pwError}</FieldError>
          </div>
          <Button type="submit" variant="outline" disabled={busy !== null || !pw.current || !pw.next}>
            {t('updatePassword')}
          </Button>
        </form>
        <AccountDataSection me={me} onDeleted={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
