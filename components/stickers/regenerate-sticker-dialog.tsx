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
import { ApiRequestError } from '@/lib/client/api-fetch';
import { useStickerCost } from '@/lib/client/costs';
import { queryKeys } from '@/lib/client/query-keys';
import { regenerateSticker, type Sticker } from '@/lib/client/stickers';
import { useBalance } from '@/lib/client/use-me';

type Props = { sticker: Sticker | null; onClose: () => void };

/** Draws one failed or unwanted sticker again: charged once, released if it fails. */
export function RegenerateStickerDialog({ sticker, onClose }: Props) {
  const t = useTranslations('stickers.regenerate');
  const tc = useTranslations('common');
  const qc = useQueryClient();
  const balance = useBalance();
  const cost = useStickerCost(sticker?.visibility ?? 'PRIVATE');
  const mutation = useMutation({
    mutationFn: (reference: string) => regenerateSticker(reference),
    onSuccess: ({ sticker: updated }) => {
      qc.setQueryData<Sticker[]>(queryKeys.stickers, (list) =>
        list?.map((s) => (s.reference === updated.reference ? updated : s)),
      );
      toast.success(t('started'));
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 402) toast.error(t('insufficient', { cost }));
      else toast.error(t('failed'));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.stickers }),
  });
  const short = typeof balance.availableCredits === 'number' && balance.availableCredits < cost;

  return (
    <AlertDialog open={sticker !== null} onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <AlertDialogContent data-testid="regenerate-sticker-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('description', { name: sticker?.name ?? '', cost })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>{tc('cancel')}</AlertDialogCancel>
          <Button
            variant="gradient"
            disabled={mutation.isPending}
            onClick={() => {
              if (short) {
                toast.error(t('insufficient', { cost }));
                return;
              }
              if (sticker) mutation.mutate(sticker.reference);
            }}
            data-testid="regenerate-sticker-confirm"
          >
            {mutation.isPending && <Spinner className="text-white" />}
            {t('confirm', { cost })}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
