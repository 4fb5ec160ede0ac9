import { CheckIcon, LanguagesIcon, SendIcon, WandSparklesIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { LANDING_ANCHORS } from '@/lib/config/landing';
import { LABEL_LANGUAGES } from '@/lib/config/label-languages';
import { SectionHeading } from './section-heading';

const FEATURES = [
  ['generator', WandSparklesIcon, 'from-violet-500 to-fuchsia-500'],
  ['messenger', SendIcon, 'from-sky-400 to-blue-600'],
  ['languages', LanguagesIcon, 'from-amber-400 to-orange-500'],
] as const;
const POINTS = ['one', 'two', 'three'] as const;
// A glimpse of the label languages, each in its own script (names, not translations).
const SAMPLE_LANGUAGES = ['en', 'ar', 'ja', 'hi', 'th', 'uk', 'ko', 'zh', 'he', 'el', 'es', 'vi'];

/** SPEC §1 features: sticker generator, messenger integration, multi-language support. */
export async function FeaturesSection() {
  const t = await getTranslations('landing.features');
  const samples = SAMPLE_LANGUAGES.map((c) => LABEL_LANGUAGES.find((l) => l.code === c)).filter(
    (l) => l !== undefined,
  );
  return (
    <section
      id={LANDING_ANCHORS.features}
      aria-labelledby="features-title"
      className="scroll-mt-20 border-t py-16 sm:py-20"
      data-testid="section-features"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          subtitle={t('subtitle', { count: LABEL_LANGUAGES.length })}
        />
        <div className="grid gap-6 lg:grid-cols-3">
          {FEATURES.map(([key, Icon, gradient]) => (
            <article
              key={key}
              className="flex flex-col rounded-3xl border bg-card p-6 shadow-sm sm:p-8"
              data-testid={`feature-${key}`}
            >
              <span
                className={`flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br ${gradient} text-white shadow-md`}
              >
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-bold tracking-tight">{t(`${key}.title`)}</h3>
              <p className="mt-2 text-muted-foreground text-pretty">
                {t(`${key}.body`, { count: LABEL_LANGUAGES.length })}
              </p>
              <ul className="mt-5 space-y-2.5 text-sm">
                {POINTS.map((p) => (
                  <li key={p} className="flex gap-2">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    <span>{t(`${key}.${p}`)}</span>
                  </li>
                ))}
              </ul>
              {key === 'languages' && (
                <ul className="mt-6 flex flex-wrap gap-1.5" aria-label={t('languages.sample')}>
                  {samples.map((l) => (
                    <li
                      key={l.code}
                      lang={l.code}
                      className="rounded-full bg-muted px-2.5 py-1 text-xs font-semibold"
                    >
                      {l.nativeName}
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
