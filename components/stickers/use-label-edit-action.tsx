'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Sticker } from '@/lib/client/stickers';
import type { PackStickerDto } from '@/lib/contracts/packs';

// The dialog (its form, preview and label languages) loads when the owner first opens it: a pack
// page is mostly looked at, and its first-load budget (lib/config/budgets.ts) has no room for it.
const EditLabelDialog = dynamic(() => import('./edit-label-dialog').then((m) => m.EditLabelDialog), {
  ssr: false,
});

/**
 * The owner's "Edit label" on a pack page: the action each sticker tile offers and its dialog. Its
 * texts are the studio's ('stickers'), so it lives here and the pack view stays free of them.
 */
export function useLabelEditAction(opts: { onSaved: (sticker: Sticker) => void; onRegenerate: () => void }) {
  const t = useTranslations('stickers.labelEdit');
  const [sticker, setSticker] = useState<PackStickerDto | null>(null);
  // Once loaded it stays mounted, so closing it still animates.
  const [opened, setOpened] = useState(false);
  const action = {
    open: (s: PackStickerDto) => {
      setOpened(true);
      setSticker(s);
    },
    buttonLabel: (name: string) => t('button', { name }),
    title: t('title'),
  };
  const dialog = opened && (
    <EditLabelDialog
      sticker={sticker}
      onClose={() => setSticker(null)}
      onSaved={opts.onSaved}
      onRegenerate={opts.onRegenerate}
    />
  );
  return { action, dialog };
}
