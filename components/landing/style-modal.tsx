'use client';

import { SparklesIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { PublicStyleDto } from '@/lib/contracts/styles';
import { type StyleModalLabels, useCreateWithStyle } from './use-create-with-style';

export function StyleModal({
  style,
  rarity,
  labels,
  onClose,
}: {
  style: PublicStyleDto | null;
  rarity: string;
  labels: StyleModalLabels;
  onClose: () => void;
}) {
  const create = useCreateWithStyle();
  return (
    <Dialog open={style !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={labels.close} className="max-w-sm text-center" data-testid="style-modal">
        {style && (
          <>
            <div className="mx-auto aspect-square w-56 overflow-hidden rounded-3xl bg-gradient-to-br from-violet-50 to-fuchsia-50">
              <img
                src={style.image ?? ''}
                alt=""
                width={512}
                height={512}
                className="size-full object-contain"
              />
            </div>
            <div className="flex flex-col items-center gap-2">
              <DialogTitle>{style.name}</DialogTitle>
              <Badge variant="secondary">{rarity}</Badge>
              <DialogDescription>{labels.modalBody.replace('{name}', style.name)}</DialogDescription>
            </div>
            <Button
              variant="gradient"
              size="lg"
              className="w-full"
              onClick={() => {
                onClose();
                create();
              }}
              data-testid="create-with-style"
            >
              <SparklesIcon /> {labels.createWith}
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
