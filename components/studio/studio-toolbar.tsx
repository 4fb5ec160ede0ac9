'use client';

import { StarIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/utils';

type Props = {
  search: string;
  onSearchChange: (value: string) => void;
  placeholder: string;
  favouritesOnly: boolean;
  onFavouritesOnlyChange: (value: boolean) => void;
  /** Already-translated count, e.g. "3 characters"; hidden while unknown. */
  countLabel?: string;
  /** More filters after the favourites toggle (the pack sticker picker adds 'show selected'). */
  extra?: ReactNode;
};

/** Search with a clear button, favourites-only toggle and a count: shared by every studio tab (docs/product-rules.md). */
export function StudioToolbar({
  search,
  onSearchChange,
  placeholder,
  favouritesOnly,
  onFavouritesOnlyChange,
  countLabel,
  extra,
}: Props) {
  const t = useTranslations('studio');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        value={search}
        onChange={onSearchChange}
        placeholder={placeholder}
        label={t('search.label')}
        clearLabel={t('search.clear')}
        className="sm:max-w-sm"
        testId="studio-search"
      />
      <div className="flex flex-wrap items-center justify-between gap-3 sm:contents">
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
        {extra}
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
