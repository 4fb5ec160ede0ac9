'use client';

import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';

const OFFSET = 96; // below the sticky header

function scrollToSection(ids: string[], direction: 1 | -1) {
  const tops = ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? 0);
  const target =
    direction === 1
      ? ids.find((_, i) => (tops[i] as number) > OFFSET + 8)
      : [...ids].reverse().find((_, i) => (tops[ids.length - 1 - i] as number) < OFFSET - 8);
  if (target) document.getElementById(target)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** SPEC §2: floating previous/next buttons between sections, only when there is more than one. */
export function SectionNav({ ids }: { ids: string[] }) {
  const t = useTranslations('createSticker');
  if (ids.length < 2) return null;
  const button =
    'grid size-11 place-items-center rounded-full border bg-background/95 shadow-lg backdrop-blur transition hover:bg-muted';
  return (
    <div
      className="fixed end-4 bottom-4 z-30 flex flex-col gap-2 sm:end-6 sm:bottom-6"
      data-testid="section-nav"
    >
      <button
        type="button"
        className={button}
        onClick={() => scrollToSection(ids, -1)}
        aria-label={t('previous')}
      >
        <ChevronUpIcon className="size-5" aria-hidden="true" />
      </button>
      <button type="button" className={button} onClick={() => scrollToSection(ids, 1)} aria-label={t('next')}>
        <ChevronDownIcon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
