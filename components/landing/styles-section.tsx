'use client';

import { PlusIcon } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { apiFetch } from '@/lib/client/api-fetch';
import { LANDING_ANCHORS } from '@/lib/config/landing';
import type { PublicStyleDto, RarityLabel } from '@/lib/contracts/styles';
import { cn } from '@/lib/utils';
import { SectionHeading } from './section-heading';
import { type StyleModalLabels, useCreateWithStyle } from './use-create-with-style';
import { useNearViewport } from './use-near-viewport';

const SHOWN = 18; // three rows of six; twelve under lg
// Staggered grid: every other column sits lower, for 3, 4 and 6 columns.
const stagger = (i: number) =>
  cn(
    i % 3 === 1 ? 'translate-y-6' : 'translate-y-0',
    i % 2 === 1 ? 'sm:translate-y-6' : 'sm:translate-y-0',
    i % 2 === 1 ? 'lg:translate-y-8' : 'lg:translate-y-0',
    i >= 12 && 'max-lg:hidden',
  );

// The dialog (Radix) loads on the first click on a style, not with the landing (issue 12 budget).
const StyleModal = dynamic(() => import('./style-modal').then((m) => m.StyleModal), { ssr: false });

export type StylesSectionLabels = StyleModalLabels & {
  eyebrow: string;
  title: string;
  subtitle: string;
  createOwn: string;
  rarity: Record<RarityLabel, string>;
};

type State = { status: 'loading' } | { status: 'ready'; styles: PublicStyleDto[] } | { status: 'hidden' };

// Named in the page's language by the API; English is the plain URL (the default).
async function fetchPublicStyles(locale: string): Promise<PublicStyleDto[]> {
  const query = locale === 'en' ? '' : `?locale=${encodeURIComponent(locale)}`;
  const body = await apiFetch<{ data?: { items?: PublicStyleDto[] } }>(`/v1/sticker-styles/public${query}`);
  return (body.data?.items ?? []).filter((s) => s.image);
}

/**
 * SPEC §2 amazing styles: a staggered grid from the public styles list, requested when the section
 * nears the viewport (the page itself stays static); hidden when loading fails or the list is
 * empty. A style opens a modal with 'Create with this style'. Texts come from the server as props,
 * the styles' names and descriptions from the API in `locale` (no catalogue texts in the page).
 */
export function StylesSection({ labels, locale }: { labels: StylesSectionLabels; locale: string }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, '600px');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [open, setOpen] = useState<PublicStyleDto | null>(null);
  const create = useCreateWithStyle();

  useEffect(() => {
    if (!near) return;
    let live = true;
    fetchPublicStyles(locale).then(
      (styles) =>
        live &&
        setState(styles.length ? { status: 'ready', styles: styles.slice(0, SHOWN) } : { status: 'hidden' }),
      () => live && setState({ status: 'hidden' }),
    );
    return () => {
      live = false;
    };
  }, [near, locale]);

  if (state.status === 'hidden') return null;
  return (
    <section
      ref={ref}
      id={LANDING_ANCHORS.styles}
      aria-labelledby="styles-title"
      aria-busy={state.status === 'loading'}
      className="scroll-mt-20 border-t py-16 sm:py-20"
      data-testid="section-styles"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="styles-title"
          eyebrow={labels.eyebrow}
          title={labels.title}
          subtitle={labels.subtitle}
        />
        <ul className="grid grid-cols-3 gap-3 pb-8 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6">
          {state.status === 'loading'
            ? Array.from({ length: SHOWN }, (_, i) => (
                <li key={i} className={stagger(i)}>
                  <Skeleton className="aspect-[4/5] rounded-3xl" />
                </li>
              ))
            : state.styles.map((s, i) => (
                <li key={s.reference} className={stagger(i)}>
                  <button
                    type="button"
                    onClick={() => setOpen(s)}
                    className="group flex w-full flex-col items-center rounded-3xl border bg-card p-2 pb-3 shadow-sm transition hover:-translate-y-1 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring outline-none"
                    data-testid="style-tile"
                  >
                    <span className="block aspect-square w-full overflow-hidden rounded-2xl bg-gradient-to-br from-violet-50 to-fuchsia-50">
                      <img
                        src={s.image ?? ''}
                        alt=""
                        width={256}
                        height={256}
                        loading="lazy"
                        decoding="async"
                        className="size-full object-contain transition group-hover:scale-105"
                      />
                    </span>
                    <span className="mt-2 w-full truncate px-1 text-sm font-semibold">{s.name}</span>
                    <span className="text-xs text-muted-foreground">{labels.rarity[s.rarityLabel]}</span>
                  </button>
                </li>
              ))}
        </ul>
        <div className="mt-6 flex justify-center">
          <Button variant="gradient" size="lg" onClick={create} data-testid="create-own-style">
            <PlusIcon /> {labels.createOwn}
          </Button>
        </div>
      </div>
      {open && (
        <StyleModal
          style={open}
          rarity={labels.rarity[open.rarityLabel]}
          labels={labels}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
