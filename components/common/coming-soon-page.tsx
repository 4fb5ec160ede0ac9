import { SparklesIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { ROUTES } from '@/lib/config/routes';

export type SoonPage = 'explore' | 'createSticker' | 'createStickerPack';

/** An honest placeholder for a page whose feature is not built yet, with the next useful step. */
export async function ComingSoonPage({ page }: { page: SoonPage }) {
  const t = await getTranslations('soon');
  return (
    <section
      className="relative flex flex-1 items-center overflow-hidden px-4 py-16 sm:px-6"
      data-testid={`soon-${page}`}
    >
      <div
        className="bg-dots pointer-events-none absolute inset-0 opacity-60 [mask-image:radial-gradient(ellipse_at_center,black,transparent_70%)]"
        aria-hidden="true"
      />
      <div className="relative mx-auto flex max-w-xl flex-col items-center gap-5 text-center">
        <div className="grid size-20 rotate-[-6deg] place-items-center rounded-3xl bg-gradient-to-br from-violet-600 to-fuchsia-500 text-white shadow-lg shadow-fuchsia-500/25">
          <SparklesIcon className="size-9" aria-hidden="true" />
        </div>
        <Badge variant="secondary">{t('badge')}</Badge>
        <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">{t(`${page}.title`)}</h1>
        <p className="text-lg text-muted-foreground text-pretty">{t(`${page}.body`)}</p>
        <div className="mt-2 flex flex-col items-center gap-3 sm:flex-row">
          <Button asChild variant="gradient" size="lg">
            <Link href={ROUTES.createCharacter}>{t('createCharacter')}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link href={ROUTES.studio}>{t('backToStudio')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
