'use client';

import {
  CompassIcon,
  CreditCardIcon,
  LayoutGridIcon,
  LogOutIcon,
  SettingsIcon,
  SparklesIcon,
  TagIcon,
} from 'lucide-react';
import { Dialog as P } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { fullNameOf, type Me } from '@/lib/client/use-me';
import { ROUTES } from '@/lib/config/routes';
import { formatCredits } from '@/lib/utils';
import { useAccountSettings } from '@/components/account/use-account-settings';
import { useReturnFocus } from '@/components/ui/return-focus';
import { LanguageSwitcher } from './language-switcher';
import { useSignOut } from './use-sign-out';
import { Avatar } from './user-menu';

const item =
  'flex items-center gap-3 rounded-2xl px-4 py-3 text-base font-semibold hover:bg-muted [&_svg]:size-5 [&_svg]:text-muted-foreground';

export function MobileMenu({
  me,
  open,
  onOpenChange,
}: {
  me: Me;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const signOut = useSignOut();
  const settings = useAccountSettings(me);
  const returnFocus = useReturnFocus(undefined, undefined);
  // Product rule (docs/product-rules.md): the mobile menu closes on every route change. Only on a
  // change: the menu mounts when first opened (signed-in-header.tsx), and must stay open then.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);
  return (
    <>
      <P.Root open={open} onOpenChange={onOpenChange}>
        <P.Portal>
          <P.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
          <P.Content
            {...returnFocus}
            className="fixed inset-y-0 end-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-2 bg-background p-5 shadow-2xl data-[state=open]:animate-in data-[state=open]:slide-in-from-right rtl:data-[state=open]:slide-in-from-left"
          >
            <div className="mb-2 flex items-center gap-3">
              <Avatar me={me} className="size-11" />
              <div className="min-w-0">
                <P.Title className="truncate font-bold">{fullNameOf(me) || me.email}</P.Title>
                <P.Description className="text-sm text-muted-foreground">
                  {t('creditBalance', { credits: formatCredits(me.balance.availableCredits) })}
                </P.Description>
              </div>
            </div>
            <Link className={item} href={ROUTES.createSticker}>
              <SparklesIcon />
              {t('startCreating')}
            </Link>
            <Link className={item} href={ROUTES.studio}>
              <LayoutGridIcon />
              {t('myCreations')}
            </Link>
            <Link className={item} href={ROUTES.explore}>
              <CompassIcon />
              {t('explore')}
            </Link>
            <Link className={item} href={ROUTES.pricingAnchor} onClick={() => onOpenChange(false)}>
              <TagIcon />
              {t('pricing')}
            </Link>
            <Link className={item} href={ROUTES.billing}>
              <CreditCardIcon />
              {t('billing')}
            </Link>
            <button
              type="button"
              className={item}
              onClick={() => {
                onOpenChange(false);
                settings.show();
              }}
            >
              <SettingsIcon />
              {t('accountSettings')}
            </button>
            <div className="mt-auto flex items-center justify-between border-t pt-4">
              <LanguageSwitcher />
              <button type="button" className={`${item} text-destructive`} onClick={() => void signOut()}>
                <LogOutIcon />
                {t('signOut')}
              </button>
            </div>
          </P.Content>
        </P.Portal>
      </P.Root>
      {settings.element}
    </>
  );
}
