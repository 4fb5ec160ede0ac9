import type { AppUser } from '@/lib/auth/current-user';
import { registry } from '@/lib/registry';

// Route and page tests name who is calling through the registry's currentUser slot
// (lib/auth/current-user.ts), not with a vi.mock of that module: a file that replaces a module needs
// a module graph of its own (vitest.config.ts), loaded afresh for that file alone.

/** Every request of this test file is made by `session.user`, as it is when the request arrives. */
export function callerFrom(session: { user: AppUser | null }): void {
  registry.override({ currentUser: async () => session.user });
}

/** From now on every request is made by `user` (null: nobody is signed in). */
export function callAs(user: AppUser | null): void {
  registry.override({ currentUser: async () => user });
}
