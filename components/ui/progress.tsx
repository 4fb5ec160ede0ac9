'use client';

import { Progress as ProgressPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A rounded bar; `value` 0–100. Mirrors in RTL (fills from the inline start). */
export function Progress({
  className,
  indicatorClassName,
  value,
  ...props
}: React.ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const pct = Math.max(0, Math.min(100, value ?? 0));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={pct}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full rounded-full bg-gradient-to-r from-violet-600 to-fuchsia-500 transition-[width] duration-200 ease-linear rtl:bg-gradient-to-l',
          indicatorClassName,
        )}
        style={{ width: `${pct}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
