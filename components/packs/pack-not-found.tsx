'use client';

import { ArrowLeftIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/lib/i18n/navigation';

/** Product rule (docs/product-rules.md): a 404 image, 'Oops! Sticker pack not found..' and Go Back. */
export function PackNotFound({ fallbackHref }: { fallbackHref: string }) {
  const t = useTranslations('packs.notFound');
  const router = useRouter();
  const goBack = () => {
    // Back where the visitor came from; a link opened in a new tab has nowhere to go back to.
    if (window.history.length > 1) router.back();
    else router.push(fallbackHref);
  };
  return (
    <section
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
      data-testid="pack-not-found"
    >
      <img
        src="/illustrations/pack-not-found.svg"
        alt=""
        width={320}
        height={240}
        className="h-auto w-64 sm:w-80"
      />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="text-muted-foreground text-pretty">{t('body')}</p>
      <Button
        variant="gradient"
        size="lg"
        onClick={goBack}
        className="mt-2"
        data-testid="pack-not-found-back"
      >
        <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
        {t('back')}
      </Button>
    </section>
  );
}
