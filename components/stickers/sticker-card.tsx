'use client';

import {
  CheckIcon,
  CircleAlertIcon,
  CopyIcon,
  DownloadIcon,
  FilmIcon,
  RefreshCwIcon,
  TypeIcon,
  SparklesIcon,
  type LucideIcon,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Progress } from '@/components/ui/progress';
import { stickerProgress } from '@/lib/client/sticker-runs';
import { canDeleteSticker, type Sticker, stickerStatusKind } from '@/lib/client/stickers';
import { DeleteButton, FavouriteButton, overlayButton } from '@/components/studio/card-buttons';
import { ModerationNote } from '@/components/studio/moderation-note';
import { isAnimating, playableAnimation } from '@/lib/client/animation';
import { cn } from '@/lib/utils';
import { AnimatedSticker } from './animated-sticker';
import { CopyFetchError, copyStickerImage, downloadStickerImage } from './sticker-image-actions';
import { STICKER_SLOTS, stickerSources } from './sticker-sources';

type Props = {
  sticker: Sticker;
  now: number;
  favourite: boolean;
  onToggleFavourite: () => void;
  onDelete: () => void;
  onRegenerate: () => void;
  /** "Edit label" (docs/product-rules.md, label edits); absent: not offered. */
  onEditLabel?: () => void;
  /** "Animate" (docs/animated-stickers.md); absent: not offered. */
  onAnimate?: () => void;
};

const FEEDBACK_MS = 2000; // docs/product-rules.md: copy / download checkmark

/** A sticker in the studio grid (docs/product-rules.md): image, star, copy, download, regenerate, delete. */
export function StickerCard(props: Props) {
  const { sticker, now, favourite, onToggleFavourite, onDelete, onRegenerate, onEditLabel, onAnimate } =
    props;
  const t = useTranslations('stickers');
  const kind = stickerStatusKind(sticker.status);
  const image = kind === 'created' ? sticker.data.image : null;
  const moving = image ? playableAnimation(sticker.animation) : null;
  const alt = sticker.data.labelText ? `${sticker.name} — ${sticker.data.labelText}` : sticker.name;
  const progress = kind === 'inProgress' ? Math.floor(stickerProgress(sticker, now)) : 0;
  const [done, setDone] = useState<'copy' | 'download' | null>(null);
  const flash = (what: 'copy' | 'download') => {
    setDone(what);
    setTimeout(() => setDone((d) => (d === what ? null : d)), FEEDBACK_MS);
  };

  const copy = async () => {
    if (!image) return;
    try {
      const how = await copyStickerImage(image);
      if (how === 'url') toast.info(t('copy.urlCopied'));
      flash('copy');
    } catch (err) {
      toast.error(err instanceof CopyFetchError ? t('copy.fetchFailed') : t('copy.failed'));
    }
  };
  const download = async () => {
    if (image && (await downloadStickerImage(image, sticker.name))) flash('download');
  };

  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-3xl border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      data-testid="sticker-card"
      data-reference={sticker.reference}
      data-status={sticker.status}
    >
      <div className="relative aspect-square overflow-hidden bg-gradient-to-br from-violet-50 to-fuchsia-50">
        {moving ? (
          <AnimatedSticker
            video={moving.video}
            poster={moving.poster}
            alt={alt}
            className="p-2"
            testId="sticker-card-video"
          />
        ) : image ? (
          <img
            {...stickerSources(sticker.data, STICKER_SLOTS.grid)}
            alt={alt}
            loading="lazy"
            width={512}
            height={512}
            className="size-full object-contain p-2 transition duration-300 group-hover:scale-[1.04]"
            data-testid="sticker-card-image"
          />
        ) : kind === 'inProgress' ? (
          <div className="grid size-full place-items-center">
            <div className="flex flex-col items-center gap-2 text-violet-600">
              <SparklesIcon className="size-8 animate-pulse" aria-hidden="true" />
              <span className="text-lg font-black tabular-nums">{progress}%</span>
            </div>
          </div>
        ) : (
          <div className="grid size-full place-items-center bg-muted/60">
            <CircleAlertIcon className="size-9 text-red-400" aria-hidden="true" />
          </div>
        )}
        {kind === 'created' && (
          <FavouriteButton
            favourite={favourite}
            label={t(favourite ? 'favourite.remove' : 'favourite.add', { name: sticker.name })}
            onClick={onToggleFavourite}
            testId="sticker-favourite"
          />
        )}
        {kind === 'created' && isAnimating(sticker.animation) && (
          <span
            className="absolute bottom-2.5 start-2.5 flex items-center gap-1 rounded-full bg-background/90 px-2 py-0.5 text-xs font-semibold text-violet-700 shadow-sm"
            data-testid="sticker-animating"
          >
            <SparklesIcon className="size-3 animate-pulse" aria-hidden="true" />
            {t('animate.making')}
          </span>
        )}
        {canDeleteSticker(sticker.status) && (
          <DeleteButton
            label={t('delete.button', { name: sticker.name })}
            onClick={onDelete}
            testId="sticker-delete"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3
          className="truncate text-sm font-bold leading-tight"
          title={sticker.name}
          data-testid="sticker-name"
        >
          {sticker.name}
        </h3>
        <ModerationNote state={sticker.moderation} />
        {kind === 'inProgress' && (
          <Progress value={progress} aria-label={t('progress', { name: sticker.name })} className="h-1.5" />
        )}
        {kind === 'failed' && <p className="text-xs text-muted-foreground">{t('failedHint')}</p>}
        {kind !== 'inProgress' && (
          <div className="mt-auto flex items-center gap-1.5">
            {kind === 'created' && (
              <>
                <FeedbackButton
                  onClick={copy}
                  label={t('copy.button', { name: sticker.name })}
                  done={done === 'copy'}
                  icon={CopyIcon}
                  testId="sticker-copy"
                />
                <FeedbackButton
                  onClick={download}
                  label={t('download', { name: sticker.name })}
                  done={done === 'download'}
                  icon={DownloadIcon}
                  testId="sticker-download"
                />
              </>
            )}
            {kind === 'created' && onEditLabel && (
              <button
                type="button"
                onClick={onEditLabel}
                aria-label={t('labelEdit.button', { name: sticker.name })}
                title={t('labelEdit.title')}
                className={cn(overlayButton, 'ms-auto')}
                data-testid="sticker-edit-label"
              >
                <TypeIcon className="size-4" aria-hidden="true" />
              </button>
            )}
            {kind === 'created' && onAnimate && (
              <button
                type="button"
                onClick={onAnimate}
                disabled={isAnimating(sticker.animation)}
                aria-label={t('animate.button', { name: sticker.name })}
                title={t('animate.title')}
                className={cn(overlayButton, !onEditLabel && 'ms-auto')}
                data-testid="sticker-animate"
              >
                <FilmIcon className="size-4" aria-hidden="true" />
              </button>
            )}
            <button
              type="button"
              onClick={onRegenerate}
              aria-label={t('regenerate.button', { name: sticker.name })}
              className={cn(overlayButton, !(kind === 'created' && (onEditLabel || onAnimate)) && 'ms-auto')}
              data-testid="sticker-regenerate"
            >
              <RefreshCwIcon className="size-4" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </article>
  );
}

/** A card action that shows a checkmark for a moment after it worked (copy, download). */
function FeedbackButton({
  onClick,
  label,
  done,
  icon: Icon,
  testId,
}: {
  onClick: () => void;
  label: string;
  done: boolean;
  icon: LucideIcon;
  testId: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={overlayButton} data-testid={testId}>
      {done ? (
        <CheckIcon className="size-4 text-emerald-600" aria-hidden="true" />
      ) : (
        <Icon className="size-4" aria-hidden="true" />
      )}
    </button>
  );
}
