import { LayersIcon } from 'lucide-react';
import type { PackStickerDto } from '@/lib/contracts/packs';
import { PACK_LIMITS } from '@/lib/contracts/packs';
import { STICKER_SLOTS, stickerSources } from '@/components/stickers/sticker-sources';

/** Product rule (docs/product-rules.md): a preview of up to 4 stickers, as a 2 × 2 sheet (empty slots stay as soft tiles). */
export function PackPreview({ stickers, name }: { stickers: PackStickerDto[]; name: string }) {
  const shown = stickers.slice(0, PACK_LIMITS.previewMax);
  if (shown.length === 0) {
    return (
      <div className="grid size-full place-items-center text-violet-300">
        <LayersIcon className="size-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className="grid size-full grid-cols-2 grid-rows-2 gap-1 p-3 sm:p-4" data-testid="pack-preview">
      {Array.from({ length: PACK_LIMITS.previewMax }, (_, i) => {
        const s = shown[i];
        return s?.data.image ? (
          <img
            key={s.reference}
            {...stickerSources(s.data, STICKER_SLOTS.quarter)}
            alt={i === 0 ? name : ''}
            loading="lazy"
            width={256}
            height={256}
            className="size-full min-h-0 object-contain drop-shadow-sm transition duration-300 group-hover:scale-[1.04]"
          />
        ) : (
          <div
            key={s?.reference ?? `empty-${i}`}
            className="m-1.5 rounded-2xl border-2 border-dashed border-violet-200/70"
          />
        );
      })}
    </div>
  );
}
