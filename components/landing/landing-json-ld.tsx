import { getTranslations } from 'next-intl/server';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { FAQ_KEYS } from '@/lib/config/landing';
import type { Locale } from '@/lib/config/locales';
import { PLAN_SEEDS } from '@/lib/config/pricing';
import { SITE } from '@/lib/config/site';
import { localizedPath } from '@/lib/i18n/alternates';
import { handOffJsonLd } from '@/lib/seo/json-ld-handoff';
import { ogImagePath } from '@/lib/seo/metadata';
import { env } from '@/lib/env';

/** schema.org data for search engines (docs/decisions.md): Organization, Product with the four offers, FAQPage. */
export async function buildLandingJsonLd(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'landing' });
  const base = env().appUrl;
  const home = `${base}${localizedPath(locale, '/')}`;
  const organization = {
    '@type': 'Organization',
    '@id': `${base}/#organization`,
    name: SITE.name,
    url: base,
    logo: `${base}/icon.svg`,
    email: SITE.supportEmail,
    sameAs: SITE.socials.map((s) => s.href),
  };
  const product = {
    '@type': 'Product',
    name: t('seo.productName'),
    description: t('seo.productDescription'),
    brand: { '@id': organization['@id'] },
    image: `${base}${ogImagePath(locale)}`,
    offers: PLAN_SEEDS.map((p) => ({
      '@type': 'Offer',
      name: p.name,
      price: p.priceInUsd,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${home}#pricing`,
    })),
  };
  const faq = {
    '@type': 'FAQPage',
    mainEntity: FAQ_KEYS.map((k) => ({
      '@type': 'Question',
      name: t(`faq.items.${k}.q`),
      acceptedAnswer: { '@type': 'Answer', text: t(`faq.items.${k}.a`) },
    })),
  };
  return { '@context': 'https://schema.org', '@graph': [organization, product, faq] };
}

/** Written into the HTML once, not again in the RSC data (lib/seo/json-ld-handoff.ts). */
export async function LandingJsonLd({ locale }: { locale: Locale }) {
  const id = `landing-json-ld-${locale}`;
  handOffJsonLd(id, await buildLandingJsonLd(locale));
  return <JsonLdScript id={id} />;
}
