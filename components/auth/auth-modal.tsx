'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { LogoMark } from '@/components/layout/logo-mark';
import { LazyMessages } from '@/components/providers/lazy-messages';
import { useRouter } from '@/lib/i18n/navigation';
import { track } from '@/lib/analytics/client';
import { usesClerk } from '@/lib/client/identity';
import { returnPathFromSearch, returnPathOr } from '@/lib/config/return-path';
import { supportMailto } from '@/lib/config/site';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import type { AuthView } from './use-auth-hash';

const ClerkForms = usesClerk ? dynamic(() => import('./clerk-forms'), { ssr: false }) : null;

type Props = { view: AuthView; go: (next: AuthView) => void };

const AUTH_TEXTS = ['auth'] as const;

/** Mounted by AuthModalHost while the hash asks for it; the hash stays the one source of truth. */
export function AuthModalWithTexts(props: Props) {
  // The dialog's texts load with its code (lib/i18n/client-messages.ts), not with every page.
  return (
    <LazyMessages namespaces={AUTH_TEXTS} onDismiss={() => props.go(null)}>
      <AuthModal {...props} />
    </LazyMessages>
  );
}

function AuthModal({ view, go }: Props) {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const router = useRouter();
  const sso = view === 'sso';
  const isLogin = view === 'login' || sso;

  // Product rule (docs/product-rules.md): users land on the page that sent them here (?next=, when it
  // is a path on this site), else on /creator-studio, after sign-in or sign-up.
  const done = (how: 'login' | 'signup') => {
    track(how === 'signup' ? 'sign_up_completed' : 'signed_in');
    const to = returnPathOr(returnPathFromSearch(window.location.search));
    go(null);
    router.push(to);
  };

  return (
    <Dialog
      open={view !== null}
      onOpenChange={(open) => {
        if (open || sso) return;
        // Product rule (docs/product-rules.md): closing before signing in is tracked as abandonment.
        track('auth_modal_abandoned', { view: view ?? 'login' });
        go(null);
      }}
    >
      <DialogContent
        showClose={!sso}
        closeLabel={tc('close')}
        data-testid={isLogin ? 'login-modal' : 'signup-modal'}
        onEscapeKeyDown={(e) => sso && e.preventDefault()}
        onInteractOutside={(e) => sso && e.preventDefault()}
      >
        <DialogHeader className="items-center text-center sm:text-center">
          <LogoMark className="mb-1 size-11" />
          <DialogTitle>{isLogin ? t('loginTitle') : t('signupTitle')}</DialogTitle>
          <DialogDescription>{isLogin ? t('loginSubtitle') : t('signupSubtitle')}</DialogDescription>
        </DialogHeader>
        {sso ? (
          <div
            className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground"
            role="status"
          >
            <Spinner /> {t('completingSignIn')}
          </div>
        ) : ClerkForms ? (
          <ClerkForms view={isLogin ? 'login' : 'signup'} />
        ) : isLogin ? (
          <LoginForm onSuccess={() => done('login')} />
        ) : (
          <SignupForm onSuccess={() => done('signup')} />
        )}
        {!sso && (
          <p className="text-center text-sm text-muted-foreground">
            {isLogin ? t('noAccount') : t('haveAccount')}{' '}
            <button
              type="button"
              className="font-semibold text-primary hover:underline"
              onClick={() => go(isLogin ? 'signup' : 'login')}
              data-testid="auth-switch"
            >
              {isLogin ? t('switchToSignup') : t('switchToLogin')}
            </button>
          </p>
        )}
        {isLogin && (
          <p className="text-center text-xs text-muted-foreground">
            {t('needHelp')}{' '}
            <a
              className="font-medium underline-offset-2 hover:underline"
              href={supportMailto('Sign-in help')}
            >
              {t('contactSupport')}
            </a>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
