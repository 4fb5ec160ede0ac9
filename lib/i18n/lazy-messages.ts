import type { AbstractIntlMessages } from 'next-intl';
import type { LazyNamespace } from '@/lib/i18n/client-messages';

/** This build's version of the texts (lib/i18n/texts-version.ts); unset outside a Next build. */
export const TEXTS_VERSION = process.env.STICKERFY_TEXTS_VERSION;

/** A namespace's file name at this build's version: an address the browser keeps. */
export const lazyMessagesFile = (ns: string) => `${ns}${TEXTS_VERSION ? `.${TEXTS_VERSION}` : ''}.json`;

/**
 * Where a lazy namespace's texts are served (app/i18n/[locale]/[file]/route.ts), so a returning
 * visitor's dialog opens without asking again.
 */
export const lazyMessagesUrl = (locale: string, ns: LazyNamespace) =>
  `/i18n/${locale}/${lazyMessagesFile(ns)}`;

// One request per locale and namespace set for the page's lifetime. A failed one stays failed until
// Retry forgets it: React renders again when a promise settles, so dropping it by itself would ask
// again on every render, in a loop.
type Entry = { promise: Promise<AbstractIntlMessages>; failed: boolean };
const loaded = new Map<string, Entry>();
const keyOf = (locale: string, namespaces: readonly LazyNamespace[]) => `${locale}:${namespaces.join(',')}`;

async function fetchNamespace(locale: string, ns: LazyNamespace): Promise<AbstractIntlMessages> {
  const res = await fetch(lazyMessagesUrl(locale, ns));
  if (!res.ok) throw new Error(`${lazyMessagesUrl(locale, ns)}: ${res.status}`);
  return (await res.json()) as AbstractIntlMessages;
}

/** The texts of these namespaces in this locale: one request, the same promise on every call. */
export function loadMessages(
  locale: string,
  namespaces: readonly LazyNamespace[],
): Promise<AbstractIntlMessages> {
  const key = keyOf(locale, namespaces);
  const known = loaded.get(key);
  if (known) return known.promise;
  const promise = Promise.all(namespaces.map((ns) => fetchNamespace(locale, ns))).then((parts) =>
    Object.assign({}, ...parts),
  );
  const entry: Entry = { promise, failed: false };
  promise.catch(() => {
    entry.failed = true;
  });
  loaded.set(key, entry);
  return promise;
}

/**
 * Starts loading the page's texts for these namespaces next to the code that needs them (a dynamic
 * import's loader), in the page's locale (<html lang>). A failure is shown where the texts are used.
 */
export function preloadMessages(namespaces: readonly LazyNamespace[]): void {
  loadMessages(document.documentElement.lang, namespaces).catch(() => {});
}

/** Forgets a load that failed, so the next loadMessages asks the server again. */
export function forgetFailedMessages(locale: string, namespaces: readonly LazyNamespace[]): void {
  const key = keyOf(locale, namespaces);
  if (loaded.get(key)?.failed) loaded.delete(key);
}
