import { getTranslations } from 'next-intl/server';
import { CssIcon } from '@/components/ui/css-icon';
import { LANDING_ANCHORS } from '@/lib/config/landing';
import { SITE } from '@/lib/config/site';
import { SectionHeading } from './section-heading';
import s from './sections.module.css';

/** Product rule (docs/product-rules.md): social links (the short-video one included) close the landing. */
export async function SocialsSection() {
  const t = await getTranslations('landing.socials');
  const names = await getTranslations('footer.social');
  return (
    <section
      id={LANDING_ANCHORS.socials}
      aria-labelledby="socials-title"
      className={s.section}
      data-testid="section-socials"
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading
          id="socials-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          subtitle={t('subtitle')}
        />
        <ul className={s.socials}>
          {SITE.socials.map((x) => (
            <li key={x.id}>
              <a
                href={x.href}
                target="_blank"
                rel="noopener noreferrer"
                className={`${s.card} ${s.social} ${s[x.id]}`}
              >
                <span className={s.socialIcon}>
                  <CssIcon name={x.id} />
                </span>
                <span className={s.socialName}>{names(x.id)}</span>
                <span className={s.socialNote}>{t(x.id)}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
