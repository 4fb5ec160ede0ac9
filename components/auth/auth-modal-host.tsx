'use client';

import dynamic from 'next/dynamic';
import { useAuthHash } from './use-auth-hash';

// The dialog, both forms, their validation and the auth client load when #login / #signup is opened,
// not with every page (issue 12).
const AuthModal = dynamic(() => import('./auth-modal').then((m) => m.AuthModal), { ssr: false });

export function AuthModalHost() {
  const { view, go } = useAuthHash();
  return view ? <AuthModal view={view} go={go} /> : null;
}
