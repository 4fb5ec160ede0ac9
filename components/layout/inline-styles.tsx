'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { LOCALES } from '@/lib/config/locales';
import type { InlineGroups, StyleGroup } from '@/lib/css/inline-groups';

// The page's stylesheets written into its HTML, so that the first paint waits for no stylesheet
// request (a round trip of its own on a slow phone: docs/measurements.md). Next's own inlineCss
// writes the CSS twice, once in a <style> and again in the inlined RSC data; here the server render
// reads the built file and the RSC data carries only its address.
//
// How: React keeps one resource per stylesheet address, whether a <style href precedence> or a
// <link rel=stylesheet precedence>. Rendered from the root layout, these styles come before the
// links Next renders for the same files in the segments below, so the server writes the CSS once and
// no <link>; in the browser the links find the inlined styles already there and fetch nothing.
// Client navigations to another kind of page get Next's links as usual.

const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`);

const MARKETING_PATHS = new Set(['', '/', '/terms', '/privacy', '/coppa']);

/** Which public pages' styles a path's HTML carries; none for the studio (its sheet is linked, cached). */
export function styleGroupOf(pathname: string): StyleGroup | null {
  const path = pathname.replace(LOCALE_PREFIX, '');
  if (path === '/explore' || path.startsWith('/explore/')) return 'explore';
  return MARKETING_PATHS.has(path) ? 'marketing' : null;
}

const texts = new Map<string, string[]>();

/**
 * The built files' texts for one page kind; only ever called in the server render (the browser keeps
 * the HTML's). Each CSS module file and each sheet registers the custom properties it uses
 * (`@property`): the same rule twice says nothing more, so the inlined copy keeps the first.
 */
function cssTexts(hrefs: string[]): string[] {
  const key = hrefs.join(' ');
  let list = texts.get(key);
  if (!list) {
    const fs = process.getBuiltinModule('node:fs') as typeof import('node:fs');
    const dist = process.env.NEXT_DIST_DIR || '.next';
    const seen = new Set<string>();
    list = hrefs.map((href) =>
      fs
        .readFileSync(`${dist}/${href.replace(/^\/_next\//, '')}`, 'utf8')
        .replace(/@property --[\w-]+\{[^}]*\}/g, (rule) => {
          if (seen.has(rule)) return '';
          seen.add(rule);
          return rule;
        }),
    );
    texts.set(key, list);
  }
  return list;
}

export function InlineStyles({ groups }: { groups: InlineGroups }) {
  const pathname = usePathname();
  // The first page's kind only: a later page's stylesheets are Next's links, not empty styles.
  const [hrefs] = useState(() => groups[styleGroupOf(pathname) ?? 'none'] ?? []);
  const css = typeof window === 'undefined' ? cssTexts(hrefs) : [];
  return hrefs.map((href, i) => (
    <style key={href} href={href} precedence="next">
      {css[i] ?? ''}
    </style>
  ));
}
