'use client';

import { ArrowRightIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { useMe } from '@/lib/client/use-me';
import { ROUTES } from '@/lib/config/routes';

export function HeroActions() {
  const t = useTranslations('home');
  const me = useMe();
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 lg:justify-start">
      {me.data ? (
        <Button asChild variant="gradient" size="lg">
          <Link href={ROUTES.studio}>
            {t('startCreating')} <ArrowRightIcon className="rtl:rotate-180" />
          </Link>
        </Button>
      ) : (
        <Button asChild variant="gradient" size="lg">
          <a href="#signup">
            {t('startCreating')} <ArrowRightIcon className="rtl:rotate-180" />
          </a>
        </Button>
      )}
      <Button asChild variant="outline" size="lg">
        <Link href={ROUTES.explore}>{t('browseStickers')}</Link>
      </Button>
      <a
        href="#pricing"
        className="px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        onClick={(e) => {
          const el = document.getElementById('pricing');
          if (el) {
            e.preventDefault();
            el.scrollIntoView({ behavior: 'smooth' });
          }
        }}
      >
        {t('seePricing')}
      </a>
    </div>
  );
}
