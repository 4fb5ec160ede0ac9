'use client';

import { MenuIcon, SparklesIcon } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/i18n/navigation';
import { identify, observeBalance, trackVisit } from '@/lib/analytics/client';
import { useMe } from '@/lib/client/use-me';
import { ROUTES } from '@/lib/config/routes';
import { CreditChip } from './credit-chip';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

// The signed-in menus (Radix dropdown and dialog, account settings, sign-out) load only for a user.
const UserMenu = dynamic(() => import('./user-menu').then((m) => m.UserMenu), {
  ssr: false,
  loading: () => <Skeleton className="size-9 rounded-full" />,
});
const MobileMenu = dynamic(() => import('./mobile-menu').then((m) => m.MobileMenu), { ssr: false });

// Public pages are static: the signed-in parts hydrate on the client from /v1/users/me (DESIGN §1).
export function SiteHeader() {
  const t = useTranslations('nav');
  const me = useMe();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = me.data;
  useHeaderAnalytics(user?.id, user?.balance.availableCredits);

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        {user && (
          <nav className="ms-6 hidden items-center gap-1 md:flex" aria-label="Main">
            <Button asChild variant="ghost" size="sm">
              <Link href={ROUTES.studio}>{t('myCreations')}</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link href={ROUTES.explore}>{t('explore')}</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link href={ROUTES.pricingAnchor}>{t('pricing')}</Link>
            </Button>
          </nav>
        )}
        <div
          className="ms-auto flex items-center gap-2"
          data-testid={user ? 'header-signed-in' : me.isPending ? 'header-loading' : 'header-signed-out'}
        >
          {me.isPending ? (
            <Skeleton className="h-9 w-40 rounded-full" />
          ) : user ? (
            <>
              <Button asChild variant="gradient" size="sm" className="hidden sm:inline-flex">
                <Link href={ROUTES.createSticker}>
                  <SparklesIcon /> {t('startCreating')}
                </Link>
              </Button>
              <CreditChip credits={user.balance.availableCredits} />
              {/* The mobile menu carries its own switcher (issue 10: desktop had none when signed in). */}
              <div className="hidden md:block">
                <LanguageSwitcher compact />
              </div>
              <div className="hidden md:block">
                <UserMenu me={user} />
              </div>
            </>
          ) : (
            <>
              <LanguageSwitcher />
              <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
                <a href="#login">{t('login')}</a>
              </Button>
              <Button asChild variant="gradient" size="sm" className="hidden md:inline-flex">
                <a href="#signup">{t('signUp')}</a>
              </Button>
              <Button asChild variant="gradient" size="sm" className="md:hidden">
                <a href="#signup">{t('getStarted')}</a>
              </Button>
            </>
          )}
          {user && (
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-label={t('openMenu')}
              onClick={() => setMenuOpen(true)}
              data-testid="mobile-menu-button"
            >
              <MenuIcon className="size-5" />
            </Button>
          )}
        </div>
      </div>
      {user && <MobileMenu me={user} open={menuOpen} onOpenChange={setMenuOpen} />}
    </header>
  );
}

/**
 * The header is on every page, so it carries the app-wide analytics (lib/analytics): the return
 * visit check once per load, the signed-in identity, and the low / exhausted credit triggers.
 */
function useHeaderAnalytics(userId: string | undefined, balance: number | undefined) {
  useEffect(() => trackVisit(), []);
  useEffect(() => {
    if (userId) identify(userId);
  }, [userId]);
  useEffect(() => {
    if (balance !== undefined) observeBalance(balance);
  }, [balance]);
}
