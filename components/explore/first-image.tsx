'use client';

import { useState } from 'react';
import { takeFirstImage } from './first-image-handoff';

const ID = 'explore-first-image';
// Where a card is wider than a phone's (explore-cards' STICKER_SLOTS.grid), the usual sources.
const WIDE = '(min-width: 640px)';

/**
 * The page's first sticker drawn from the HTML itself when the server inlined its thumbnail
 * (first-image-handoff.ts); wider screens keep the <img>'s own sources. In the browser it keeps what
 * the HTML holds (read before hydration compares it); after a client-side navigation there is none
 * and the <img> is rendered as given.
 */
export function FirstImage({
  thumb,
  children,
}: {
  thumb: string | null;
  children: React.ReactElement<React.ComponentProps<'img'>>;
}) {
  const [inline] = useState(() => {
    if (!thumb) return null;
    if (typeof window === 'undefined') return takeFirstImage(thumb);
    const src = document.getElementById(ID)?.getAttribute('src') ?? '';
    return src.startsWith('data:') ? src : null;
  });
  if (!inline) return children;
  const { src, srcSet, sizes, ...img } = children.props;
  return (
    <picture className="ex-contents">
      <source media={WIDE} srcSet={srcSet ?? (typeof src === 'string' ? src : undefined)} sizes={sizes} />
      <img {...img} id={ID} src={inline} alt={img.alt} />
    </picture>
  );
}
