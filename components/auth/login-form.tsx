'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { authClient } from '@/lib/client/auth-client';
import { getQueryClient } from '@/lib/client/query-client';
import { queryKeys } from '@/lib/client/query-keys';
import { notifySessionChanged } from '@/lib/client/session-hint';
import { signInSchema } from '@/lib/contracts/auth';
import { AuthFormFooter } from './form-footer';
import { authErrorKey, type FieldErrors, waitMinutes } from './auth-errors';
import { PasswordInput } from './password-input';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useTranslations('auth');
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password' | 'form'>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], t(`errors.${i.message}`)])));
      return;
    }
    setBusy(true);
    setErrors({});
    const { error } = await authClient.signIn.email(parsed.data);
    if (error) {
      setBusy(false);
      setErrors({ form: t(`errors.${authErrorKey(error)}`, { minutes: waitMinutes(error) }) });
      return;
    }
    notifySessionChanged(); // the header's island reads the new session hint
    await getQueryClient().invalidateQueries({ queryKey: queryKeys.me });
    onSuccess();
  };

  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [k]: e.target.value }));
    setErrors((er) => ({ ...er, [k]: undefined, form: undefined }));
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="login-form">
      <div className="grid gap-2">
        <Label htmlFor="login-email">{t('email')}</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          aria-invalid={!!errors.email}
          aria-describedby="login-email-error"
        />
        <FieldError id="login-email-error">{errors.email}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">{t('password')}</Label>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          aria-invalid={!!errors.password}
          aria-describedby="login-password-error"
        />
        <FieldError id="login-password-error">{errors.password}</FieldError>
      </div>
      <AuthFormFooter error={errors.form} busy={busy} label={busy ? t('signingIn') : t('loginButton')} />
    </form>
  );
}
