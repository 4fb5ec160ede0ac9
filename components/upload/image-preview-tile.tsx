'use client';

import { CircleAlertIcon, CircleCheckIcon, LoaderCircleIcon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';
import type { PickedImage } from './use-image-files';

/** One picked photo: preview, remove button, and its preparing/upload state. */
export function ImagePreviewTile({
  image,
  onRemove,
  disabled,
}: {
  image: PickedImage;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const t = useTranslations('upload');
  const uploading = image.upload === 'uploading';
  return (
    <li
      className="relative aspect-square overflow-hidden rounded-2xl border bg-muted"
      data-testid="image-preview"
      data-state={image.status}
      data-upload={image.upload}
    >
      {image.previewUrl ? (
        <img
          src={image.previewUrl}
          alt={t('previewAlt', { filename: image.originalName })}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 p-2 text-center text-xs text-muted-foreground">
          <LoaderCircleIcon className="size-5 animate-spin text-violet-500" aria-hidden="true" />
          <span className="line-clamp-2 break-all">{t('state.preparing')}</span>
        </div>
      )}

      {image.upload !== 'idle' && (
        <span
          className={cn(
            'absolute inset-x-1.5 bottom-1.5 flex items-center justify-center gap-1 rounded-full px-2 py-1 text-[11px] font-semibold shadow-sm backdrop-blur',
            image.upload === 'uploading' && 'bg-background/90 text-foreground',
            image.upload === 'uploaded' && 'bg-emerald-50/95 text-emerald-800',
            image.upload === 'failed' && 'bg-red-50/95 text-red-700',
          )}
          data-testid="image-upload-state"
        >
          {image.upload === 'uploading' && (
            <LoaderCircleIcon className="size-3 animate-spin" aria-hidden="true" />
          )}
          {image.upload === 'uploaded' && <CircleCheckIcon className="size-3" aria-hidden="true" />}
          {image.upload === 'failed' && <CircleAlertIcon className="size-3" aria-hidden="true" />}
          <span className="truncate">{t(`state.${image.upload}`)}</span>
        </span>
      )}

      <button
        type="button"
        onClick={onRemove}
        disabled={disabled || uploading}
        aria-label={t('remove', { filename: image.originalName })}
        className="absolute end-1.5 top-1.5 grid size-7 place-items-center rounded-full bg-black/55 text-white backdrop-blur transition hover:bg-black/75 focus-visible:ring-2 focus-visible:ring-white disabled:opacity-40"
        data-testid="image-remove"
      >
        <XIcon className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}
