import { CHECKOUT_RETURN_HASH, type CheckoutReturn } from '@/lib/contracts/payments';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/config/locales';
import { ROUTES } from '@/lib/config/routes';

/** '/billing#thankyou' for English, '/de/billing#thankyou' otherwise (localePrefix 'as-needed'). */
export function billingReturnPath(locale: string | null | undefined, state: CheckoutReturn): string {
  const prefix = isLocale(locale) && locale !== DEFAULT_LOCALE ? `/${locale}` : '';
  return `${prefix}${ROUTES.billing}#${CHECKOUT_RETURN_HASH[state]}`;
}

// Stripe Checkout's own languages; the others (ar, uk) let Stripe choose from the browser.
const STRIPE_LOCALES: Partial<Record<Locale, string>> = {
  en: 'en',
  zh: 'zh',
  es: 'es',
  hi: 'hi-IN',
  pt: 'pt',
  'pt-BR': 'pt-BR',
  ru: 'ru',
  pl: 'pl',
  ja: 'ja',
  de: 'de',
  fr: 'fr',
  tr: 'tr',
  ko: 'ko',
  it: 'it',
  id: 'id',
  nl: 'nl',
  th: 'th',
  vi: 'vi',
};

export function stripeLocale(locale: string | null | undefined): string {
  return (isLocale(locale) && STRIPE_LOCALES[locale]) || 'auto';
}
