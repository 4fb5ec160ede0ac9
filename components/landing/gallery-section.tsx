import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { CssIcon } from '@/components/ui/css-icon';
import { Link } from '@/lib/i18n/navigation';
import { LANDING_ANCHORS } from '@/lib/config/landing';
import { ROUTES } from '@/lib/config/routes';
import { GalleryMarquee } from './gallery-marquee';
import { SectionHeading } from './section-heading';
import s from './sections.module.css';

export async function GallerySection() {
  const t = await getTranslations('landing.gallery');
  return (
    <section
      id={LANDING_ANCHORS.gallery}
      aria-labelledby="gallery-title"
      className={`${s.section} overflow-hidden`}
      data-testid="section-gallery"
    >
      <div className="px-4 sm:px-6">
        <SectionHeading
          id="gallery-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          subtitle={t('subtitle')}
        />
      </div>
      <GalleryMarquee />
      <div className={s.center}>
        <Link
          href={ROUTES.explore}
          prefetch={false}
          className={buttonVariants({ variant: 'outline', size: 'lg' })}
        >
          {t('seeMore')} <CssIcon name="arrowRight" className="rtl:rotate-180" />
        </Link>
      </div>
    </section>
  );
}
