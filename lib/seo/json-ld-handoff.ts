// Hands a page's schema.org JSON from the server component that builds it to the client component
// that writes it into the HTML (components/seo/json-ld-script.tsx), so the JSON is written once: a
// server component's <script> is written again inside the inlined RSC data, which on a landing in
// Hindi or Thai cost ~0.5 KB sent (docs/measurements.md). Both halves of one render run in the same
// server process but load this module separately, hence one process-wide map under a registered symbol.
const KEY = Symbol.for('stickerfy.jsonLdHandoff');

type Store = Map<string, string>;

function store(): Store {
  const g = globalThis as { [KEY]?: Store };
  g[KEY] ??= new Map();
  return g[KEY];
}

/** The JSON as a <script> may hold it: '<' escaped so no text in the data can close the element. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Called by the server component before it renders the client component with the same id. */
export function handOffJsonLd(id: string, data: unknown): void {
  store().set(id, jsonLdText(data));
}

/** The text handed off for this id (server render only). */
export const takeJsonLd = (id: string): string => store().get(id) ?? '';
