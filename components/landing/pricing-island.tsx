'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { withIslandStyles } from '@/components/layout/with-island-styles';
import { preloadMessages } from '@/lib/i18n/lazy-messages';
import { PricingSkeleton } from './pricing-skeleton';
import { useNearViewport } from './use-near-viewport';

// The cards (plan card, data layer, react-query) load when the section nears the viewport, not with the
// landing's first script (docs/decisions.md); their texts (lib/i18n/client-messages.ts) load side by side with them.
const PricingCards = dynamic(
  () => {
    preloadMessages(['pricing']);
    return withIslandStyles(() => import('./pricing-cards')).then((m) => m.PricingCards);
  },
  { ssr: false, loading: PricingSkeleton },
);

export function PricingIsland() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '600px');
  return <div ref={ref}>{near ? <PricingCards /> : <PricingSkeleton />}</div>;
}
