'use client';

import { ShuffleIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/i18n/navigation';
import type { Character } from '@/lib/client/characters';
import { ROUTES } from '@/lib/config/routes';

/** Remix mode (docs/product-rules.md): the example's original images take the place of the drop zone. */
export function RemixSource({ example, loading }: { example: Character | undefined; loading: boolean }) {
  const t = useTranslations('createCharacter.remix');
  const images = example ? (example.sourceImages.length > 0 ? example.sourceImages : example.images) : [];
  return (
    <div
      className="flex flex-col gap-3 rounded-3xl border border-violet-200 bg-gradient-to-br from-violet-50 to-fuchsia-50 p-4 sm:p-5"
      data-testid="remix-source"
    >
      {loading ? (
        <div className="flex flex-col gap-3" role="status" aria-label={t('loading')}>
          <Skeleton className="h-5 w-40 bg-white/70" />
          <div className="grid grid-cols-3 gap-3">
            <Skeleton className="aspect-square rounded-2xl bg-white/70" />
          </div>
        </div>
      ) : !example ? (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
          <TriangleAlertIcon className="size-4" aria-hidden="true" />
          {t('notFound')}
        </p>
      ) : (
        <>
          <div className="flex items-start gap-3">
            <Badge className="bg-gradient-to-r from-violet-600 to-fuchsia-500 text-white">
              <ShuffleIcon aria-hidden="true" />
              {t('badge')}
            </Badge>
            <div className="min-w-0">
              <p className="font-bold leading-tight">{t('title', { name: example.name })}</p>
              <p className="mt-0.5 text-sm text-muted-foreground">{t('body')}</p>
            </div>
          </div>
          <ul className="grid grid-cols-3 gap-3" aria-label={t('imagesLabel', { name: example.name })}>
            {images.slice(0, 3).map((src, i) => (
              <li key={src} className="aspect-square overflow-hidden rounded-2xl border bg-background">
                <img
                  src={src}
                  alt={t('imageAlt', { index: i + 1, name: example.name })}
                  className="size-full object-cover"
                  data-testid="remix-source-image"
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <Link
        href={ROUTES.createCharacter}
        className="self-start text-sm font-semibold text-violet-700 underline-offset-4 hover:underline"
      >
        {t('cancel')}
      </Link>
    </div>
  );
}
