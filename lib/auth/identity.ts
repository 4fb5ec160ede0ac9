import 'server-only';
import { liveAsync } from '@/lib/registry';
import type { Identity } from '@/lib/users/service';

/** Who signs people in: embedded accounts (better-auth) or Clerk. */
export type IdentitySource = {
  /** The identity behind a request's session cookie or `Authorization: Bearer` token. */
  identify(headers: Headers): Promise<Identity | null>;
  /** Profile details for a first sign-in whose session token carries none. */
  profile(subject: string): Promise<Partial<Identity>>;
};

declare module '@/lib/registry/slots' {
  interface Slots {
    identity: IdentitySource;
  }
}

/** The live source (lib/registry): embedded accounts, or Clerk when CLERK_SECRET_KEY is set. */
export function getIdentitySource(): Promise<IdentitySource> {
  // Each loaded on first use: embedded mode never loads Clerk, nor hosted mode better-auth.
  return liveAsync('identity', {
    embedded: async () => (await import('./embedded-identity')).embeddedIdentity(),
    hosted: async () => {
      const { clerkIdentity, clerkProfile } = await import('./clerk');
      return { identify: clerkIdentity, profile: clerkProfile };
    },
  });
}
