import { getLocale, getTranslations } from 'next-intl/server';

import { HERO_STATS, STARTER_PRICE_USD } from '@/lib/config/landing';
import { formatStat, formatUsdPrice } from '@/lib/i18n/numbers';
import { HeroActions } from './hero-actions';
import { HeroStickers } from './hero-stickers';

const STAT_LABEL = {
  users: 'statUsers',
  stickers: 'statStickers',
  packs: 'statPacks',
  styles: 'statStyles',
} as const;

/** SPEC §1 hero: the claims, the three actions, '50 Stickers to start with' at 4.99 USD. */
export async function HeroSection() {
  const t = await getTranslations('home');
  const tl = await getTranslations('landing');
  const locale = await getLocale();
  return (
    <section className="relative overflow-hidden" aria-labelledby="hero-title">
      <div
        className="bg-dots absolute inset-0 opacity-60 [mask-image:radial-gradient(ellipse_at_center,black,transparent_70%)]"
        aria-hidden="true"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div className="flex flex-col items-center gap-6 text-center lg:items-start lg:text-start">
          <span className="rounded-full bg-secondary px-3 py-1 text-xs font-bold uppercase tracking-wider text-secondary-foreground">
            {t('badge')}
          </span>
          <h1
            id="hero-title"
            className="text-4xl font-black leading-[1.05] tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
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
            <span className="text-muted-foreground" data-testid="hero-price">
              {tl('startPrice', { price: formatUsdPrice(STARTER_PRICE_USD, locale) })}
            </span>
          </p>
          <dl className="grid w-full max-w-lg grid-cols-4 gap-2 pt-2" data-testid="hero-stats">
            {HERO_STATS.map(({ key, value }) => (
              <div key={key} className="flex flex-col-reverse text-center lg:text-start">
                <dt className="text-xs text-muted-foreground">{t(STAT_LABEL[key])}</dt>
                <dd className="text-xl font-black tracking-tight sm:text-2xl">
                  {/* An isolated left-to-right run: '1,000+' stays '1,000+' inside Arabic text. */}
                  <bdi dir="ltr" data-testid={`stat-${key}`}>
                    {formatStat(value, locale)}
                  </bdi>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroStickers />
      </div>
    </section>
  );
}
