'use client';

import { SearchIcon, StarIcon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type Props = {
  search: string;
  onSearchChange: (value: string) => void;
  placeholder: string;
  favouritesOnly: boolean;
  onFavouritesOnlyChange: (value: boolean) => void;
  /** Already-translated count, e.g. "3 characters"; hidden while unknown. */
  countLabel?: string;
};

/** Search with a clear button, favourites-only toggle and a count: shared by every studio tab (SPEC §2). */
export function StudioToolbar({
  search,
  onSearchChange,
  placeholder,
  favouritesOnly,
  onFavouritesOnlyChange,
  countLabel,
}: Props) {
  const t = useTranslations('studio');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative w-full sm:max-w-sm">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          placeholder={placeholder}
          aria-label={t('search.label')}
          data-testid="studio-search"
          className="h-11 rounded-full ps-10 pe-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {search && (
          <button
            type="button"
            onClick={() => onSearchChange('')}
            aria-label={t('search.clear')}
            className="absolute end-2 top-1/2 grid size-7 -translate-y-1/2 place-items-center rounded-full text-muted-foreground transition hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 sm:contents">
        <Button
          type="button"
          variant="outline"
          aria-pressed={favouritesOnly}
          onClick={() => onFavouritesOnlyChange(!favouritesOnly)}
          data-testid="studio-favourites-toggle"
          className={cn(
            'h-11',
            favouritesOnly && 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100',
          )}
        >
          <StarIcon
            aria-hidden="true"
            className={cn(favouritesOnly ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
          />
          {t('favouritesOnly')}
        </Button>
        {countLabel && (
          <p
            className="text-sm font-medium text-muted-foreground tabular-nums sm:ms-auto"
            aria-live="polite"
            data-testid="studio-count"
          >
            {countLabel}
          </p>
        )}
      </div>
    </div>
  );
}
