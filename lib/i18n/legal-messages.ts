import { DEFAULT_LOCALE, type Locale } from '@/lib/config/locales';

// Product rule (docs/product-rules.md): the terms pages retry loading their translations up to 5 times, every 500 ms, and fall
// back to English when a bundle cannot be loaded. The legal pages are static, so this runs at build
// (or revalidation) time: a bundle that is missing or lacks the document never ships a half page.
export const LEGAL_RETRY = { attempts: 5, delayMs: 500 } as const;

export type LegalMessages = Record<string, unknown>;
type Loader = (locale: Locale) => Promise<{ legal?: unknown }>;

const loadBundle: Loader = async (locale) => (await import(`../../messages/${locale}.json`)).default;
const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// A message is a string, or (in the build, where message files are precompiled) an array of parts.
const text = (v: unknown) => (typeof v === 'string' ? v.trim().length > 0 : Array.isArray(v) && v.length > 0);

/** Every text the document needs is there: title, intro, each section, the date and contact lines. */
export function legalDocComplete(legal: unknown, doc: string, sections: readonly string[]): boolean {
  const l = legal as Record<string, Record<string, unknown>> | undefined;
  const d = l?.[doc] as {
    title?: unknown;
    intro?: unknown;
    sections?: Record<string, { title?: unknown; body?: unknown }>;
  };
  if (!l || !d || !text(l.updated) || !text(l.contact) || !text(d.title) || !text(d.intro)) return false;
  return sections.every((s) => text(d.sections?.[s]?.title) && text(d.sections?.[s]?.body));
}

export async function loadLegalMessages(
  locale: Locale,
  doc: string,
  sections: readonly string[],
  opts: { load?: Loader; attempts?: number; delayMs?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<{ locale: Locale; legal: LegalMessages; attempts: number }> {
  const {
    load = loadBundle,
    attempts = LEGAL_RETRY.attempts,
    delayMs = LEGAL_RETRY.delayMs,
    sleep = wait,
  } = opts;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const bundle = await load(locale);
      if (legalDocComplete(bundle.legal, doc, sections)) {
        return { locale, legal: bundle.legal as LegalMessages, attempts: attempt };
      }
    } catch {
      // retried below
    }
    if (attempt < attempts) await sleep(delayMs);
  }
  const english = await load(DEFAULT_LOCALE);
  return { locale: DEFAULT_LOCALE, legal: english.legal as LegalMessages, attempts };
}
