import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { CssIcon } from '@/components/ui/css-icon';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/config/routes';
import s from './sections.module.css';

/**
 * The hero's actions (docs/product-rules.md). 'Start creating' is the studio for a signed-in visitor and sign-up for the
 * others: both links are in the static HTML, and the session flag shows one (session-flag.tsx).
 */
export async function HeroActions() {
  const t = await getTranslations('home');
  const primary = buttonVariants({ variant: 'gradient', size: 'lg' });
  const arrow = <CssIcon name="arrowRight" className="rtl:rotate-180" />;
  return (
    <div className={s.actions}>
      <Link href={ROUTES.studio} prefetch={false} className={`session-only ${primary}`}>
        {t('startCreating')} {arrow}
      </Link>
      <a href="#signup" className={`anon-only ${primary}`}>
        {t('startCreating')} {arrow}
      </a>
      {/* Not prefetched: three RSC requests on every landing view for a page few open (docs/decisions.md). */}
      <Link
        href={ROUTES.explore}
        prefetch={false}
        className={buttonVariants({ variant: 'outline', size: 'lg' })}
      >
        {t('browseStickers')}
      </Link>
      {/* html has scroll-behavior: smooth, so the anchor scrolls smoothly to the section */}
      <a href="#pricing" className={s.textLink}>
        {t('seePricing')}
      </a>
    </div>
  );
}
