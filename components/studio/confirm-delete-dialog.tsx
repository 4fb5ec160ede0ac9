'use client';

import { useTranslations } from 'next-intl';
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

type Props = {
  open: boolean;
  title: string;
  description: string;
  confirm: string;
  deleting: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
  confirmTestId: string;
};

/** Product rule (docs/product-rules.md): delete only after confirmation; the dialog stays until the server has answered. */
export function ConfirmDeleteDialog(p: Props) {
  const tc = useTranslations('common');
  return (
    <AlertDialog open={p.open} onOpenChange={(open) => !open && !p.pending && p.onClose()}>
      <AlertDialogContent data-testid={p.testId}>
        <AlertDialogHeader>
          <AlertDialogTitle>{p.title}</AlertDialogTitle>
          <AlertDialogDescription>{p.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={p.pending}>{tc('cancel')}</AlertDialogCancel>
          {/* Not AlertDialogAction: that would close the dialog before the request is answered. */}
          <Button
            variant="destructive"
            disabled={p.pending}
            onClick={p.onConfirm}
            data-testid={p.confirmTestId}
          >
            {p.pending && <Spinner className="text-white" />}
            {p.pending ? p.deleting : p.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
