'use client';

import { MenuIcon, SparklesIcon } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/i18n/navigation';
import { completePendingSignUp, identify, observeBalance } from '@/lib/analytics/client';
import { useBalanceBroadcastListener, useMe } from '@/lib/client/use-me';
import { ROUTES } from '@/lib/config/routes';
import { CreditChip } from './credit-chip';
import { HeaderPlaceholder } from './header-session';
import { LanguageSwitcher } from './language-switcher';

// The desktop menu (Radix dropdown, account settings, sign-out) loads with the user; the phone menu
// when it is first opened, so a desktop visit never loads it.
const UserMenu = dynamic(() => import('./user-menu').then((m) => m.UserMenu), {
  ssr: false,
  loading: () => <Skeleton className="size-9 rounded-full" />,
});
const MobileMenu = dynamic(() => import('./mobile-menu').then((m) => m.MobileMenu), { ssr: false });
// Product rule (docs/product-rules.md): one toast at a time, gone after 3 s. Toasts raised before it mounts are replayed.
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

/** Loaded by HeaderSession only in a browser that holds a session hint. */
export function SignedInHeader({ onSignedOut }: { onSignedOut: () => void }) {
  return (
    <QueryProvider>
      <SignedInActions onSignedOut={onSignedOut} />
    </QueryProvider>
  );
}

function SignedInActions({ onSignedOut }: { onSignedOut: () => void }) {
  const t = useTranslations('nav');
  const me = useMe();
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the phone menu stays mounted, so closing it animates.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const [toasts, setToasts] = useState(false);
  const user = me.data;
  useBalanceBroadcastListener();
  useHeaderAnalytics(user?.id, user?.balance.availableCredits);
  // Once mounted the toaster stays: the "signed out" toast comes after the user is gone.
  if (user && !toasts) setToasts(true);
  const signedOut = me.isSuccess && !user;
  useEffect(() => {
    if (signedOut) onSignedOut();
  }, [signedOut, onSignedOut]);

  const toaster = toasts && (
    <Toaster visibleToasts={1} duration={3000} position="top-center" richColors closeButton />
  );
  if (!user) return me.isPending ? <HeaderPlaceholder /> : toaster || null;
  return (
    <>
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
      <div className="ms-auto flex items-center gap-2" data-testid="header-signed-in">
        <Button asChild variant="gradient" size="sm" className="hidden sm:inline-flex">
          <Link href={ROUTES.createSticker}>
            <SparklesIcon /> {t('startCreating')}
          </Link>
        </Button>
        <CreditChip credits={user.balance.availableCredits} />
        {/* The mobile menu carries its own switcher (desktop had none when signed in). */}
        <div className="hidden md:block">
          <LanguageSwitcher compact />
        </div>
        <div className="hidden md:block">
          <UserMenu me={user} />
        </div>
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
      </div>
      {menuUsed && <MobileMenu me={user} open={menuOpen} onOpenChange={setMenuOpen} />}
      {toaster}
    </>
  );
}

/** The signed-in identity and the low / exhausted credit triggers (lib/analytics). */
function useHeaderAnalytics(userId: string | undefined, balance: number | undefined) {
  useEffect(() => {
    if (!userId) return;
    identify(userId);
    completePendingSignUp();
  }, [userId]);
  useEffect(() => {
    if (balance !== undefined) observeBalance(balance);
  }, [balance]);
}
