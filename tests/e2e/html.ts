// Tiny HTML readers for the crawl (server HTML, no browser): tags with attributes, JSON-LD blocks
// and the visible text segments of <body>.
export type Tag = Record<string, string>;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: ' ',
};
export const decode = (s: string) =>
  s
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, e: string) => ENTITIES[e] ?? _)
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)));

export function tags(html: string, name: string): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries(
      [...(m[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [
        a[1]?.toLowerCase(),
        decode(a[2] ?? ''),
      ]),
    ),
  );
}

export const jsonLd = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => m[1] ?? '',
  );

/** Text nodes of the body as the reader sees them (scripts, styles and hidden templates removed). */
export function textSegments(html: string): string[] {
  const body = html.slice(html.search(/<body\b/i));
  return (
    body
      .replace(/<script\b.*?<\/script>/gis, '<>')
      .replace(/<style\b.*?<\/style>/gis, '<>')
      .replace(/<template\b.*?<\/template>/gis, '<>')
      // What people wrote (sticker, pack and character names) is in their language, not the page's.
      .replace(/<(\w+)\b[^>]*\bdata-ugc\b[^>]*>[^<]*<\/\1>/gi, '<>')
      .split(/<[^>]*>/)
      .map((t) => decode(t).replace(/\s+/g, ' ').trim())
      .filter((t) => t.length > 0)
  );
}
