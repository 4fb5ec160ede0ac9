import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { supportMailto } from '@/lib/config/site';

export function NotFoundView() {
  const t = useTranslations('notFound');
  return (
    <section
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-5 px-6 py-20 text-center"
      data-testid="not-found"
    >
      <div
        className="bg-gradient-to-br from-violet-600 to-fuchsia-500 bg-clip-text text-8xl font-black tracking-tighter text-transparent"
        aria-hidden="true"
      >
        404
      </div>
      <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="text-muted-foreground">{t('description')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="gradient" size="lg">
          <Link href="/">{t('home')}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <a href={supportMailto()}>{t('support')}</a>
        </Button>
      </div>
    </section>
  );
}
