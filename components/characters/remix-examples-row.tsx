'use client';

import { useQuery } from '@tanstack/react-query';
import { ShuffleIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { characterImage, exampleCharactersQueryOptions } from '@/lib/client/characters';
import { ROUTES } from '@/lib/config/routes';

/** "Or remix an example": public example characters, each linking to ?remix=<reference>. Hidden when none. */
export function RemixExamplesRow() {
  const t = useTranslations('createCharacter.remix');
  const { data } = useQuery(exampleCharactersQueryOptions);
  if (!data || data.length === 0) return null;
  return (
    <div className="flex flex-col gap-2.5" data-testid="remix-examples">
      <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <ShuffleIcon className="size-4" aria-hidden="true" />
        {t('orRemix')}
      </p>
      <ul className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
        {data.map((example) => {
          const image = characterImage(example);
          return (
            <li key={example.reference} className="shrink-0">
              <Link
                href={{ pathname: ROUTES.createCharacter, query: { remix: example.reference } }}
                aria-label={t('remixName', { name: example.name })}
                className="flex items-center gap-2 rounded-full border bg-background py-1 ps-1 pe-3.5 text-sm font-semibold shadow-xs transition hover:border-violet-300 hover:bg-violet-50 focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none"
              >
                <span className="grid size-8 place-items-center overflow-hidden rounded-full bg-gradient-to-br from-violet-100 to-fuchsia-100">
                  {image && <img src={image} alt="" className="size-full object-contain" />}
                </span>
                {example.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
