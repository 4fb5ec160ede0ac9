import type { Identity } from '@/lib/users/service';

/** Who signs people in: embedded accounts (better-auth) or Clerk. */
export type IdentitySource = {
  /** The identity behind a request's session cookie or `Authorization: Bearer` token. */
  identify(headers: Headers): Promise<Identity | null>;
  /** Profile details for a first sign-in whose session token carries none. */
  profile(subject: string): Promise<Partial<Identity>>;
};
