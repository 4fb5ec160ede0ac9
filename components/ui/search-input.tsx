'use client';

import { SearchIcon, XIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

type Props = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  clearLabel: string;
  /** Shows a spinner in place of the clear button (a search on its way). */
  busy?: boolean;
  maxLength?: number;
  className?: string;
  testId?: string;
};

/** A rounded search box with a clear button (studio tabs, explore). */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label,
  clearLabel,
  busy,
  maxLength,
  className,
  testId,
}: Props) {
  return (
    <div className={cn('relative w-full', className)}>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        data-testid={testId}
        className="h-11 rounded-full ps-10 pe-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {busy ? (
        <Spinner className="absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      ) : (
        value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={clearLabel}
            className="absolute end-2 top-1/2 grid size-7 -translate-y-1/2 place-items-center rounded-full text-muted-foreground transition hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        )
      )}
    </div>
  );
}
