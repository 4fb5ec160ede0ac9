import { CameraIcon, LayersIcon, PaletteIcon, PenLineIcon, SendIcon, WandSparklesIcon } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HeroActions } from '@/components/landing/hero-actions';
import { PricingSection } from '@/components/landing/pricing-section';
import { SITE } from '@/lib/config/site';
import { HERO_STICKERS } from '@/lib/config/hero';

const STEPS = [
  ['upload', CameraIcon],
  ['character', WandSparklesIcon],
  ['style', PaletteIcon],
  ['describe', PenLineIcon],
  ['pack', LayersIcon],
  ['share', SendIcon],
] as const;

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const stats = [
    [SITE.stats.users, t('statUsers')],
    [SITE.stats.stickers, t('statStickers')],
    [SITE.stats.packs, t('statPacks')],
    [SITE.stats.styles, t('statStyles')],
  ];
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          className="bg-dots absolute inset-0 opacity-60 [mask-image:radial-gradient(ellipse_at_center,black,transparent_70%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div className="flex flex-col items-center gap-6 text-center lg:items-start lg:text-start">
            <span className="rounded-full bg-secondary px-3 py-1 text-xs font-bold uppercase tracking-wider text-secondary-foreground">
              {t('badge')}
            </span>
            <h1 className="text-4xl font-black leading-[1.05] tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {t.rich('title', {
                accent: (c) => (
                  <span className="bg-gradient-to-r from-violet-600 to-fuchsia-500 bg-clip-text text-transparent">
                    {c}
                  </span>
                ),
              })}
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground text-pretty">{t('subtitle')}</p>
            <HeroActions />
            <p className="text-sm font-semibold">
              <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">{t('startOffer')}</span>{' '}
              <span className="text-muted-foreground">{t('startPrice')}</span>
            </p>
            <dl className="grid w-full max-w-lg grid-cols-4 gap-2 pt-2">
              {stats.map(([n, label]) => (
                <div key={label} className="text-center lg:text-start">
                  <dt className="sr-only">{label}</dt>
                  <dd className="text-xl font-black tracking-tight sm:text-2xl">{n}</dd>
                  <dd className="text-xs text-muted-foreground">{label}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" aria-hidden="true">
            {/* Real stickers from our renderer (public/hero): 4 on mobile, 6 from 640 px. */}
            {HERO_STICKERS.map((h, i) => (
              <img
                key={h.style}
                src={`/hero/${i + 1}.webp`}
                alt=""
                width={320}
                height={320}
                className={`aspect-square w-full drop-shadow-md transition hover:-rotate-3 hover:scale-105 ${i >= 4 ? 'hidden sm:block' : ''} ${i % 2 ? 'translate-y-5' : ''}`}
                loading={i < 2 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ))}
          </div>
        </div>
      </section>
      <section id="how-it-works" className="scroll-mt-20 border-t bg-muted/30 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 className="mb-10 text-center text-3xl font-black tracking-tight">{t('howTitle')}</h2>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {STEPS.map(([key, Icon], i) => (
              <li key={key} className="flex items-center gap-4 rounded-3xl border bg-card p-5 shadow-sm">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-violet-500 to-fuchsia-500 text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="font-semibold">
                  <span className="me-1 text-muted-foreground">{i + 1}.</span>
                  {t(`steps.${key}`)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <PricingSection />
    </>
  );
}
