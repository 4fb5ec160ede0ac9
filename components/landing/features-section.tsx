import { getTranslations } from 'next-intl/server';
import type { CssIconName } from '@/components/ui/css-icon-names';
import { CssIcon } from '@/components/ui/css-icon';
import { LANDING_ANCHORS } from '@/lib/config/landing';
import { LABEL_LANGUAGES } from '@/lib/config/label-languages';
import { SectionHeading } from './section-heading';
import s from './sections.module.css';

const FEATURES: ['generator' | 'messenger' | 'languages', CssIconName][] = [
  ['generator', 'wandSparkles'],
  ['messenger', 'send'],
  ['languages', 'languages'],
];
const POINTS = ['one', 'two', 'three'] as const;
// A glimpse of the label languages, each in its own script (names, not translations).
const SAMPLE_LANGUAGES = ['en', 'ar', 'ja', 'hi', 'th', 'uk', 'ko', 'zh', 'he', 'el', 'es', 'vi'];

/** Features (docs/product-rules.md): sticker generator, messenger integration, multi-language support. */
export async function FeaturesSection() {
  const t = await getTranslations('landing.features');
  const samples = SAMPLE_LANGUAGES.map((c) => LABEL_LANGUAGES.find((l) => l.code === c)).filter(
    (l) => l !== undefined,
  );
  return (
    <section
      id={LANDING_ANCHORS.features}
      aria-labelledby="features-title"
      className={s.section}
      data-testid="section-features"
    >
      <div className={s.wide}>
        <SectionHeading
          id="features-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          subtitle={t('subtitle', { count: LABEL_LANGUAGES.length })}
        />
        <div className={s.features}>
          {FEATURES.map(([key, icon]) => (
            <article key={key} className={`${s.card} ${s.feature}`} data-testid={`feature-${key}`}>
              <span className={`${s.featureTile} ${s[key]}`}>
                <CssIcon name={icon} />
              </span>
              <h3 className={s.featureTitle}>{t(`${key}.title`)}</h3>
              <p className={s.featureBody}>{t(`${key}.body`, { count: LABEL_LANGUAGES.length })}</p>
              <ul className={s.points}>
                {POINTS.map((p) => (
                  <li key={p} className={s.point}>
                    <CssIcon name="check" className={s.check} />
                    <span>{t(`${key}.${p}`)}</span>
                  </li>
                ))}
              </ul>
              {key === 'languages' && (
                <ul className={s.chips} aria-label={t('languages.sample')}>
                  {samples.map((l) => (
                    <li key={l.code} lang={l.code} className={s.chip}>
                      {l.nativeName}
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
