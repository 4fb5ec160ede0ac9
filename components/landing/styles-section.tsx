import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { CssIcon } from '@/components/ui/css-icon';
import { Link } from '@/lib/i18n/navigation';
import { LANDING_ANCHORS } from '@/lib/config/landing';
import { ROUTES } from '@/lib/config/routes';
import { RARITY_LABELS } from '@/lib/contracts/styles';
import { SectionHeading } from './section-heading';
import s from './sections.module.css';
import { StylesGrid } from './styles-grid';

/**
 * The 'amazing styles' section (docs/product-rules.md). The heading and 'Create Your Own Style' are static HTML ('/create-sticker'
 * when signed in, sign-up otherwise, chosen by the session flag); the grid is a client island.
 */
export async function StylesSection({ locale }: { locale: string }) {
  const t = await getTranslations('landing.styles');
  const rarity = await getTranslations('createSticker.styles.rarity');
  const own = buttonVariants({ variant: 'gradient', size: 'lg' });
  return (
    <section
      id={LANDING_ANCHORS.styles}
      aria-labelledby="styles-title"
      aria-busy="true"
      className={s.section}
      data-testid="section-styles"
    >
      <div className={s.wide}>
        <SectionHeading
          id="styles-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          subtitle={t('subtitle')}
        />
        <StylesGrid
          locale={locale}
          labels={{
            createWith: t('createWith'),
            // Formatted here with a marker the modal fills in (the build precompiles messages: no raw text).
            modalBody: t('modalBody', { name: '{name}' }),
            close: t('close'),
            rarity: Object.fromEntries(RARITY_LABELS.map((r) => [r, rarity(r)])) as Record<
              (typeof RARITY_LABELS)[number],
              string
            >,
          }}
        />
        <div className="mt-6 flex justify-center">
          <Link
            href={ROUTES.createSticker}
            prefetch={false}
            className={`session-only ${own}`}
            data-testid="create-own-style"
          >
            <CssIcon name="plus" /> {t('createOwn')}
          </Link>
          <a href="#signup" className={`anon-only ${own}`} data-testid="create-own-style">
            <CssIcon name="plus" /> {t('createOwn')}
          </a>
        </div>
      </div>
    </section>
  );
}
