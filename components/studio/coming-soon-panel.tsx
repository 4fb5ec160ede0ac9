'use client';

import { UsersRoundIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { ROUTES } from '@/lib/config/routes';
import { StudioCreateButton } from './create-button';
import { TAB_ICON, type StudioTab } from './studio-tabs';

/** Honest placeholder for the Stickers and Sticker Packs tabs until their lists are built. */
export function ComingSoonPanel({ tab }: { tab: Exclude<StudioTab, 'characters'> }) {
  const t = useTranslations('studio.comingSoon');
  const key = tab === 'stickers' ? 'stickers' : 'stickerPacks';
  const Icon = TAB_ICON[tab];
  return (
    <section
      className="relative overflow-hidden rounded-3xl border bg-gradient-to-br from-violet-50 via-background to-fuchsia-50 px-6 py-12 text-center sm:px-12 sm:py-16"
      data-testid={`studio-coming-soon-${tab}`}
    >
      <div
        aria-hidden="true"
        className="bg-dots pointer-events-none absolute inset-0 opacity-60 [mask-image:radial-gradient(ellipse_at_center,black,transparent_70%)]"
      />
      <div className="relative mx-auto flex max-w-lg flex-col items-center gap-4">
        <div className="relative">
          <div className="grid size-20 rotate-[-6deg] place-items-center rounded-3xl bg-gradient-to-br from-violet-600 to-fuchsia-500 text-white shadow-lg shadow-fuchsia-500/25">
            <Icon className="size-9" aria-hidden="true" />
          </div>
          <div className="absolute -end-4 -bottom-3 grid size-10 rotate-[8deg] place-items-center rounded-2xl border bg-background text-violet-600 shadow-md">
            <UsersRoundIcon className="size-5" aria-hidden="true" />
          </div>
        </div>
        <Badge variant="secondary" className="mt-2">
          {t('badge')}
        </Badge>
        <h2 className="text-2xl font-black tracking-tight text-balance">{t(`${key}.title`)}</h2>
        <p className="text-muted-foreground text-pretty">{t(`${key}.body`)}</p>
        <div className="mt-2 flex flex-col items-center gap-3 sm:flex-row">
          <StudioCreateButton tab={tab} testId="coming-soon-create-button" />
          <Button asChild variant="outline" size="lg">
            <Link href={ROUTES.createCharacter}>{t('secondary')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
