import { getTranslations } from 'next-intl/server';
import { SocialIcon } from '@/components/layout/brand-icons';
import { LANDING_ANCHORS } from '@/lib/config/landing';
import { SITE } from '@/lib/config/site';
import { SectionHeading } from './section-heading';

const TINT = {
  telegram: 'hover:bg-sky-500',
  instagram: 'hover:bg-fuchsia-600',
  tiktok: 'hover:bg-neutral-900',
  x: 'hover:bg-neutral-900',
} as const;

/** SPEC §1: social links (the short-video one included) close the landing. */
export async function SocialsSection() {
  const t = await getTranslations('landing.socials');
  const names = await getTranslations('footer.social');
  return (
    <section
      id={LANDING_ANCHORS.socials}
      aria-labelledby="socials-title"
      className="scroll-mt-20 border-t py-16 sm:py-20"
      data-testid="section-socials"
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading
          id="socials-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          subtitle={t('subtitle')}
        />
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {SITE.socials.map((s) => {
            const Icon = SocialIcon[s.id];
            return (
              <li key={s.id}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`group flex flex-col items-center gap-2 rounded-3xl border bg-card p-5 text-center shadow-sm transition hover:text-white ${TINT[s.id]}`}
                >
                  <span className="flex size-12 items-center justify-center rounded-full bg-muted text-foreground transition group-hover:bg-white/20 group-hover:text-white [&_svg]:size-6">
                    <Icon />
                  </span>
                  <span className="font-semibold">{names(s.id)}</span>
                  <span className="text-xs text-muted-foreground group-hover:text-white/85">{t(s.id)}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
