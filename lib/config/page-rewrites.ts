import { EXPLORE_TABS } from './explore';
import { DEFAULT_LOCALE, LOCALES } from './locales';

// Locale routing of the public pages without the proxy (docs/decisions.md). Running proxy.ts costs Next real
// work on every request (a Request object, an AbortSignal, a second route resolution), a large share
// of what a prerendered page costs to serve (docs/measurements.md). So on these pages proxy.ts runs only when the visitor may be sent
// elsewhere (its matcher: a saved language, a country header, a browser preferring another language),
// and these rewrites, which Next applies without any function call, do the rest. They say what
// proxy.ts says for the same request: an unprefixed page is the English one, and /explore without a
// search is the cached tab page. Loaded by next.config.ts: plain constants.

type Condition = { type: 'query'; key: string; value?: string };
export type PageRewrite = { source: string; destination: string; has?: Condition[]; missing?: Condition[] };

/** Unprefixed public pages served without proxy.ts for an English visitor ('' is the landing). */
export const PUBLIC_PAGES = ['terms', 'privacy', 'coppa', 'explore'] as const;

const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|');
const tabs = EXPLORE_TABS.join('|');
/** A search that is not blank (proxy.ts: `q?.trim()`); Next anchors the pattern to the whole value. */
const SEARCH: Condition = { type: 'query', key: 'q', value: '.*\\S.*' };
const TAB: Condition = { type: 'query', key: 'tab', value: `(?<tab>${tabs})` };

function exploreTabs(source: string, prefix: string): PageRewrite[] {
  return [
    { source, has: [TAB], missing: [SEARCH], destination: `${prefix}/explore/tab/:tab` },
    { source, missing: [SEARCH], destination: `${prefix}/explore/tab/stickers` },
  ];
}

export const pageRewrites: PageRewrite[] = [
  ...exploreTabs('/explore', `/${DEFAULT_LOCALE}`),
  ...exploreTabs(`/:locale(${others})/explore`, '/:locale'),
  // The other public pages (a search on /explore included). The studio stays with proxy.ts: a page
  // reached through a config rewrite is unknown to the client router as such, and a link that only
  // changes the query (/create-character → ?remix=…) was then served from the page already shown.
  { source: '/', destination: `/${DEFAULT_LOCALE}` },
  { source: `/:page(${PUBLIC_PAGES.join('|')})`, destination: `/${DEFAULT_LOCALE}/:page` },
];
