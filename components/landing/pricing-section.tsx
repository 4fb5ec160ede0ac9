import { getTranslations } from 'next-intl/server';
import { PricingIsland } from './pricing-island';
import { SectionHeading } from './section-heading';
import s from './sections.module.css';

/** Landing pricing (docs/product-rules.md): the heading is static HTML, the cards an island (pricing-cards.tsx). */
export async function PricingSection() {
  const t = await getTranslations('pricing');
  return (
    <section id="pricing" aria-labelledby="pricing-title" className={s.pricing} data-testid="pricing-section">
      <div className={s.wide}>
        <SectionHeading
          id="pricing-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          subtitle={t('subtitle')}
        />
        <PricingIsland />
      </div>
    </section>
  );
}
