'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
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
import { animateSticker } from '@/lib/client/animation';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { useCost } from '@/lib/client/costs';
import { queryKeys } from '@/lib/client/query-keys';
import type { Sticker } from '@/lib/client/stickers';
import { useBalance } from '@/lib/client/use-me';
import { type AnimationPreset, DEFAULT_ANIMATION_PRESET } from '@/lib/config/animation';
import { MotionPicker } from './motion-picker';

type Props = { sticker: Sticker | null; onClose: () => void };

/** "Animate" (docs/animated-stickers.md): a motion for a finished sticker, charged only when it is made. */
export function AnimateStickerDialog({ sticker, onClose }: Props) {
  const t = useTranslations('stickers.animate');
  const tc = useTranslations('common');
  const qc = useQueryClient();
  const balance = useBalance();
  const cost = useCost('animateSticker');
  const [preset, setPreset] = useState<AnimationPreset>(DEFAULT_ANIMATION_PRESET);
  const mutation = useMutation({
    mutationFn: (reference: string) => animateSticker(reference, preset),
    onSuccess: ({ animation }) => {
      qc.setQueryData<Sticker[]>(queryKeys.stickers, (list) =>
        list?.map((s) => (s.reference === sticker?.reference ? { ...s, animation } : s)),
      );
      toast.success(t(animation.status === 'CREATED' ? 'ready' : 'started'));
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
    <Dialog open={sticker !== null} onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent closeLabel={tc('close')} data-testid="animate-sticker-dialog">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description', { name: sticker?.name ?? '', cost })}</DialogDescription>
        </DialogHeader>
        <MotionPicker value={preset} onChange={setPreset} testIdPrefix="animate-preset" />
        <DialogFooter>
          <Button variant="outline" disabled={mutation.isPending} onClick={onClose}>
            {tc('cancel')}
          </Button>
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
            data-testid="animate-sticker-confirm"
          >
            {mutation.isPending && <Spinner className="text-white" />}
            {t('confirm', { cost })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
