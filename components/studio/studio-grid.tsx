import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** Product rule (docs/product-rules.md): studio grids use 2, 4 or 6 columns by width. */
export const STUDIO_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-6';

type Props = {
  /** Product rule (docs/product-rules.md): 12 skeletons for grids, 3 for characters. */
  count: number;
  label: string;
  testId?: string;
  /** The placeholder lines under each card's square, shaped like that card's text. */
  lines: ReactNode;
  className?: string;
};

/** The loading state of a studio grid: square cards with placeholder lines. */
export function StudioGridSkeleton({ count, label, testId, lines, className = 'p-3' }: Props) {
  return (
    <div className={STUDIO_GRID} role="status" aria-busy="true" aria-label={label} data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-3xl border bg-card">
          <Skeleton className="aspect-square rounded-none" />
          <div className={`flex flex-col gap-2 ${className}`}>{lines}</div>
        </div>
      ))}
    </div>
  );
}
