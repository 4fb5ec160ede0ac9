import 'server-only';
import { liveAsync } from '@/lib/registry';
import type { IdentitySource } from './identity-types';

export type { IdentitySource } from './identity-types';

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
