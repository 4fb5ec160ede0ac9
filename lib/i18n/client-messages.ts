import type { AbstractIntlMessages } from 'next-intl';
import type en from '../../messages/en.json';

// Which message namespaces reach the browser (docs/decisions.md). Server components read every message on
// the server; client components get only what is listed here, so a page's HTML does not inline
// legal texts, billing or the studio's strings. A new client component in a route group adds its
// namespace to that group's list (tests/unit/client-messages.test.ts checks the folders).
export type Namespace = keyof typeof en;

/** The shell on every page: header, language switcher, user menu. */
export const SHELL_NAMESPACES = ['common', 'nav'] as const satisfies readonly Namespace[];

/**
 * Loaded with the code that needs them instead of inlined into pages (components/providers/lazy-messages):
 * the sign-in dialog's and account settings' texts ('auth', ~2 KB on every page; 'account', ~1.8 KB, and
 * 1 KB of a landing's bytes sent in scripts with three bytes a letter), the landing's pricing cards'
 * ('pricing'). Served per locale by app/i18n/[locale]/[file]/route.ts, built at build time.
 */
export const LAZY_NAMESPACES = ['auth', 'account', 'pricing'] as const satisfies readonly Namespace[];
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

/** Per route group, added to the shell inside that group's layout (components/providers/scoped-messages). */
export const ROUTE_NAMESPACES = {
  studio: [
    'errors',
    'studio',
    'characters',
    'createCharacter',
    'upload',
    'uploads',
    'stickers',
    'createSticker',
    'billing',
    'pricing',
    'packs',
    'publishing',
    'moderation',
    'packOrder',
    'creditGroups',
    'botOff',
  ],
  // Explore's list pages and, below them, the public pack page.
  explore: ['explore', 'moderation'],
  // The public pack page adds these (the pack view and its downloads are shared with the studio).
  publicPack: ['packs', 'publishing', 'studio', 'botOff', 'packOrder'],
} as const satisfies Record<string, readonly Namespace[]>;

export type RouteScope = keyof typeof ROUTE_NAMESPACES;

export function pickNamespaces(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  const out: AbstractIntlMessages = {};
  for (const ns of namespaces) {
    const value = messages[ns];
    if (value !== undefined) out[ns] = value;
  }
  return out;
}
