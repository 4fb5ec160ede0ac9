import { useTranslations } from 'next-intl';
import { CssIcon } from '@/components/ui/css-icon';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/config/routes';
import { SITE, supportMailto } from '@/lib/config/site';
import s from './footer.module.css';
import { LogoMark } from './logo-mark';

/** Footer (docs/product-rules.md): links, legal, support mail, socials (the short-video one too), card brands. */
export function SiteFooter() {
  const t = useTranslations('footer');
  return (
    <footer className={s.footer}>
      <div className={s.grid}>
        <div className={s.about}>
          <div className={s.brand}>
            <LogoMark /> Stickerfy
          </div>
          <p className={s.tagline}>{t('tagline')}</p>
          <a className={s.mail} href={supportMailto()}>
            {SITE.supportEmail}
          </a>
        </div>
        <nav aria-label={t('links')}>
          <h2 className={s.heading}>{t('links')}</h2>
          <ul className={s.list}>
            <li>
              <Link className={s.link} href={ROUTES.createSticker} prefetch={false}>
                {t('create')}
              </Link>
            </li>
            <li>
              <Link className={s.link} href={ROUTES.explore} prefetch={false}>
                {t('explore')}
              </Link>
            </li>
            <li>
              <Link className={s.link} href={ROUTES.pricingAnchor} prefetch={false}>
                {t('pricing')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('legal')}>
          <h2 className={s.heading}>{t('legal')}</h2>
          <ul className={s.list}>
            <li>
              <Link className={s.link} href={ROUTES.privacy} prefetch={false}>
                {t('privacy')}
              </Link>
            </li>
            <li>
              <Link className={s.link} href={ROUTES.terms} prefetch={false}>
                {t('terms')}
              </Link>
            </li>
            <li>
              <Link className={s.link} href={ROUTES.coppa} prefetch={false}>
                {t('coppa')}
              </Link>
            </li>
            <li>
              <a className={s.link} href={supportMailto()}>
                {t('contactSupport')}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={s.heading}>{t('follow')}</h2>
          <ul className={s.socials}>
            {SITE.socials.map((x) => (
              <li key={x.id}>
                <a
                  href={x.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`social.${x.id}`)}
                  className={s.social}
                >
                  <CssIcon name={x.id} />
                </a>
              </li>
            ))}
          </ul>
          <h2 className={s.headingGap}>{t('securePayments')}</h2>
          <div
            className={s.cards}
            role="img"
            aria-label="Visa, Mastercard, American Express, Apple Pay, Google Pay"
          >
            <span className={`${s.card} ${s.visa}`}>VISA</span>
            <span className={`${s.card} ${s.master}`} />
            <span className={`${s.card} ${s.amex}`}>AMEX</span>
            <span className={s.card}>Pay</span>
            <span className={`${s.card} ${s.gpay}`}>G Pay</span>
          </div>
        </div>
      </div>
      <div className={s.rights}>{t('rights', { year: new Date().getFullYear() })}</div>
    </footer>
  );
}
