import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { HeaderSession } from './header-session';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

/**
 * Static on every page (docs/architecture.md): the visitor's actions are in the HTML, and a session hint read
 * before the header is parsed (session-flag.tsx) swaps them for the signed-in placeholder with no
 * flash either way. Only a signed-in browser downloads the signed-in header (menus, balance, data
 * layer): anonymous pages ship no react-query, no Radix menus (docs/decisions.md).
 * Nearly opaque rather than a blurred glass: a backdrop filter is a separate composited surface on
 * every frame, the first one included.
 */
export async function SiteHeader() {
  const t = await getTranslations('nav');
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo label={t('home')} />
        <HeaderSession />
        <div className="anon-only ms-auto flex items-center gap-2" data-testid="header-signed-out">
          <LanguageSwitcher />
          <a
            href="#login"
            className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'max-md:hidden' })}
          >
            {t('login')}
          </a>
          <a
            href="#signup"
            className={buttonVariants({ variant: 'gradient', size: 'sm', className: 'max-md:hidden' })}
          >
            {t('signUp')}
          </a>
          <a
            href="#signup"
            className={buttonVariants({ variant: 'gradient', size: 'sm', className: 'md:hidden' })}
          >
            {t('getStarted')}
          </a>
        </div>
      </div>
    </header>
  );
}
