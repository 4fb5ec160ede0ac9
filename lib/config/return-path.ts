import { ROUTES } from './routes';

/** The query parameter that carries the page a signed-out visitor asked for to the login modal. */
export const RETURN_PARAM = 'next';

const MAX_LENGTH = 512;

/**
 * The page to open after sign-in, when the value is a path on this site; anything else is null.
 * It must start with one "/" (not "//", which a browser reads as another host), hold no backslash
 * (browsers turn it into "/"), no whitespace or control character (browsers drop tabs and newlines,
 * which can join "/\t/" into "//"), no colon in the path (nothing that could read as a scheme),
 * and no hash (the modal's own hash routing would reopen it).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\#\s\p{Cc}]/u.test(value)) return null;
  if (value.split('?')[0]?.includes(':')) return null;
  return value;
}

/** Where sign-in or sign-up lands: the page that asked when it is safe, else the studio (docs/product-rules.md). */
export function returnPathOr(value: unknown): string {
  return safeReturnPath(value) ?? ROUTES.studio;
}

/** The query string that hands a page's path to the login modal, empty when nothing safe is given. */
export function returnQuery(path: string | null | undefined): string {
  const safe = safeReturnPath(path);
  // The studio is where sign-in lands anyway: no need to carry it.
  return safe && safe !== ROUTES.studio ? `?${RETURN_PARAM}=${encodeURIComponent(safe)}` : '';
}

/** The return path a location's query string carries, or null. */
export function returnPathFromSearch(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/** A page's own path with the string values of its query, as `from` for the page guard. */
export function pagePath(path: string, query: Record<string, string | string[] | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
