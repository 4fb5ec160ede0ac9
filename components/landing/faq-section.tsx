import { getTranslations } from 'next-intl/server';
import { CssIcon } from '@/components/ui/css-icon';
import { FAQ_KEYS, LANDING_ANCHORS } from '@/lib/config/landing';
import { supportMailto } from '@/lib/config/site';
import { SectionHeading } from './section-heading';
import s from './sections.module.css';

/**
 * FAQ (docs/product-rules.md): one item open at a time, all may be collapsed, plus a contact mail link. Native
 * <details name> is an exclusive accordion in the browser itself: no JavaScript ships for it.
 */
export async function FaqSection() {
  const t = await getTranslations('landing.faq');
  return (
    <section
      id={LANDING_ANCHORS.faq}
      aria-labelledby="faq-title"
      className={`${s.section} ${s.muted}`}
      data-testid="section-faq"
    >
      <div className={s.narrow}>
        <SectionHeading id="faq-title" eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
        <div className={s.faqList}>
          {FAQ_KEYS.map((key) => (
            <details key={key} name="faq" className={s.faqItem} data-testid="faq-item">
              <summary className={s.question}>
                {t(`items.${key}.q`)}
                <CssIcon name="chevronDown" className={s.chevron} />
              </summary>
              <p className={s.answer}>{t(`items.${key}.a`)}</p>
            </details>
          ))}
        </div>
        <p className={s.contact}>
          <CssIcon name="mail" className={s.contactIcon} />
          {t.rich('contact', {
            link: (chunks) => (
              <a className={s.contactLink} href={supportMailto()} data-testid="faq-contact">
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
    </section>
  );
}
