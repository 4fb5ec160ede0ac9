'use client';

import dynamic from 'next/dynamic';
import { withIslandStyles } from '@/components/layout/with-island-styles';
import { preloadMessages } from '@/lib/i18n/lazy-messages';
import { useAuthHash } from './use-auth-hash';

// The dialog, both forms, their validation, the auth client and the dialog's texts load when #login /
// #signup is opened, not with every page (docs/decisions.md): code and texts side by side.
const AuthModal = dynamic(
  () => {
    preloadMessages(['auth']);
    return withIslandStyles(() => import('./auth-modal')).then((m) => m.AuthModalWithTexts);
  },
  { ssr: false },
);

export function AuthModalHost() {
  const { view, go } = useAuthHash();
  return view ? <AuthModal view={view} go={go} /> : null;
}
