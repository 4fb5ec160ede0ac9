import { type AbstractIntlMessages, createTranslator } from 'use-intl/core';
import { DEFAULT_LOCALE, type Locale } from '@/lib/config/locales';
import { STYLE_SEEDS } from '@/lib/config/styles';

// Catalogue styles are stored in English (the seed): the hosted prompt and the local renderer's
// family words read that text, so it never changes with the reader. Their names and descriptions in
// the other languages live in messages/<locale>.json under `styleCatalogue.<reference>` — a namespace
// no page sends to the browser (i18n/client-messages.ts): the styles API and the credit history
// localize on the server. A style outside the catalogue (added by an operator) stays as stored.
// No 'server-only' import: the operator CLI reads the credit history under tsx.

export const STYLE_CATALOGUE_NAMESPACE = 'styleCatalogue';

type Texts = { name?: string; description?: string };
/** reference → the reader's texts (absent when the locale lacks them). */
export type StyleTexts = ReadonlyMap<string, Texts>;

const CANONICAL = new Map(STYLE_SEEDS.map((s) => [s.reference, s]));
const REFERENCE_BY_NAME = new Map(STYLE_SEEDS.map((s) => [s.name, s.reference]));
const EMPTY: StyleTexts = new Map();
const loaded = new Map<Locale, Promise<StyleTexts>>();
type Lookup = { (key: string): string; has: (key: string) => boolean };

// Message files are precompiled in the build, so they are read through next-intl's translator
// (next.config.ts), never as plain strings.
async function load(locale: Locale): Promise<StyleTexts> {
  const file = (await import(`../../messages/${locale}.json`)).default as AbstractIntlMessages;
  const messages = { [STYLE_CATALOGUE_NAMESPACE]: file[STYLE_CATALOGUE_NAMESPACE] ?? {} };
  // Keys are built from references at run time, so the translator is used untyped.
  const t = createTranslator({ locale, messages }) as unknown as Lookup;
  const out = new Map<string, Texts>();
  for (const reference of CANONICAL.keys()) {
    const key = (field: keyof Texts) => `${STYLE_CATALOGUE_NAMESPACE}.${reference}.${field}`;
    const get = (field: keyof Texts) => (t.has(key(field)) ? t(key(field)) : undefined);
    out.set(reference, { name: get('name'), description: get('description') });
  }
  return out;
}

/** The catalogue's texts in this language; English needs none (the stored text is English). */
export function styleTextsFor(locale: Locale): Promise<StyleTexts> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(EMPTY);
  let texts = loaded.get(locale);
  if (!texts) {
    texts = load(locale).catch((err) => {
      loaded.delete(locale); // a failed read is tried again next time; English meanwhile
      console.warn(`[i18n] style catalogue for ${locale} unavailable`, err);
      return EMPTY;
    });
    loaded.set(locale, texts);
  }
  return texts;
}

/**
 * The style in the reader's language. A field is translated only while the stored English is the
 * catalogue's: a style an operator renamed keeps its new English rather than an outdated translation.
 */
export function localizeStyle<T extends { reference: string; name: string; description: string }>(
  style: T,
  texts: StyleTexts,
): T {
  const seed = CANONICAL.get(style.reference);
  const own = texts.get(style.reference);
  if (!seed || !own) return style;
  return {
    ...style,
    name: own.name && style.name === seed.name ? own.name : style.name,
    description:
      own.description && style.description === seed.description ? own.description : style.description,
  };
}

/** A style purchase's name in the reader's language (history rows before references: by English name). */
export function localizeStyleName(name: string, reference: string | undefined, texts: StyleTexts): string {
  const ref = reference ?? REFERENCE_BY_NAME.get(name);
  if (!ref) return name;
  return localizeStyle({ reference: ref, name, description: '' }, texts).name;
}
