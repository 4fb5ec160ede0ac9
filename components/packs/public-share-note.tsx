'use client';

import { EyeIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';

/**
 * A public pack shows all of its stickers to everyone (its page, share image and downloads), the
 * private ones too: said where a pack is made public (create-sticker-pack, pack edit).
 */
export function PublicShareNote() {
  const t = useTranslations('packs.hints');
  return (
    <p
      className="flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
      role="note"
      data-testid="pack-public-note"
    >
      <EyeIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('publicShare')}
    </p>
  );
}
