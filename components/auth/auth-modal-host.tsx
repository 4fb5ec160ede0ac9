'use client';

import dynamic from 'next/dynamic';
import { preloadMessages } from '@/lib/i18n/lazy-messages';
import { useAuthHash } from './use-auth-hash';

// The dialog, both forms, their validation, the auth client and the dialog's texts load when #login /
// #signup is opened, not with every page (docs/decisions.md): code and texts side by side.
const AuthModal = dynamic(
  () => {
    preloadMessages(['auth']);
    // With the islands' stylesheet: a page's first-paint sheet has none of the dialog's classes.
    return Promise.all([import('./auth-modal'), import('@/components/layout/island-styles')]).then(
      ([m]) => m.AuthModalWithTexts,
    );
  },
  { ssr: false },
);

export function AuthModalHost() {
  const { view, go } = useAuthHash();
  return view ? <AuthModal view={view} go={go} /> : null;
}
