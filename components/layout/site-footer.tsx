import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ROUTES } from '@/lib/config/routes';
import { SITE, supportMailto } from '@/lib/config/site';
import { CardBrands, SocialIcon } from './brand-icons';
import { LogoMark } from './logo-mark';

export function SiteFooter() {
  const t = useTranslations('footer');
  const heading = 'mb-3 text-sm font-bold';
  const link = 'text-sm text-muted-foreground transition hover:text-foreground';
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <div className="flex items-center gap-2 text-lg font-extrabold">
            <LogoMark /> Stickerfy
          </div>
          <p className="max-w-xs text-sm text-muted-foreground">{t('tagline')}</p>
          <a className={`${link} font-medium`} href={supportMailto()}>
            {SITE.supportEmail}
          </a>
        </div>
        <nav aria-label={t('links')}>
          <h2 className={heading}>{t('links')}</h2>
          <ul className="space-y-2">
            <li>
              <Link className={link} href={ROUTES.createSticker}>
                {t('create')}
              </Link>
            </li>
            <li>
              <Link className={link} href={ROUTES.explore}>
                {t('explore')}
              </Link>
            </li>
            <li>
              <Link className={link} href={ROUTES.pricingAnchor}>
                {t('pricing')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('legal')}>
          <h2 className={heading}>{t('legal')}</h2>
          <ul className="space-y-2">
            <li>
              <Link className={link} href={ROUTES.privacy}>
                {t('privacy')}
              </Link>
            </li>
            <li>
              <Link className={link} href={ROUTES.terms}>
                {t('terms')}
              </Link>
            </li>
            <li>
              <Link className={link} href={ROUTES.coppa}>
                {t('coppa')}
              </Link>
            </li>
            <li>
              <a className={link} href={supportMailto()}>
                {t('contactSupport')}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{t('follow')}</h2>
          <ul className="flex gap-2">
            {SITE.socials.map((s) => {
              const Icon = SocialIcon[s.id];
              return (
                <li key={s.id}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`social.${s.id}`)}
                    className="flex size-10 items-center justify-center rounded-full border bg-background text-muted-foreground transition hover:text-foreground"
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
          <h2 className={`${heading} mt-6`}>{t('securePayments')}</h2>
          <CardBrands />
        </div>
      </div>
      <div className="border-t py-5 text-center text-xs text-muted-foreground">
        {t('rights', { year: new Date().getFullYear() })}
      </div>
    </footer>
  );
}
