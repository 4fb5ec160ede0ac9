import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { dirFor, type Locale } from '@/lib/config/locales';
import { SITE, supportMailto } from '@/lib/config/site';
import { loadLegalMessages } from '@/lib/i18n/legal-messages';

export type LegalDoc = 'terms' | 'privacy' | 'coppa';

// The document's keys are built from its section list, which the typed translator cannot follow.
type LegalTranslator = ((key: string, values?: Record<string, string>) => string) & {
  rich: (key: string, values: Record<string, string | ((chunks: ReactNode) => ReactNode)>) => ReactNode;
};

export async function LegalPage({ doc, sections }: { doc: LegalDoc; sections: readonly string[] }) {
  const locale = (await getLocale()) as Locale;
  // Product rule (docs/product-rules.md): retried up to 5 times, then English (marked as such for screen readers and search engines).
  const loaded = await loadLegalMessages(locale, doc, sections);
  const t = createTranslator({
    locale: loaded.locale,
    messages: { legal: loaded.legal },
    namespace: 'legal',
  }) as unknown as LegalTranslator;
  const fallback = loaded.locale !== locale;
  return (
    <article
      className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6"
      lang={fallback ? loaded.locale : undefined}
      dir={fallback ? dirFor(loaded.locale) : undefined}
      data-testid="legal-page"
    >
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t(`${doc}.title`)}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('updated', { date: SITE.termsVersion })}</p>
      <p className="mt-6 text-lg text-pretty">{t(`${doc}.intro`)}</p>
      <div className="mt-8 space-y-7">
        {sections.map((s, i) => (
          <section key={s} aria-labelledby={`s-${s}`}>
            <h2 id={`s-${s}`} className="text-xl font-bold">
              {i + 1}. {t(`${doc}.sections.${s}.title`)}
            </h2>
            <p className="mt-2 leading-relaxed text-muted-foreground">{t(`${doc}.sections.${s}.body`)}</p>
          </section>
        ))}
      </div>
      <p className="mt-10 rounded-2xl bg-muted px-5 py-4 text-sm">
        {t.rich('contact', {
          email: SITE.supportEmail,
          link: (chunks) => (
            <a className="font-semibold text-primary hover:underline" href={supportMailto()}>
              {chunks}
            </a>
          ),
        })}
      </p>
    </article>
  );
}
