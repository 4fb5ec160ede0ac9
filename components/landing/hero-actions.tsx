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
      {/* Not prefetched: three RSC requests on every landing view for a page few open (issue 12). */}
      <Button asChild variant="outline" size="lg">
        <Link href={ROUTES.explore} prefetch={false}>
          {t('browseStickers')}
        </Link>
      </Button>
      {/* html has scroll-behavior: smooth, so the anchor scrolls smoothly to the section */}
      <a
        href="#pricing"
        className="px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('seePricing')}
      </a>
    </div>
  );
}
