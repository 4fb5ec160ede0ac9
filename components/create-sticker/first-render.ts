'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Character, sortNewestFirst } from '@/lib/client/characters';
import { parsePricingResponse } from '@/lib/client/pricing';
import { queryKeys } from '@/lib/client/query-keys';
import { type Style, sortByOrder } from '@/lib/client/styles';
import type { PricingConfig } from '@/lib/contracts/pricing';

/**
 * What the server read for the page's first render, as the API sends it: the characters (null when
 * the browser must page through them), the styles in the page's language and the pricing config.
 */
export type CreateStickerFirstRender = {
  characters: Character[] | null;
  styles: Style[];
  pricing: PricingConfig;
};

/**
 * Fills the empty cache entries before the form's queries read them, on the server and in the
 * browser alike: the HTML shows the characters and the first style cards (the page's largest
 * paint), and hydration renders the same. A pricing config kept in this browser (lib/client/pricing.ts)
 * could differ from the server's and break that match, so the server's wins.
 */
export function useFirstRenderSeed(locale: string, initial: CreateStickerFirstRender | null) {
  const qc = useQueryClient();
  useState(() => {
    if (!initial) return;
    const seed = (key: readonly unknown[], data: unknown) => {
      if (qc.getQueryData(key) === undefined) qc.setQueryData(key, data);
    };
    if (initial.characters) seed(queryKeys.characters, sortNewestFirst(initial.characters));
    seed(queryKeys.stylesIn(locale), sortByOrder(initial.styles));
    qc.setQueryData(queryKeys.pricing, parsePricingResponse({ data: initial.pricing }));
  });
}
