import { getTranslations } from 'next-intl/server';
import { ScopedMessages } from '@/components/providers/scoped-messages';
import { PricingIsland } from './pricing-island';
import { SectionHeading } from './section-heading';
import s from './sections.module.css';

/**
 * SPEC §2 landing pricing: the heading is static HTML, the cards an island (pricing-cards.tsx), the
 * landing's only client component with texts of its own: they ride with it, not with every public page.
 */
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
        <ScopedMessages scope="landing">
          <PricingIsland />
        </ScopedMessages>
      </div>
    </section>
  );
}
