import { LAZY_NAMESPACES, type LazyNamespace, pickNamespaces } from '@/lib/i18n/client-messages';
import { localeMessages } from '@/lib/i18n/locale-messages';
import { isLocale, LOCALES } from '@/lib/config/locales';
import { notFound } from '@/lib/errors';
import { lazyMessagesFile, TEXTS_VERSION } from '@/lib/i18n/lazy-messages';
import { fail } from '@/lib/http/envelope';

export * from '@/lib/http/method-not-allowed';

// /i18n/<locale>/<namespace>.<version>.json: the texts that load with their code instead of being
// inlined into every page (lib/i18n/client-messages.ts LAZY_NAMESPACES), in the same compiled form the
// pages inline and with the same English fallback. Any other namespace, locale or name is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

const FILE = /^([a-zA-Z]+)(?:\.([0-9a-f]{10}))?\.json$/;

export function generateStaticParams() {
  const files = LAZY_NAMESPACES.flatMap((ns) => [...new Set([`${ns}.json`, lazyMessagesFile(ns)])]);
  return LOCALES.flatMap((locale) => files.map((file) => ({ locale, file })));
}

const isLazy = (ns: string): ns is LazyNamespace => (LAZY_NAMESPACES as readonly string[]).includes(ns);

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  const [, ns = '', version] = FILE.exec(file) ?? [];
  if (!isLocale(locale) || !isLazy(ns)) return fail(notFound());
  const messages = pickNamespaces(await localeMessages(locale), [ns]);
  // This build's versioned address always holds these texts: the browser keeps it. The plain address,
  // or another build's version (a page left open across a deploy), is asked again on each load.
  const cacheControl =
    TEXTS_VERSION && version === TEXTS_VERSION
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate';
  return Response.json(messages, { headers: { 'Cache-Control': cacheControl } });
}
