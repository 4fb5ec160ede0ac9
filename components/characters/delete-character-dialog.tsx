'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/studio/confirm-delete-dialog';
import { type Character, deleteCharacter } from '@/lib/client/characters';
import { queryKeys } from '@/lib/client/query-keys';

type Props = { character: Character | null; onClose: () => void; onDeleted: (reference: string) => void };

/** Product rule (docs/product-rules.md): delete only after confirmation; failure → destructive toast. */
export function DeleteCharacterDialog({ character, onClose, onDeleted }: Props) {
  const t = useTranslations('characters.delete');
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (reference: string) => deleteCharacter(reference),
    onSuccess: (_, reference) => {
      qc.setQueryData<Character[]>(queryKeys.characters, (list) =>
        list?.filter((c) => c.reference !== reference),
      );
      qc.removeQueries({ queryKey: queryKeys.character(reference) });
      onDeleted(reference);
      toast.success(t('done'));
      onClose();
    },
    onError: () => {
      toast.error(t('failed'));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.characters, exact: true }),
  });

  return (
    <ConfirmDeleteDialog
      open={character !== null}
      title={t('title')}
      description={t('description', { name: character?.name ?? '' })}
      confirm={t('confirm')}
      deleting={t('deleting')}
      pending={mutation.isPending}
      onConfirm={() => character && mutation.mutate(character.reference)}
      onClose={onClose}
      testId="delete-character-dialog"
      confirmTestId="delete-character-confirm"
    />
  );
}
