import { ChevronDownIcon, MailIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { FAQ_KEYS, LANDING_ANCHORS } from '@/lib/config/landing';
import { supportMailto } from '@/lib/config/site';
import { SectionHeading } from './section-heading';

/**
 * SPEC §2 FAQ: one item open at a time, all may be collapsed, plus a contact mail link. Native
 * <details name> is an exclusive accordion in the browser itself: no JavaScript ships for it.
 */
export async function FaqSection() {
  const t = await getTranslations('landing.faq');
  return (
    <section
      id={LANDING_ANCHORS.faq}
      aria-labelledby="faq-title"
      className="scroll-mt-20 border-t bg-muted/30 py-16 sm:py-20"
      data-testid="section-faq"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
        <div className="flex flex-col gap-3">
          {FAQ_KEYS.map((key) => (
            <details
              key={key}
              name="faq"
              className="group rounded-2xl border bg-card shadow-sm open:shadow-md"
              data-testid="faq-item"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                {t(`items.${key}.q`)}
                <ChevronDownIcon
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-muted-foreground text-pretty">
                {t(`items.${key}.a`)}
              </p>
            </details>
          ))}
        </div>
        <p className="mt-8 flex flex-wrap items-center justify-center gap-2 text-center text-sm">
          <MailIcon className="size-4 text-primary" aria-hidden="true" />
          {t.rich('contact', {
            link: (chunks) => (
              <a
                className="font-semibold text-primary hover:underline"
                href={supportMailto()}
                data-testid="faq-contact"
              >
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
    </section>
  );
}
