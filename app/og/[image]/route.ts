import { createTranslator } from 'next-intl';
import { isLocale, LOCALES } from '@/lib/config/locales';
import { SITE } from '@/lib/config/site';
import { renderOgImage } from '@/lib/seo/og-image';

export * from '@/lib/http/method-not-allowed';

// One Open Graph / Twitter card per locale (/og/<locale>.png), rendered once at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ image: `${locale}.png` }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ image: string }> }) {
  const locale = (await params).image.replace(/\.png$/, '');
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  // The locale's own file (precompiled in the build), read like any server module.
  const messages = (await import(`@/messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'home' });
  const png = await renderOgImage({
    language: locale,
    title: t.markup('title', { accent: (chunks) => `<accent>${chunks}</accent>` }),
    brand: SITE.name,
  });
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400, immutable' },
  });
}
