'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { fetchStickerLabel } from '@/lib/client/label-edit';
import type { Sticker } from '@/lib/client/stickers';
import { LabelEditForm } from './label-edit-form';

type Props = {
  /** The sticker whose label is edited (null: closed). */
  sticker: Pick<Sticker, 'reference' | 'name'> | null;
  onClose: () => void;
  /** After a save: the sticker with its new image. */
  onSaved?: (sticker: Sticker) => void;
  /** A sticker drawn before labels could be edited offers this instead (absent: only the note). */
  onRegenerate?: () => void;
};

/** "Edit label" (docs/product-rules.md, label edits): text, language, colour, outline and place, free. */
export function EditLabelDialog({ sticker, onClose, onSaved, onRegenerate }: Props) {
  const t = useTranslations('stickers.labelEdit');
  const tc = useTranslations('common');
  const reference = sticker?.reference ?? '';
  const label = useQuery({
    queryKey: ['sticker-label', reference],
    queryFn: () => fetchStickerLabel(reference),
    enabled: sticker !== null,
    staleTime: 0,
    gcTime: 0,
  });

  return (
    <Dialog open={sticker !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl" closeLabel={tc('close')} data-testid="edit-label-dialog">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description', { name: sticker?.name ?? '' })}</DialogDescription>
        </DialogHeader>
        {label.isPending ? (
          <div className="grid min-h-48 place-items-center">
            <Spinner />
          </div>
        ) : label.isError ? (
          <p className="text-sm text-red-600" role="alert">
            {t('loadFailed')}
          </p>
        ) : label.data && sticker ? (
          <LabelEditForm
            key={reference}
            sticker={sticker}
            initial={label.data}
            onSaved={(s) => {
              onSaved?.(s);
              onClose();
            }}
          />
        ) : (
          <div className="flex flex-col gap-4" data-testid="edit-label-legacy">
            <p className="text-sm text-muted-foreground">{t('noLayer')}</p>
            {onRegenerate && (
              <Button
                variant="gradient"
                className="self-end"
                onClick={() => {
                  onClose();
                  onRegenerate();
                }}
                data-testid="edit-label-regenerate"
              >
                {t('regenerate')}
              </Button>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
