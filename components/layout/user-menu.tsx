'use client';

import { CreditCardIcon, LogOutIcon, SettingsIcon } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyMessages } from '@/components/providers/lazy-messages';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useRouter } from '@/lib/i18n/navigation';
import { usesClerk } from '@/lib/client/identity';
import { initialsOf, fullNameOf, type Me } from '@/lib/client/use-me';
import { ROUTES } from '@/lib/config/routes';
import { useSignOut } from './use-sign-out';

// Account settings (the accounts client, the profile and data forms) load when first opened: the
// menu itself loads on every signed-in page.
const AccountSettingsDialog = dynamic(
  () => import('@/components/auth/account-settings-dialog').then((m) => m.AccountSettingsDialog),
  { ssr: false },
);

export function Avatar({ me, className = 'size-9' }: { me: Me; className?: string }) {
  return (
    <span
      className={`inline-flex ${className} items-center justify-center rounded-full bg-gradient-to-br from-violet-500 to-fuchsia-500 text-sm font-bold text-white`}
      aria-hidden="true"
    >
      {initialsOf(me)}
    </span>
  );
}

export function UserMenu({ me }: { me: Me }) {
  const t = useTranslations('nav');
  const router = useRouter();
  const signOut = useSignOut();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on (its texts load then), so closing still animates.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const fullName = fullNameOf(me);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="user-menu"
        >
          {/* Named in text, not aria-label: a label that left out the initials on show would not match them. */}
          <span className="sr-only">{t('userMenu')}</span>
          <Avatar me={me} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            <div className="font-semibold">{fullName || me.email}</div>
            {fullName && <div className="truncate text-xs text-muted-foreground">{me.email}</div>}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => router.push(ROUTES.billing)}>
            <CreditCardIcon /> {t('billing')}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => {
              // Hosted identity: the profile (name, email, password) lives in Clerk's own dialog.
              const clerk = (window as { Clerk?: { openUserProfile: () => void } }).Clerk;
              if (usesClerk && clerk) clerk.openUserProfile();
              else {
                setSettingsUsed(true);
                setSettingsOpen(true);
              }
            }}
          >
            <SettingsIcon /> {t('accountSettings')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()} data-testid="sign-out">
            <LogOutIcon /> {t('signOut')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {settingsUsed && (
        <LazyMessages
          namespaces={['auth', 'account']}
          onDismiss={() => {
            setSettingsOpen(false);
            setSettingsUsed(false);
          }}
        >
          <AccountSettingsDialog me={me} open={settingsOpen} onOpenChange={setSettingsOpen} />
        </LazyMessages>
      )}
    </>
  );
}
