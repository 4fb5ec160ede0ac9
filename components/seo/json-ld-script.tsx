'use client';

import { useState } from 'react';
import { takeJsonLd } from '@/lib/seo/json-ld-handoff';

/**
 * A schema.org <script> whose JSON the server render takes from lib/seo/json-ld-handoff.ts and the
 * RSC data does not carry. In the browser it keeps what the HTML holds (read from the element before
 * hydration compares it), so hydration finds the same text; after a client-side navigation there is
 * none, which only crawlers, who load the page itself, read.
 */
export function JsonLdScript({ id }: { id: string }) {
  const [json] = useState(() =>
    typeof window === 'undefined' ? takeJsonLd(id) : (document.getElementById(id)?.textContent ?? ''),
  );
  return <script id={id} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
