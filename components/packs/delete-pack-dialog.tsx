'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/studio/confirm-delete-dialog';
import { deletePack, type Pack } from '@/lib/client/packs';
import { queryKeys } from '@/lib/client/query-keys';

type Props = {
  pack: Pick<Pack, 'reference' | 'name'> | null;
  onClose: () => void;
  onDeleted: (reference: string) => void;
};

/** Product rule (docs/product-rules.md): delete after confirmation ('cannot be undone'); the documented text when it fails. */
export function DeletePackDialog({ pack, onClose, onDeleted }: Props) {
  const t = useTranslations('packs.delete');
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (reference: string) => deletePack(reference),
    onSuccess: (_, reference) => {
      qc.setQueryData<Pack[]>(queryKeys.packs, (list) => list?.filter((p) => p.reference !== reference));
      onDeleted(reference);
      toast.success(t('done'));
      onClose();
    },
    onError: () => toast.error(t('failedTitle'), { description: t('failed') }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.packs }),
  });

  return (
    <ConfirmDeleteDialog
      open={pack !== null}
      title={t('title')}
      description={t('description', { name: pack?.name ?? '' })}
      confirm={t('confirm')}
      deleting={t('deleting')}
      pending={mutation.isPending}
      onConfirm={() => pack && mutation.mutate(pack.reference)}
      onClose={onClose}
      testId="delete-pack-dialog"
      confirmTestId="delete-pack-confirm"
    />
  );
}
