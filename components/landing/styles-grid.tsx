'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { withIslandStyles } from '@/components/layout/with-island-styles';
import { apiFetch } from '@/lib/client/api-fetch';
import type { PublicStyleDto, RarityLabel } from '@/lib/contracts/styles';
import type { StyleModalLabels } from './use-create-with-style';
import g from './styles-grid.module.css';
import { useNearViewport } from './use-near-viewport';

const SHOWN = 18; // three rows of six; twelve under lg (the stagger and the rest: styles-grid.module.css)

// The dialog (Radix) loads on the first click on a style, not with the landing (its script budget: docs/decisions.md).
const StyleModal = dynamic(() => withIslandStyles(() => import('./style-modal')).then((m) => m.StyleModal), {
  ssr: false,
});

export type StylesGridLabels = StyleModalLabels & { rarity: Record<RarityLabel, string> };

type State = { status: 'loading' } | { status: 'ready'; styles: PublicStyleDto[] } | { status: 'hidden' };

async function fetchPublicStyles(locale: string): Promise<PublicStyleDto[]> {
  // The styles' names and descriptions come from the API in the reader's language (English bare).
  const query = locale === 'en' ? '' : `?locale=${encodeURIComponent(locale)}`;
  const body = await apiFetch<{ data?: { items?: PublicStyleDto[] } }>(`/v1/sticker-styles/public${query}`);
  return (body.data?.items ?? []).filter((s) => s.image);
}

/**
 * Amazing styles (docs/product-rules.md): the staggered grid from the public styles list, requested when the
 * section nears the viewport. When loading fails or the list is empty the whole section is hidden
 * (its heading is static HTML, styles-section.tsx). A style opens a modal with 'Create with this style'.
 */
export function StylesGrid({ labels, locale }: { labels: StylesGridLabels; locale: string }) {
  const ref = useRef<HTMLUListElement>(null);
  const near = useNearViewport(ref, '600px');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [open, setOpen] = useState<PublicStyleDto | null>(null);

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

  useEffect(() => {
    const section = ref.current?.closest('section');
    if (!section) return;
    section.hidden = state.status === 'hidden';
    section.setAttribute('aria-busy', String(state.status === 'loading'));
  }, [state.status]);

  return (
    <>
      <ul ref={ref} className={g.grid}>
        {state.status !== 'ready'
          ? Array.from({ length: SHOWN }, (_, i) => (
              <li key={i}>
                <div className={g.skeleton} />
              </li>
            ))
          : state.styles.map((s) => (
              <li key={s.reference}>
                <button
                  type="button"
                  onClick={() => setOpen(s)}
                  className="group flex w-full flex-col items-center rounded-3xl border bg-card p-2 pb-3 shadow-sm transition outline-none hover:-translate-y-1 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none motion-reduce:hover:translate-y-0"
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
                      className="size-full object-contain transition group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                    />
                  </span>
                  <span className="mt-2 w-full truncate px-1 text-sm font-semibold">{s.name}</span>
                  <span className="text-xs text-muted-foreground">{labels.rarity[s.rarityLabel]}</span>
                </button>
              </li>
            ))}
      </ul>
      {open && (
        <StyleModal
          style={open}
          rarity={labels.rarity[open.rarityLabel]}
          labels={labels}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
