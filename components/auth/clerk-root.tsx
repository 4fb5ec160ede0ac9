import { ClerkProvider } from '@clerk/nextjs';

/** Hosted identity (Clerk). Only mounted when NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY is set at build time. */
export function ClerkRoot({ children }: { children: React.ReactNode }) {
  return (
    <ClerkProvider
      publishableKey={process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY}
      signInUrl="/#login"
      signUpUrl="/#signup"
      signInForceRedirectUrl="/creator-studio"
      signUpForceRedirectUrl="/creator-studio"
      afterSignOutUrl="/"
    >
      {children}
    </ClerkProvider>
  );
}
