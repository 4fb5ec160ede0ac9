'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Component, type ReactNode, Suspense, use, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { LazyNamespace } from '@/lib/i18n/client-messages';
import { forgetFailedMessages, loadMessages } from '@/lib/i18n/lazy-messages';
import { MessagesScope } from './messages-scope';

type Props = {
  namespaces: readonly LazyNamespace[];
  children: ReactNode;
  /** Shown while the texts load (nothing by default). */
  fallback?: ReactNode;
  /** Offered beside Retry when the texts cannot be loaded (e.g. closing the dialog that needed them). */
  onDismiss?: () => void;
  /** Where the failure shows: in the children's place, or floating at the bottom (for dialogs). */
  failure?: 'inline' | 'floating';
};

/**
 * Renders its children once their texts (lib/i18n/client-messages.ts LAZY_NAMESPACES) have loaded, on top
 * of the page's own. Used around code that is itself loaded on demand: the sign-in dialog, account
 * settings, the landing's pricing cards. Offline or on a failed request it says so and offers Retry.
 */
export function LazyMessages({
  namespaces,
  children,
  fallback = null,
  onDismiss,
  failure = 'floating',
}: Props) {
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetFailedMessages(locale, namespaces);
    setAttempt((a) => a + 1);
  };
  return (
    <LoadBoundary
      key={attempt}
      failed={<LoadFailed onRetry={retry} onDismiss={onDismiss} inline={failure === 'inline'} />}
    >
      <Suspense fallback={fallback}>
        <WithMessages namespaces={namespaces}>{children}</WithMessages>
      </Suspense>
    </LoadBoundary>
  );
}

function WithMessages({ namespaces, children }: Pick<Props, 'namespaces' | 'children'>) {
  const messages = use(loadMessages(useLocale(), namespaces));
  return <MessagesScope messages={messages}>{children}</MessagesScope>;
}

class LoadBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { error: boolean }> {
  state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

function LoadFailed({
  onRetry,
  onDismiss,
  inline,
}: {
  onRetry: () => void;
  onDismiss?: () => void;
  inline: boolean;
}) {
  const t = useTranslations('common');
  return (
    <div
      role="alert"
      className={`${inline ? 'mx-auto' : 'fixed inset-x-4 bottom-4 z-50 mx-auto shadow-lg'} flex max-w-md flex-wrap items-center justify-center gap-3 rounded-2xl border bg-background p-4 text-sm`}
      data-testid="lazy-messages-failed"
    >
      <p className="w-full text-center">{t('somethingWentWrong')}</p>
      <button type="button" className={buttonVariants({ size: 'sm' })} onClick={onRetry}>
        {t('retry')}
      </button>
      {onDismiss && (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          onClick={onDismiss}
        >
          {t('close')}
        </button>
      )}
    </div>
  );
}
