'use client';

import { CheckIcon, PlusIcon, SearchIcon, StarIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Input } from '@/components/ui/input';
import { ROVING_ITEM, useRovingFocus } from '@/components/ui/use-roving-focus';
import { Link } from '@/lib/i18n/navigation';
import { type Character, characterImage, filterCharacters } from '@/lib/client/characters';
import { useFavourites } from '@/lib/client/favourites';
import { ROUTES } from '@/lib/config/routes';
import { STICKER_LIMITS } from '@/lib/contracts/stickers';
import { cn } from '@/lib/utils';
import { FieldProblem, fieldProblemId } from './field-problem';

type Props = {
  characters: Character[];
  selected: string[];
  /** The selection problem, once the user tried to create (create-sticker-page.tsx). */
  problem?: string | null;
  onChange: (next: string[]) => void;
};

/** Section 1 (docs/product-rules.md): up to 3 characters; the rest dim at the limit; a 'create new' tile. */
export function CharacterStep({ characters, selected, problem, onChange }: Props) {
  const t = useTranslations('createSticker.characters');
  const [search, setSearch] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const { favourites } = useFavourites('characters');
  const shown = useMemo(
    () => filterCharacters(characters, { search, favouritesOnly, favourites }),
    [characters, search, favouritesOnly, favourites],
  );
  const full = selected.length >= STICKER_LIMITS.maxCharacters;
  // The tiles and 'create new' are one Tab stop (a toolbar): arrows move between them.
  const roving = useRovingFocus<HTMLDivElement>(shown.length + 1);

  const toggle = (reference: string) => {
    if (selected.includes(reference)) onChange(selected.filter((r) => r !== reference));
    else if (full) toast.error(t('limit'));
    else onChange([...selected, reference]);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="relative sm:max-w-xs sm:flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('search')}
            aria-label={t('search')}
            className="h-10 rounded-full ps-9"
          />
        </div>
        <button
          type="button"
          aria-pressed={favouritesOnly}
          onClick={() => setFavouritesOnly((v) => !v)}
          className={cn(
            'inline-flex h-10 items-center gap-2 self-start rounded-full border px-4 text-sm font-medium transition',
            favouritesOnly ? 'border-amber-300 bg-amber-50 text-amber-800' : 'hover:bg-muted',
          )}
        >
          <StarIcon
            aria-hidden="true"
            className={cn('size-4', favouritesOnly && 'fill-amber-400 text-amber-500')}
          />
          {t('favouritesOnly')}
        </button>
        <span className="text-sm text-muted-foreground sm:ms-auto" aria-live="polite">
          {t('selected', { count: selected.length, max: STICKER_LIMITS.maxCharacters })}
        </span>
      </div>
      <div
        ref={roving.ref}
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
        role="toolbar"
        aria-labelledby="characters-title"
        aria-describedby={problem ? fieldProblemId('characters') : undefined}
        aria-invalid={problem ? true : undefined}
        className="-mx-2 flex snap-x gap-3 overflow-x-auto px-2 pt-2 pb-3"
        data-testid="character-picker"
        data-field-target="characters"
      >
        {shown.map((c, i) => {
          const on = selected.includes(c.reference);
          const image = characterImage(c);
          return (
            <button
              key={c.reference}
              {...ROVING_ITEM}
              tabIndex={roving.tabIndexOf(i)}
              type="button"
              onClick={() => toggle(c.reference)}
              aria-pressed={on}
              className={cn(
                'group relative flex w-28 shrink-0 snap-start flex-col items-center gap-1.5 rounded-2xl border-2 p-2 text-center transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:w-32',
                on
                  ? 'border-violet-500 bg-violet-50 shadow-md'
                  : 'border-transparent bg-muted/50 hover:bg-muted',
                full && !on && 'opacity-40',
              )}
              data-testid="character-option"
              data-reference={c.reference}
            >
              <span className="relative block aspect-square w-full overflow-hidden rounded-xl bg-gradient-to-br from-violet-50 to-fuchsia-50">
                {image && <img src={image} alt="" className="size-full object-contain p-1" loading="lazy" />}
                {on && (
                  <span className="absolute end-1.5 top-1.5 grid size-6 place-items-center rounded-full bg-violet-600 text-white">
                    <CheckIcon className="size-4" aria-hidden="true" />
                  </span>
                )}
              </span>
              <span className="w-full truncate text-sm font-semibold">{c.name}</span>
            </button>
          );
        })}
        <Link
          {...ROVING_ITEM}
          tabIndex={roving.tabIndexOf(shown.length)}
          href={ROUTES.createCharacter}
          className="flex w-28 shrink-0 snap-start flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-violet-200 p-2 text-center text-sm font-semibold text-violet-700 transition hover:bg-violet-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:w-32"
          data-testid="character-create-new"
        >
          <span className="grid size-12 place-items-center rounded-full bg-violet-100">
            <PlusIcon className="size-6" aria-hidden="true" />
          </span>
          {t('createNew')}
        </Link>
      </div>
      <FieldProblem field="characters">{problem}</FieldProblem>
      {shown.length === 0 && characters.length > 0 && (
        <p className="text-sm text-muted-foreground">{t('noMatches')}</p>
      )}
    </div>
  );
}
