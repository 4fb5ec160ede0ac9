import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthModal } from '@/components/auth/auth-modal';
import { ClerkRoot } from '@/components/auth/clerk-root';
import { RouteChangeEffects } from '@/components/layout/route-change-effects';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { AppProviders } from '@/components/providers/app-providers';
import { routing } from '@/i18n/routing';
import { dirFor, LOCALES, type Locale } from '@/lib/config/locales';
import { SITE } from '@/lib/config/site';
import { alternatesFor } from '@/lib/i18n/alternates';
import { env } from '@/lib/env';

const inter = localFont({
  src: [
    { path: '../fonts/inter-latin.woff2', weight: '100 900', style: 'normal' },
    { path: '../fonts/inter-cyrillic.woff2', weight: '100 900', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'swap',
});

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
  const Identity = process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY ? ClerkRoot : Passthrough;
  return (
    <html lang={locale} dir={dir} className={inter.variable}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-background focus:px-4 focus:py-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider>
          <Identity>
            <AppProviders dir={dir}>
              <Suspense>
                <SiteHeader />
              </Suspense>
              <main id="main" className="flex flex-1 flex-col">
                {children}
              </main>
              <SiteFooter />
              <AuthModal />
              <RouteChangeEffects />
            </AppProviders>
          </Identity>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

function Passthrough({ children }: { children: React.ReactNode }) {
  return children;
}
