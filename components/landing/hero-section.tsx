import { getLocale, getTranslations } from 'next-intl/server';
import { HERO_STATS, STARTER_PRICE_USD } from '@/lib/config/landing';
import { formatStat, formatUsdPrice } from '@/lib/i18n/numbers';
import { HeroActions } from './hero-actions';
import { HeroStickers } from './hero-stickers';
import s from './sections.module.css';

const STAT_LABEL = {
  users: 'statUsers',
  stickers: 'statStickers',
  packs: 'statPacks',
  styles: 'statStyles',
} as const;

/** Hero (docs/product-rules.md): the claims, the three actions, '50 Stickers to start with' at 4.99 USD. */
export async function HeroSection() {
  const t = await getTranslations('home');
  const tl = await getTranslations('landing');
  const locale = await getLocale();
  return (
    <section className={s.hero} aria-labelledby="hero-title">
      <div className={s.dots} aria-hidden="true" />
      <div className={s.heroGrid}>
        <div className={s.heroText}>
          <span className={s.badge}>{t('badge')}</span>
          <h1 id="hero-title" className={s.h1}>
            {t.rich('title', { accent: (c) => <span className={s.accent}>{c}</span> })}
          </h1>
          <p className={s.lead}>{t('subtitle')}</p>
          <HeroActions />
          <p className={s.offer}>
            <span className={s.offerTag}>{t('startOffer')}</span>{' '}
            <span className="text-muted-foreground" data-testid="hero-price">
              {tl('startPrice', { price: formatUsdPrice(STARTER_PRICE_USD, locale) })}
            </span>
          </p>
          <dl className={s.stats} data-testid="hero-stats">
            {HERO_STATS.map(({ key, value }) => (
              <div key={key} className={s.stat}>
                <dt className={s.statLabel}>{t(STAT_LABEL[key])}</dt>
                <dd className={s.statValue}>
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
