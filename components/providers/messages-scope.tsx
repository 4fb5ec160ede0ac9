'use client';

import {
  type AbstractIntlMessages,
  NextIntlClientProvider,
  useLocale,
  useMessages,
  useTimeZone,
} from 'next-intl';
import { useMemo } from 'react';

// next-intl's providers do not merge: a nested one replaces its parent's messages. This one keeps
// the parent's (the shell) and adds its own, so each namespace is serialised into the page once.
export function MessagesScope({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: React.ReactNode;
}) {
  const parent = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
