'use client';

import { StarIcon, Trash2Icon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The round buttons laid over a studio card (characters, stickers). */
export const overlayButton =
  'grid size-9 place-items-center rounded-full bg-background/90 shadow-sm ring-1 ring-black/5 backdrop-blur transition hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-ring/60 outline-none disabled:opacity-50';

type ButtonProps = { label: string; onClick: () => void; testId: string };

/** The star in a card's top-start corner. */
export function FavouriteButton({ favourite, label, onClick, testId }: ButtonProps & { favourite: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={favourite}
      aria-label={label}
      className={cn(overlayButton, 'absolute start-2.5 top-2.5')}
      data-testid={testId}
    >
      <StarIcon
        aria-hidden="true"
        className={cn('size-4', favourite ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
      />
    </button>
  );
}

/** The bin in a card's top-end corner; it opens the confirmation, it does not delete. */
export function DeleteButton({ label, onClick, testId }: ButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(overlayButton, 'absolute end-2.5 top-2.5 text-muted-foreground hover:text-red-600')}
      data-testid={testId}
    >
      <Trash2Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
