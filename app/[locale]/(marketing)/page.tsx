import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EarlyHashWatch } from '@/components/landing/early-hash-watch';
import { FaqSection } from '@/components/landing/faq-section';
import { FeaturesSection } from '@/components/landing/features-section';
import { GallerySection } from '@/components/landing/gallery-section';
import { HashTargetPin } from '@/components/landing/hash-target-pin';
import { HeroSection } from '@/components/landing/hero-section';
import { HowItWorks } from '@/components/landing/how-it-works';
import { LandingJsonLd } from '@/components/landing/landing-json-ld';
import { PricingSection } from '@/components/landing/pricing-section';
import { SocialsSection } from '@/components/landing/socials-section';
import { StylesSection } from '@/components/landing/styles-section';
import { WrittenOnce } from '@/components/static-html/written-once';
import type { Locale } from '@/lib/config/locales';
import { publicPageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return publicPageMetadata({
    locale,
    path: '/',
    title: t('title'),
    description: t('description'),
    absoluteTitle: true,
  });
}

// The landing's sections in their documented order (docs/product-rules.md). Static per locale: nothing here reads cookies or headers; the
// client islands (hero stickers, gallery, styles, pricing, the signed-in actions) hydrate on top. The
// sections without an island are written into the HTML once, not again in the RSC data (WrittenOnce).
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <>
      <LandingJsonLd locale={locale} />
      <HeroSection />
      <GallerySection />
      <WrittenOnce>
        <HowItWorks />
      </WrittenOnce>
      <WrittenOnce>
        <FeaturesSection />
      </WrittenOnce>
      <StylesSection locale={locale} />
      <PricingSection />
      <WrittenOnce>
        <FaqSection />
      </WrittenOnce>
      <WrittenOnce>
        <SocialsSection />
      </WrittenOnce>
      {/* After the sections, not above the hero: early-hash-watch.tsx says why. */}
      <EarlyHashWatch />
      <HashTargetPin />
    </>
  );
}
