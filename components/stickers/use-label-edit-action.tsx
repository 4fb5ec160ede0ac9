'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PackStickerDto } from '@/lib/contracts/packs';
import type { Sticker } from '@/lib/client/stickers';
import { EditLabelDialog } from './edit-label-dialog';

/**
 * The owner's "Edit label" on a pack page: the action each sticker tile offers and its dialog. Its
 * texts are the studio's ('stickers'), so it lives here and the pack view stays free of them.
 */
export function useLabelEditAction(opts: { onSaved: (sticker: Sticker) => void; onRegenerate: () => void }) {
  const t = useTranslations('stickers.labelEdit');
  const [sticker, setSticker] = useState<PackStickerDto | null>(null);
  const action = {
    open: setSticker,
    buttonLabel: (name: string) => t('button', { name }),
    title: t('title'),
  };
  const dialog = (
    <EditLabelDialog
      sticker={sticker}
      onClose={() => setSticker(null)}
      onSaved={opts.onSaved}
      onRegenerate={opts.onRegenerate}
    />
  );
  return { action, dialog };
}
