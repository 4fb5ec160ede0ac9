'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { queryKeys } from '@/lib/client/query-keys';
import { deleteSticker, type Sticker } from '@/lib/client/stickers';

type Props = { sticker: Sticker | null; onClose: () => void; onDeleted: (reference: string) => void };

/** SPEC §4: delete only after confirmation; SPEC §8: 'Error / Failed to delete sticker…' on failure. */
export function DeleteStickerDialog({ sticker, onClose, onDeleted }: Props) {
  const t = useTranslations('stickers.delete');
  const tc = useTranslations('common');
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
    <AlertDialog open={sticker !== null} onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <AlertDialogContent data-testid="delete-sticker-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('description', { name: sticker?.name ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>{tc('cancel')}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={mutation.isPending}
            onClick={() => sticker && mutation.mutate(sticker.reference)}
            data-testid="delete-sticker-confirm"
          >
            {mutation.isPending && <Spinner className="text-white" />}
            {mutation.isPending ? t('deleting') : t('confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
