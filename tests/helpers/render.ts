import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '@/messages/en.json';

/**
 * A component's first render as HTML, in English, with a query client (optionally seeded): what a
 * page shows before any effect runs. For markup checks in the unit project (no browser).
 */
export function renderHtml(
  element: ReactElement,
  opts: { queryClient?: QueryClient; messages?: object } = {},
) {
  const queryClient = opts.queryClient ?? new QueryClient();
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(NextIntlClientProvider, {
        locale: 'en',
        messages: (opts.messages ?? en) as AbstractIntlMessages,
        timeZone: 'UTC',
        now: new Date(0),
        children: element,
      }),
    ),
  );
}
