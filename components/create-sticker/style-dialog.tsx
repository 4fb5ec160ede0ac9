'use client';

import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { queryKeys } from '@/lib/client/query-keys';
import { purchaseStyle, type Style } from '@/lib/client/styles';
import { createDialogTimers } from '@/lib/client/timers';
import { useBalance } from '@/lib/client/use-me';

// Product rule (docs/product-rules.md): closes 1.5 s after success, back to idle 2 s after an error.
const CLOSE_AFTER_MS = 1500;
const RESET_AFTER_MS = 2000;

type Props = { style: Style | null; onClose: () => void; onOwned: (style: Style) => void };

/** Add a free style or buy a paid one; on success it is selected (if fewer than 3 are). */
export function StyleDialog({ style, onClose, onOwned }: Props) {
  const t = useTranslations('createSticker.styles.dialog');
  const tc = useTranslations('common');
  const qc = useQueryClient();
  const balance = useBalance();
  const [state, setState] = useState<'idle' | 'loading' | 'success' | 'error'>('idle');
  const [timers] = useState(createDialogTimers);
  // A new style (or none, or unmount) cancels the last one's close and reset timers.
  useEffect(() => {
    if (style) setState('idle');
    return () => timers.clear();
  }, [style, timers]);
  if (!style) return null;
  const free = style.isFree;
  const close = () => {
    timers.clear();
    onClose();
  };

  const confirm = async () => {
    if (
      !free &&
      typeof balance.availableCredits === 'number' &&
      balance.availableCredits < style.costInCredits
    ) {
      toast.error(t('insufficient', { cost: style.costInCredits }));
      return;
    }
    setState('loading');
    const epoch = timers.epoch;
    try {
      await purchaseStyle(style.reference);
      // Every language's copy of the list (the key's prefix) learns the style is owned.
      qc.setQueriesData<Style[]>({ queryKey: queryKeys.styles }, (list) =>
        list?.map((s) => (s.reference === style.reference ? { ...s, owned: true } : s)),
      );
      onOwned({ ...style, owned: true });
      if (timers.epoch !== epoch) return; // the dialog moved on meanwhile
      setState('success');
      timers.later(onClose, CLOSE_AFTER_MS);
    } catch (err) {
      if (timers.epoch !== epoch) return;
      setState('error');
      const status = (err as { status?: number }).status;
      toast.error(status === 402 ? t('insufficient', { cost: style.costInCredits }) : t('failed'));
      timers.later(() => setState('idle'), RESET_AFTER_MS);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && state !== 'loading' && close()}>
      <DialogContent data-testid="style-dialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            {free ? t('addTitle', { name: style.name }) : t('buyTitle', { name: style.name })}
          </DialogTitle>
          <DialogDescription>{style.description}</DialogDescription>
        </DialogHeader>
        {style.image && (
          <img
            src={style.image}
            alt=""
            width={256}
            height={256}
            className="mx-auto size-40 rounded-2xl bg-gradient-to-br from-violet-50 to-fuchsia-50 object-contain"
          />
        )}
        {state === 'success' ? (
          <p className="flex items-center justify-center gap-2 font-semibold text-emerald-700" role="status">
            <CheckCircle2Icon className="size-5" aria-hidden="true" />
            {free ? t('added') : t('bought')}
          </p>
        ) : (
          <p className="text-center text-sm text-muted-foreground">
            {free ? t('addBody') : t('buyBody', { cost: style.costInCredits })}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={state === 'loading'}>
            {tc('cancel')}
          </Button>
          <Button
            variant="gradient"
            onClick={confirm}
            disabled={state === 'loading' || state === 'success'}
            data-testid="style-dialog-confirm"
          >
            {state === 'loading' && <Spinner className="text-white" />}
            {state === 'error' ? t('retry') : free ? t('add') : t('buy', { cost: style.costInCredits })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
