'use client';

import { useTranslations } from 'next-intl';
import { AnimatedSticker } from '@/components/stickers/animated-sticker';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { PublicStickerDto } from '@/lib/contracts/stickers';
import { ReportButton } from './report-button';

/** Explore's view-only action (docs/product-rules.md): one public sticker, large. Loaded on the first click. */
export function StickerViewer({
  sticker,
  onClose,
}: {
  sticker: PublicStickerDto | null;
  onClose: () => void;
}) {
  const t = useTranslations('explore');
  const tc = useTranslations('common');
  return (
    <Dialog open={sticker !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={tc('close')}
        className="max-w-lg text-center"
        data-testid="explore-sticker-viewer"
      >
        {sticker && (
          <>
            <div className="mx-auto aspect-square w-full max-w-sm rounded-3xl bg-gradient-to-br from-violet-50/80 via-background to-fuchsia-50/60 p-4">
              {sticker.animation ? (
                // Plays muted and looping while shown; the poster stays under reduced motion.
                <AnimatedSticker
                  video={sticker.animation.video}
                  poster={sticker.animation.poster}
                  alt={sticker.name}
                  className="drop-shadow-sm"
                  testId="explore-viewer-moving"
                />
              ) : (
                sticker.data.image && (
                  <img
                    src={sticker.data.image}
                    alt={sticker.name}
                    width={512}
                    height={512}
                    className="size-full object-contain drop-shadow-sm"
                  />
                )
              )}
            </div>
            <DialogTitle data-ugc>{sticker.name}</DialogTitle>
            <DialogDescription className="sr-only">{t('stickerDialog')}</DialogDescription>
            <ReportButton
              kind="sticker"
              reference={sticker.reference}
              name={sticker.name}
              className="mx-auto"
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
