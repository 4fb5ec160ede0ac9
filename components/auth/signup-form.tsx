'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Link } from '@/lib/i18n/navigation';
import { authClient } from '@/lib/client/auth-client';
import { getQueryClient } from '@/lib/client/query-client';
import { queryKeys } from '@/lib/client/query-keys';
import { notifySessionChanged } from '@/lib/client/session-hint';
import { AUTH_LIMITS, signUpSchema } from '@/lib/contracts/auth';
import { ROUTES } from '@/lib/config/routes';
import { AuthFormFooter } from './form-footer';
import { authErrorKey, type FieldErrors } from './auth-errors';
import { PasswordInput } from './password-input';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'acceptTerms' | 'form';

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useTranslations('auth');
  const [values, setValues] = useState({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    acceptTerms: false,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors<Field> = {};
      for (const i of parsed.error.issues) next[i.path[0] as Field] ??= t(`errors.${i.message}`);
      setErrors(next);
      return;
    }
    setBusy(true);
    setErrors({});
    const { firstName, lastName, email, password } = parsed.data;
    const { error } = await authClient.signUp.email({
      email,
      password,
      name: [firstName, lastName].filter(Boolean).join(' '),
      firstName,
      lastName,
    } as Parameters<typeof authClient.signUp.email>[0]);
    if (error) {
      setBusy(false);
      const key = authErrorKey(error);
      setErrors(
        key === 'emailTaken' || key === 'emailInvalid'
          ? { email: t(`errors.${key}`) }
          : { form: t(`errors.${key}`) },
      );
      return;
    }
    notifySessionChanged(); // the header's island reads the new session hint
    await getQueryClient().invalidateQueries({ queryKey: queryKeys.me });
    onSuccess();
  };

  const set =
    (k: 'firstName' | 'lastName' | 'email' | 'password') => (e: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [k]: e.target.value }));
      setErrors((er) => ({ ...er, [k]: undefined, form: undefined }));
    };

  const field = (k: 'firstName' | 'lastName' | 'email', type: string, autoComplete: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`signup-${k}`}>{t(k)}</Label>
      <Input
        id={`signup-${k}`}
        type={type}
        autoComplete={autoComplete}
        value={values[k]}
        onChange={set(k)}
        maxLength={k === 'email' ? 254 : AUTH_LIMITS.nameMax}
        aria-invalid={!!errors[k]}
        aria-describedby={`signup-${k}-error`}
      />
      <FieldError id={`signup-${k}-error`}>{errors[k]}</FieldError>
    </div>
  );

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="signup-form">
      <div className="grid grid-cols-2 gap-3">
        {field('firstName', 'text', 'given-name')}
        {field('lastName', 'text', 'family-name')}
      </div>
      {field('email', 'email', 'email')}
      <div className="grid gap-2">
        <Label htmlFor="signup-password">{t('password')}</Label>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          aria-invalid={!!errors.password}
          aria-describedby="signup-password-error signup-password-hint"
        />
        {errors.password ? (
          <FieldError id="signup-password-error">{errors.password}</FieldError>
        ) : (
          <p id="signup-password-hint" className="text-xs text-muted-foreground">
            {t('passwordHint')}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id="signup-terms"
            checked={values.acceptTerms}
            onCheckedChange={(c) => {
              setValues((v) => ({ ...v, acceptTerms: c === true }));
              setErrors((er) => ({ ...er, acceptTerms: undefined }));
            }}
            aria-invalid={!!errors.acceptTerms}
            className="mt-0.5"
          />
          <label htmlFor="signup-terms" className="text-sm leading-snug text-muted-foreground">
            {t.rich('agreeTerms', {
              terms: (c) => (
                <Link
                  href={ROUTES.terms}
                  target="_blank"
                  className="font-medium text-primary underline-offset-2 hover:underline"
                >
                  {c}
                </Link>
              ),
              privacy: (c) => (
                <Link
                  href={ROUTES.privacy}
                  target="_blank"
                  className="font-medium text-primary underline-offset-2 hover:underline"
                >
                  {c}
                </Link>
              ),
            })}
          </label>
        </div>
        <FieldError>{errors.acceptTerms}</FieldError>
      </div>
      <AuthFormFooter error={errors.form} busy={busy} label={busy ? t('signingUp') : t('signupButton')} />
    </form>
  );
}
