import { LAZY_NAMESPACES, type LazyNamespace, pickNamespaces } from '@/i18n/client-messages';
import { localeMessages } from '@/i18n/locale-messages';
import { isLocale, LOCALES } from '@/lib/config/locales';
import { notFound } from '@/lib/errors';
import { fail } from '@/lib/http/envelope';

export * from '@/lib/http/method-not-allowed';

// /i18n/<locale>/<namespace>.json: the texts that load with their code instead of being inlined into
// every page (i18n/client-messages.ts LAZY_NAMESPACES), in the same compiled form the pages inline
// and with the same English fallback. Written at build time; any other address is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => LAZY_NAMESPACES.map((ns) => ({ locale, file: `${ns}.json` })));
}

const isLazy = (ns: string): ns is LazyNamespace => (LAZY_NAMESPACES as readonly string[]).includes(ns);

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  const ns = file.replace(/\.json$/, '');
  if (!isLocale(locale) || !file.endsWith('.json') || !isLazy(ns)) return fail(notFound());
  const messages = pickNamespaces(await localeMessages(locale), [ns]);
  // A deploy may change the texts under the same address: the browser asks again on each page load.
  return Response.json(messages, { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } });
}
