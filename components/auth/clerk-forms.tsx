'use client';

import { SignIn, SignUp } from '@clerk/nextjs';
import { useEffect } from 'react';
import { markSignUpStarted } from '@/lib/analytics/client';
import { returnPathFromSearch, returnPathOr } from '@/lib/config/return-path';

// Clerk's own forms inside our hash-driven modal (hosted identity mode).
export default function ClerkForms({ view }: { view: 'login' | 'signup' }) {
  // Clerk redirects on success without telling us: the header completes the sign-up once signed in.
  useEffect(() => {
    if (view === 'signup') markSignUpStarted();
  }, [view]);
  const appearance = {
    elements: { rootBox: 'w-full', cardBox: 'w-full shadow-none border-0', card: 'shadow-none p-0' },
  };
  // Loaded on the client only (ssr: false), so the address is there: back to the page that asked.
  const to = returnPathOr(returnPathFromSearch(window.location.search));
  return view === 'login' ? (
    <SignIn routing="hash" signUpUrl="#signup" forceRedirectUrl={to} appearance={appearance} />
  ) : (
    <SignUp routing="hash" signInUrl="#login" forceRedirectUrl={to} appearance={appearance} />
  );
}
