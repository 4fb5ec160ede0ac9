'use client';

import { useState } from 'react';
import { AccountSettingsDialog } from '@/components/auth/account-settings-dialog';
import { LazyMessages } from '@/components/providers/lazy-messages';
import { usesClerk } from '@/lib/client/identity';
import type { Me } from '@/lib/client/use-me';

/**
 * Account settings opened from anywhere (the mobile menu has no user dropdown): Clerk's own profile
 * dialog with hosted identity, else ours, mounted from its first opening (its texts load then).
 */
export function useAccountSettings(me: Me) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = () => {
    const clerk = (window as { Clerk?: { openUserProfile: () => void } }).Clerk;
    if (usesClerk && clerk) return clerk.openUserProfile();
    setUsed(true);
    setOpen(true);
  };
  const element = used ? (
    <LazyMessages
      namespaces={['auth', 'account']}
      onDismiss={() => {
        setOpen(false);
        setUsed(false);
      }}
    >
      <AccountSettingsDialog me={me} open={open} onOpenChange={setOpen} />
    </LazyMessages>
  ) : null;
  return { show, element };
}
