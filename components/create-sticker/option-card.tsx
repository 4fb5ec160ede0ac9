'use client';

import { StarIcon } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { ROVING_ITEM } from '@/components/ui/use-roving-focus';
import { cn } from '@/lib/utils';

type OptionProps = {
  selected: boolean;
  tabIndex: number;
  onSelect: () => void;
  onToggleFavourite: () => void;
  className?: string;
  children: ReactNode;
};

/**
 * One option of the style grid (a multi-select listbox, style-grid.tsx): Space or Enter picks it, F
 * stars it. The star beside it is for the pointer only: a button inside an option would be a control
 * nested in a control, and one more Tab stop per card.
 */
export function StyleOption({
  selected,
  tabIndex,
  onSelect,
  onToggleFavourite,
  className,
  children,
}: OptionProps) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      onSelect();
    } else if (e.key === 'f' || e.key === 'F') {
      e.preventDefault();
      onToggleFavourite();
    }
  };
  return (
    <div
      {...ROVING_ITEM}
      role="option"
      aria-selected={selected}
      tabIndex={tabIndex}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className={cn(
        'flex w-full cursor-pointer flex-col rounded-[14px] text-start focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-violet-700',
        className,
      )}
      data-testid="style-option"
    >
      {children}
    </div>
  );
}

type StarProps = {
  favourite: boolean;
  label: string;
  onToggle: () => void;
  /** In the grid the option's F key stars it (StyleOption): the star is the pointer's way only. */
  pointerOnly?: boolean;
  className?: string;
  testId?: string;
};

/** The favourite star on a style card. */
export function FavouriteStar({ favourite, label, onToggle, pointerOnly, className, testId }: StarProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={pointerOnly ? undefined : favourite}
      aria-label={pointerOnly ? undefined : label}
      aria-hidden={pointerOnly || undefined}
      tabIndex={pointerOnly ? -1 : undefined}
      title={label}
      className={cn(
        'absolute top-2.5 grid size-7 place-items-center rounded-full bg-background/90 shadow-sm ring-1 ring-black/5',
        className,
      )}
      data-testid={testId}
    >
      <StarIcon
        aria-hidden="true"
        className={cn('size-3.5', favourite ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
      />
    </button>
  );
}
