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
import { type Character, deleteCharacter } from '@/lib/client/characters';
import { queryKeys } from '@/lib/client/query-keys';

type Props = { character: Character | null; onClose: () => void; onDeleted: (reference: string) => void };

/** SPEC §4: delete only after confirmation; SPEC §8: failure → destructive toast. */
export function DeleteCharacterDialog({ character, onClose, onDeleted }: Props) {
  const t = useTranslations('characters.delete');
  const tc = useTranslations('common');
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
    <AlertDialog open={character !== null} onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <AlertDialogContent data-testid="delete-character-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('description', { name: character?.name ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>{tc('cancel')}</AlertDialogCancel>
          {/* Not AlertDialogAction: that would close the dialog before the request is answered. */}
          <Button
            variant="destructive"
            disabled={mutation.isPending}
            onClick={() => character && mutation.mutate(character.reference)}
            data-testid="delete-character-confirm"
          >
            {mutation.isPending && <Spinner className="text-white" />}
            {mutation.isPending ? t('deleting') : t('confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
