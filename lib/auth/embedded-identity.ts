import 'server-only';
import type { Identity } from '@/lib/users/service';
import { getEmbeddedAuth } from './embedded';
import type { IdentitySource } from './identity-types';
import { readSessionSnapshot, type SnapshotConfig, type SnapshotUser } from './session-snapshot';

/** Embedded accounts (better-auth): the signed session snapshot cookie, else the session row. */
export function embeddedIdentity(): IdentitySource {
  // The secret and cookie names better-auth itself uses (so secure-prefixed names follow APP_URL),
  // read once per built source; a failed read is tried again on the next request.
  let config: Promise<SnapshotConfig> | undefined;
  const snapshotConfig = () => {
    config ??= getEmbeddedAuth()
      .then((auth) => auth.$context)
      .then((ctx) => ({
        secret: ctx.secret,
        tokenCookie: ctx.authCookies.sessionToken.name,
        dataCookie: ctx.authCookies.sessionData.name,
      }))
      .catch((err) => {
        config = undefined;
        throw err;
      });
    return config;
  };

  async function user(headers: Headers): Promise<SnapshotUser | null> {
    const fromSnapshot = readSessionSnapshot(headers, await snapshotConfig());
    if (fromSnapshot) return fromSnapshot;
    // No valid snapshot: better-auth checks the session row and renews the snapshot.
    const auth = await getEmbeddedAuth();
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const u = session.user as typeof session.user & { firstName?: string | null; lastName?: string | null };
    return {
      id: u.id,
      email: u.email,
      firstName: u.firstName ?? null,
      lastName: u.lastName ?? null,
      image: u.image ?? null,
    };
  }

  return {
    async identify(headers): Promise<Identity | null> {
      const u = await user(headers);
      if (!u) return null;
      return {
        provider: 'embedded',
        subject: u.id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        imageUrl: u.image,
      };
    },
    profile: async () => ({}),
  };
}
