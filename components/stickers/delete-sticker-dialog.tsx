'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/studio/confirm-delete-dialog';
import { queryKeys } from '@/lib/client/query-keys';
import { deleteSticker, type Sticker } from '@/lib/client/stickers';

type Props = { sticker: Sticker | null; onClose: () => void; onDeleted: (reference: string) => void };

/** Product rule (docs/product-rules.md): delete only after confirmation; 'Error / Failed to delete sticker…' on failure. */
export function DeleteStickerDialog({ sticker, onClose, onDeleted }: Props) {
  const t = useTranslations('stickers.delete');
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (reference: string) => deleteSticker(reference),
    onSuccess: (_, reference) => {
      qc.setQueryData<Sticker[]>(queryKeys.stickers, (list) =>
        list?.filter((s) => s.reference !== reference),
      );
      onDeleted(reference);
      toast.success(t('done'));
      onClose();
    },
    onError: () => toast.error(t('failedTitle'), { description: t('failed') }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.stickers }),
  });

  return (
    <ConfirmDeleteDialog
      open={sticker !== null}
      title={t('title')}
      description={t('description', { name: sticker?.name ?? '' })}
      confirm={t('confirm')}
      deleting={t('deleting')}
      pending={mutation.isPending}
      onConfirm={() => sticker && mutation.mutate(sticker.reference)}
      onClose={onClose}
      testId="delete-sticker-dialog"
      confirmTestId="delete-sticker-confirm"
    />
  );
}
