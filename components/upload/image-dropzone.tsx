'use client';

import { CircleAlertIcon, CloudUploadIcon, ImagePlusIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useDropzone } from 'react-dropzone';
import { ACCEPTED_IMAGE_INPUT } from '@/lib/client/uploads';
import { cn } from '@/lib/utils';
import { ImagePreviewTile } from './image-preview-tile';
import type { ImageFiles } from './use-image-files';

type Props = {
  files: ImageFiles;
  max: number;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
};

/** Drag-and-drop plus picker for up to `max` photos, with previews and per-file problems (docs/product-rules.md). */
export function ImageDropzone({ files, max, disabled, invalid, describedBy }: Props) {
  const t = useTranslations('upload');
  const full = files.images.length >= max;
  // Once photos are picked the zone shrinks to an 'add more' strip so the previews lead.
  const compact = files.images.length > 0;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED_IMAGE_INPUT,
    multiple: true,
    disabled: disabled || full,
    onDrop: (accepted, rejections) =>
      files.add(
        accepted,
        rejections.map((r) => r.file),
      ),
  });

  return (
    <div className="flex flex-col gap-3">
      {/* Beside the zone, not in it: a control inside a button is unreachable for assistive technology. */}
      {!full && (
        <input {...getInputProps({ 'aria-label': t('dropzone.label') })} data-testid="image-dropzone-input" />
      )}
      {!full && (
        <div
          {...getRootProps({
            role: 'button',
            // Named by its own text (title, hint): an aria-label would not match what is on show.
            'aria-describedby': describedBy,
            'aria-invalid': invalid || undefined,
          })}
          data-testid="image-dropzone"
          className={cn(
            'group flex cursor-pointer items-center rounded-3xl border-2 border-dashed border-violet-200 bg-violet-50/40 px-6 text-center outline-none transition hover:border-violet-400 hover:bg-violet-50 focus-visible:ring-[3px] focus-visible:ring-ring/50',
            compact ? 'gap-3.5 py-4 text-start' : 'flex-col gap-2 py-8 sm:py-10',
            isDragActive && 'border-violet-500 bg-violet-100/70',
            invalid && 'border-destructive/60 bg-red-50/40',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <div
            className={cn(
              'grid shrink-0 place-items-center rounded-2xl bg-background text-violet-600 shadow-sm ring-1 ring-violet-100 transition group-hover:scale-105',
              compact ? 'size-11' : 'size-14',
            )}
          >
            {compact ? (
              <ImagePlusIcon className="size-5" aria-hidden="true" />
            ) : (
              <CloudUploadIcon className="size-7" aria-hidden="true" />
            )}
          </div>
          {compact ? (
            <div className="min-w-0">
              <p className="text-sm font-bold">
                {isDragActive ? t('dropzone.active') : t('dropzone.addMore')}
              </p>
              <p className="text-xs text-muted-foreground">{t('dropzone.hint', { max })}</p>
            </div>
          ) : (
            <>
              <p className="mt-1 font-bold">{isDragActive ? t('dropzone.active') : t('dropzone.title')}</p>
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <span>{t('dropzone.or')}</span>
                <span className="rounded-full bg-background px-3.5 py-1.5 text-sm font-semibold text-violet-700 shadow-xs ring-1 ring-violet-200 group-hover:bg-violet-50">
                  {t('dropzone.browse')}
                </span>
              </p>
              <p className="text-xs text-muted-foreground">{t('dropzone.hint', { max })}</p>
            </>
          )}
        </div>
      )}

      {files.images.length > 0 && (
        <div className="flex flex-col gap-2">
          <ul className="grid grid-cols-3 gap-3" data-testid="image-previews">
            {files.images.map((image) => (
              <ImagePreviewTile
                key={image.id}
                image={image}
                onRemove={() => files.remove(image.id)}
                disabled={disabled}
              />
            ))}
          </ul>
          <p className="text-xs font-medium text-muted-foreground" aria-live="polite">
            {full ? t('dropzone.full', { max }) : t('count', { count: files.images.length, max })}
          </p>
        </div>
      )}

      {files.problems.length > 0 && (
        <ul className="flex flex-col gap-1.5" data-testid="image-problems">
          {files.problems.map((p) => (
            <li key={p.id} role="alert" className="flex items-start gap-2 text-sm text-destructive">
              <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {p.key === 'tooMany'
                ? t('errors.tooMany', { max })
                : t(`errors.${p.key}`, { filename: p.filename })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
