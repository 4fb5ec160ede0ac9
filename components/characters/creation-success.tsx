'use client';

import { ArrowLeftIcon, CircleCheckIcon, WandSparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { type Character, characterImage } from '@/lib/client/characters';
import { ROUTES } from '@/lib/config/routes';

/** Product rule (docs/product-rules.md): on success, the main image and a button to /create-sticker?characterReference=…. */
export function CreationSuccess({ character }: { character: Character }) {
  const t = useTranslations('createCharacter.success');
  const image = characterImage(character);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    void import('canvas-confetti').then(({ default: confetti }) =>
      confetti({ particleCount: 90, spread: 75, origin: { y: 0.35 }, disableForReducedMotion: true }),
    );
  }, []);

  return (
    <section
      className="flex flex-col items-center gap-5 overflow-hidden rounded-3xl border bg-card px-6 py-10 text-center shadow-sm sm:px-12 sm:py-12"
      data-testid="character-creation-success"
    >
      <Badge variant="success" className="px-3 py-1 text-sm">
        <CircleCheckIcon aria-hidden="true" />
        {t('badge')}
      </Badge>
      <div className="relative grid size-60 place-items-center rounded-[2.5rem] bg-gradient-to-br from-violet-50 to-fuchsia-50 sm:size-72">
        <div aria-hidden="true" className="bg-dots absolute inset-0 rounded-[2.5rem] opacity-70" />
        {image && (
          <img
            src={image}
            alt={t('imageAlt', { name: character.name })}
            className="relative size-full object-contain p-4 drop-shadow-xl"
            data-testid="character-main-image"
          />
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <h2 className="text-2xl font-black tracking-tight text-balance sm:text-3xl">
          {t('title', { name: character.name })}
        </h2>
        <p className="text-muted-foreground">{t('body')}</p>
      </div>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild variant="gradient" size="lg">
          <Link
            href={{ pathname: ROUTES.createSticker, query: { characterReference: character.reference } }}
            data-testid="character-success-create-stickers"
          >
            <WandSparklesIcon aria-hidden="true" />
            {t('createStickers')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={ROUTES.studioTab('characters')}>
            <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
            {t('backToStudio')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
