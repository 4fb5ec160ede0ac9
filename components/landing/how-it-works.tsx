import { getTranslations } from 'next-intl/server';
import type { CssIconName } from '@/components/ui/css-icon-names';
import { CssIcon } from '@/components/ui/css-icon';
import { LANDING_ANCHORS } from '@/lib/config/landing';
import { SectionHeading } from './section-heading';
import s from './sections.module.css';

const STEPS: [string, CssIconName][] = [
  ['upload', 'camera'],
  ['character', 'wandSparkles'],
  ['style', 'palette'],
  ['describe', 'penLine'],
  ['pack', 'layers'],
  ['share', 'send'],
];

/** Product rule (docs/product-rules.md): how it works, 6 steps. */
export async function HowItWorks() {
  const t = await getTranslations('home');
  const tl = await getTranslations('landing.how');
  return (
    <section
      id={LANDING_ANCHORS.howItWorks}
      aria-labelledby="how-title"
      className={`${s.section} ${s.muted}`}
      data-testid="section-how-it-works"
    >
      <div className={s.wide}>
        <SectionHeading
          id="how-title"
          eyebrow={tl('eyebrow')}
          title={t('howTitle')}
          subtitle={tl('subtitle')}
        />
        <ol className={s.steps}>
          {STEPS.map(([key, icon], i) => (
            <li key={key} className={`${s.card} ${s.step}`}>
              <span className={s.tile}>
                <CssIcon name={icon} />
              </span>
              <span>
                <span className={s.stepTitle}>
                  <span className={s.stepNumber}>{i + 1}.</span>
                  {t(`steps.${key}`)}
                </span>
                <span className={s.stepBody}>{tl(`steps.${key}`)}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
