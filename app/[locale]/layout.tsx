import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthModalHost } from '@/components/auth/auth-modal-host';
import { IdentityRoot } from '@/components/auth/identity-root';
import { RouteChangeEffects } from '@/components/layout/route-change-effects';
import { ScriptFontStyle } from '@/components/layout/script-font-style';
import { SiteFooter } from '@/components/layout/site-footer';
import { SessionFlag } from '@/components/layout/session-flag';
import { SiteHeader } from '@/components/layout/site-header';
import { pickNamespaces, SHELL_NAMESPACES } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { dirFor, LOCALES, type Locale } from '@/lib/config/locales';
import { SITE } from '@/lib/config/site';
import { alternatesFor } from '@/lib/i18n/alternates';
import { env } from '@/lib/env';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(env().appUrl),
    title: { default: t('title'), template: `%s · ${SITE.name}` },
    description: t('description'),
    alternates: alternatesFor(locale as Locale, '/'),
    openGraph: {
      title: t('title'),
      description: t('description'),
      siteName: SITE.name,
      locale,
      type: 'website',
    },
    icons: { icon: '/icon.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#7c3aed', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const dir = dirFor(locale);
  const t = await getTranslations('common');
  // The browser gets the shell's messages here; route groups add theirs (lib/i18n/client-messages.ts).
  const messages = pickNamespaces(await getMessages(), SHELL_NAMESPACES);
  return (
    // The session flag script sets data-session on <html> before the first paint (session-flag.tsx).
    <html lang={locale} dir={dir} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <ScriptFontStyle locale={locale} />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-background focus:px-4 focus:py-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={messages}>
          <IdentityRoot>
            {/* Not behind Suspense: it is in the HTML before the page, so nothing shifts when it
                streams in. Data providers live with the pages and islands that need them
                (components/providers/query-provider.tsx), not here: anonymous pages load none. */}
            <SiteHeader />
            <main id="main" className="flex flex-1 flex-col">
              {children}
            </main>
            <SiteFooter />
            <AuthModalHost />
            <RouteChangeEffects />
            {/* Last in the body: like any inline script after a stylesheet it waits for the CSS,
                and there it holds up no markup (the first paint waits for the CSS too). */}
            <SessionFlag />
          </IdentityRoot>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
