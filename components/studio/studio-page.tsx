'use client';

import { useTranslations } from 'next-intl';

// Replaced by the studio work (tabs: stickers, sticker-packs, characters).
export function StudioPage() {
  const t = useTranslations('studio');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6" data-testid="creator-studio">
      <h1 className="text-3xl font-black tracking-tight">{t('title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('placeholderBody')}</p>
    </div>
  );
}
