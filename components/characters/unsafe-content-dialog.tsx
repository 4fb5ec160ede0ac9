'use client';

import { ShieldAlertIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/config/routes';
import { supportMailto } from '@/lib/config/site';

const link = 'font-semibold text-violet-700 underline underline-offset-2 hover:text-violet-900';

/** Product rule (docs/product-rules.md): errorCode UNSAFE_CONTENT on character creation. */
export function UnsafeContentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('createCharacter.unsafe');
  const tc = useTranslations('common');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('close')} data-testid="unsafe-content-dialog">
        <DialogHeader className="items-center text-center sm:items-start sm:text-start">
          <div className="mb-1 grid size-12 place-items-center rounded-2xl bg-red-100 text-red-600">
            <ShieldAlertIcon className="size-6" aria-hidden="true" />
          </div>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('body')}</DialogDescription>
        </DialogHeader>
        <p className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          {t('warning')}
        </p>
        <div className="flex flex-col gap-1.5 text-sm text-muted-foreground">
          <p>
            {t.rich('terms', {
              terms: (chunks) => (
                <Link href={ROUTES.terms} target="_blank" className={link}>
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link href={ROUTES.privacy} target="_blank" className={link}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <p>
            {t.rich('support', {
              support: (chunks) => (
                <a href={supportMailto('Unsafe content')} className={link}>
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
        <DialogClose asChild>
          <Button className="w-full sm:ms-auto sm:w-auto" data-testid="unsafe-content-acknowledge">
            {t('acknowledge')}
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
