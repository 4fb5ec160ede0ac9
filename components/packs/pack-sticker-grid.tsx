'use client';

import { PlusIcon, TypeIcon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { PackStickerDto } from '@/lib/contracts/packs';
import { overlayButton } from '@/components/studio/card-buttons';
import { STUDIO_GRID } from '@/components/studio/studio-grid';
import { cn } from '@/lib/utils';
import { AnimatedSticker } from '@/components/stickers/animated-sticker';
import { STICKER_SLOTS, stickerSources } from '@/components/stickers/sticker-sources';

export type LabelEditAction = {
  open: (sticker: PackStickerDto) => void;
  buttonLabel: (name: string) => string;
  title: string;
};

type Props = {
  stickers: PackStickerDto[];
  /** Edit mode: a remove button per sticker (disabled at one) and the add tile. */
  edit?: { onRemove: (reference: string) => void; onAdd: () => void };
  /**
   * The owner's "Edit label" per sticker (docs/product-rules.md, label edits), outside edit mode;
   * its texts come from the owner's page (the public page has no 'stickers' messages).
   */
  labelEdit?: LabelEditAction;
};

/** The pack's stickers in order (pack view, docs/product-rules.md), editable on the creator-studio path. */
export function PackStickerGrid({ stickers, edit, labelEdit }: Props) {
  const t = useTranslations('packs.view');
  const last = stickers.length <= 1;
  return (
    <ul className={STUDIO_GRID} data-testid="pack-sticker-grid">
      {stickers.map((s) => (
        <li
          key={s.reference}
          className={cn(
            'group relative flex flex-col overflow-hidden rounded-3xl border bg-card shadow-sm transition',
            edit ? 'ring-2 ring-violet-200 ring-offset-2' : 'hover:-translate-y-0.5 hover:shadow-md',
          )}
          data-testid="pack-sticker"
          data-reference={s.reference}
        >
          <div className="aspect-square bg-gradient-to-br from-violet-50 to-fuchsia-50">
            {s.data.image && s.animation ? (
              <AnimatedSticker
                video={s.animation.video}
                poster={s.animation.poster}
                alt={s.name}
                className="p-2"
              />
            ) : s.data.image ? (
              <img
                {...stickerSources(s.data, STICKER_SLOTS.grid)}
                alt={s.name}
                loading="lazy"
                width={512}
                height={512}
                className="size-full object-contain p-2 transition duration-300 group-hover:scale-[1.04]"
              />
            ) : null}
          </div>
          <p className="truncate px-3 py-2.5 text-sm font-semibold" title={s.name}>
            {s.emoji[0] && (
              <span className="me-1" aria-hidden="true">
                {s.emoji[0]}
              </span>
            )}
            {s.name}
          </p>
          {!edit && labelEdit && s.data.image && (
            <button
              type="button"
              onClick={() => labelEdit.open(s)}
              aria-label={labelEdit.buttonLabel(s.name)}
              title={labelEdit.title}
              className={cn(overlayButton, 'absolute end-2.5 top-2.5')}
              data-testid="pack-sticker-edit-label"
            >
              <TypeIcon className="size-4" aria-hidden="true" />
            </button>
          )}
          {edit && (
            <button
              type="button"
              onClick={() => edit.onRemove(s.reference)}
              disabled={last}
              aria-label={t('remove', { name: s.name })}
              title={last ? t('removeLast') : t('remove', { name: s.name })}
              className="absolute end-2.5 top-2.5 grid size-8 place-items-center rounded-full bg-red-500 text-white shadow-md transition hover:scale-105 hover:bg-red-600 focus-visible:ring-[3px] focus-visible:ring-red-300 disabled:cursor-not-allowed disabled:bg-muted-foreground/40"
              data-testid="pack-sticker-remove"
            >
              <XIcon className="size-4" strokeWidth={3} aria-hidden="true" />
            </button>
          )}
        </li>
      ))}
      {edit && (
        <li>
          <button
            type="button"
            onClick={edit.onAdd}
            className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-3xl border-2 border-dashed border-violet-300 bg-violet-50/50 text-violet-700 transition hover:border-violet-500 hover:bg-violet-50 focus-visible:ring-[3px] focus-visible:ring-ring/60 outline-none"
            data-testid="pack-add-tile"
          >
            <span className="grid size-12 place-items-center rounded-full bg-gradient-to-br from-violet-600 to-fuchsia-500 text-white shadow-md">
              <PlusIcon className="size-6" aria-hidden="true" />
            </span>
            <span className="text-sm font-bold">{t('add')}</span>
          </button>
        </li>
      )}
    </ul>
  );
}
