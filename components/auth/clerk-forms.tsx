'use client';

import { SignIn, SignUp } from '@clerk/nextjs';

// Clerk's own forms inside our hash-driven modal (hosted identity mode).
export default function ClerkForms({ view }: { view: 'login' | 'signup' }) {
  const appearance = {
    elements: { rootBox: 'w-full', cardBox: 'w-full shadow-none border-0', card: 'shadow-none p-0' },
  };
  return view === 'login' ? (
    <SignIn routing="hash" signUpUrl="#signup" forceRedirectUrl="/creator-studio" appearance={appearance} />
  ) : (
    <SignUp routing="hash" signInUrl="#login" forceRedirectUrl="/creator-studio" appearance={appearance} />
  );
}
