import { describe, expect, it } from 'vitest';
import { LEGAL_SECTIONS } from '@/lib/config/legal';
import type { Locale } from '@/lib/config/locales';
import { LEGAL_RETRY, legalDocComplete, loadLegalMessages } from '@/lib/i18n/legal-messages';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

const SECTIONS = LEGAL_SECTIONS.coppa;

function loader(failuresBeforeSuccess: number) {
  const calls: Locale[] = [];
  const sleeps: number[] = [];
  let failures = failuresBeforeSuccess;
  const load = async (l: Locale) => {
    calls.push(l);
    if (l === 'en') return en;
    if (failures-- > 0) throw new Error('bundle failed to load');
    return de;
  };
  const sleep = async (ms: number) => void sleeps.push(ms);
  return { load, sleep, calls, sleeps };
}

describe('legal translations (5 tries every 500 ms, then English)', () => {
  it('uses the locale at once when its bundle loads', async () => {
    const l = loader(0);
    const r = await loadLegalMessages('de', 'coppa', SECTIONS, l);
    expect([r.locale, r.attempts, l.sleeps]).toEqual(['de', 1, []]);
    expect((r.legal as typeof de.legal).coppa.title).toBe(de.legal.coppa.title);
  });

  it('retries a failing bundle every 500 ms and succeeds on the 5th try', async () => {
    const l = loader(4);
    const r = await loadLegalMessages('de', 'coppa', SECTIONS, l);
    expect([r.locale, r.attempts]).toEqual(['de', 5]);
    expect(l.sleeps).toEqual([500, 500, 500, 500]);
  });

  it('falls back to English after 5 failed tries', async () => {
    const l = loader(5);
    const r = await loadLegalMessages('de', 'coppa', SECTIONS, l);
    expect(r.locale).toBe('en');
    expect(l.calls).toEqual(['de', 'de', 'de', 'de', 'de', 'en']);
    expect(l.sleeps).toHaveLength(LEGAL_RETRY.attempts - 1);
    expect((r.legal as typeof en.legal).coppa.title).toBe(en.legal.coppa.title);
  });

  it('a bundle missing part of the document counts as a failed load', async () => {
    const broken = { legal: { ...de.legal, coppa: { ...de.legal.coppa, intro: '' } } };
    expect(legalDocComplete(broken.legal, 'coppa', SECTIONS)).toBe(false);
    const r = await loadLegalMessages('de', 'coppa', SECTIONS, {
      load: async (l) => (l === 'en' ? en : broken),
      sleep: async () => {},
    });
    expect(r.locale).toBe('en');
  });

  it('accepts the precompiled form the build gives (arrays of parts for messages with arguments)', async () => {
    const compile = (await import('icu-minify/compile')).default as (m: string) => unknown;
    const compileAll = (v: unknown): unknown =>
      typeof v === 'string'
        ? compile(v)
        : Object.fromEntries(
            Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, compileAll(x)]),
          );
    const compiled = compileAll(de.legal) as Record<string, unknown>;
    expect(Array.isArray(compiled.updated)).toBe(true);
    expect(legalDocComplete(compiled, 'coppa', SECTIONS)).toBe(true);
  });

  it('every locale has every legal document complete', async () => {
    const { LOCALES } = await import('@/lib/config/locales');
    for (const locale of LOCALES) {
      const bundle = (await import(`@/messages/${locale}.json`)).default;
      for (const [doc, sections] of Object.entries(LEGAL_SECTIONS))
        expect(legalDocComplete(bundle.legal, doc, sections), `${locale} ${doc}`).toBe(true);
    }
  });
});
