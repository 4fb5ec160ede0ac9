import { CameraIcon, LayersIcon, PaletteIcon, PenLineIcon, SendIcon, WandSparklesIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { LANDING_ANCHORS } from '@/lib/config/landing';
import { SectionHeading } from './section-heading';

const STEPS = [
  ['upload', CameraIcon],
  ['character', WandSparklesIcon],
  ['style', PaletteIcon],
  ['describe', PenLineIcon],
  ['pack', LayersIcon],
  ['share', SendIcon],
] as const;

/** SPEC §1: how it works, 6 steps. */
export async function HowItWorks() {
  const t = await getTranslations('home');
  const tl = await getTranslations('landing.how');
  return (
    <section
      id={LANDING_ANCHORS.howItWorks}
      aria-labelledby="how-title"
      className="scroll-mt-20 border-t bg-muted/30 py-16 sm:py-20"
      data-testid="section-how-it-works"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow={tl('eyebrow')}
          title={t('howTitle')}
          subtitle={tl('subtitle')}
        />
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map(([key, Icon], i) => (
            <li key={key} className="flex gap-4 rounded-3xl border bg-card p-5 shadow-sm">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-violet-500 to-fuchsia-500 text-white">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">
                  <span className="me-1 text-muted-foreground">{i + 1}.</span>
                  {t(`steps.${key}`)}
                </span>
                <span className="mt-1 block text-sm text-muted-foreground text-pretty">
                  {tl(`steps.${key}`)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
