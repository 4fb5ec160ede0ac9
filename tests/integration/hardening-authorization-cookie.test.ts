import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/routes';
import {
  type AuthRow,
  found,
  newAccount,
  pathOf,
  ROWS,
  request,
  sessionCookie,
  TEST_ORIGIN,
  type TableFixture,
  useAuthorizationDb,
} from './authorization-harness';
import { FIXTURES, type Owned } from './authorization-fixtures';

// Hardening: the authorization table runs with bearer tokens; the browser acts with its session
// cookie. Every mutating row again, the owner signed in by cookie: from our own Origin the owner's
// answer, from another site's a 403 on the API (CSRF).
useAuthorizationDb();

describe('mutations with a session cookie, as the browser sends them', () => {
  const mutating = found.filter(({ name }) => {
    const row = ROWS[name];
    return !/^(GET|HEAD) /.test(name) && row && row[2] < 400;
  });

  it('covers the mutating routes', () => {
    expect(mutating.length).toBeGreaterThan(15);
  });

  for (const { name, route, handler } of mutating) {
    const [, , owner, fixture] = ROWS[name] as AuthRow;
    it(name, async () => {
      const ownerAccount = await newAccount();
      const cookie = await sessionCookie(ownerAccount);
      const results: Record<string, number> = {};
      const sites = { same: TEST_ORIGIN, cross: 'https://evil.example' } as const;
      for (const [site, origin] of Object.entries(sites)) {
        const call: Owned = fixture ? await FIXTURES[fixture as TableFixture](ownerAccount) : {};
        const params = call.params ?? {};
        const headers = { cookie, origin, host: new URL(TEST_ORIGIN).host };
        const res = await callRoute(
          handler as NonNullable<typeof handler>,
          request(name.split(' ')[0] as string, pathOf(route.pattern, params), headers, call),
          params,
        );
        results[site] = res.status;
      }
      // Another site's page cannot act with the visitor's cookie: the API refuses it (CSRF).
      // (The upload URL's token is its capability, better-auth checks its own origins.)
      const cross = route.pattern.startsWith('/v1/') ? 403 : results.cross;
      expect(results).toEqual({ same: owner, cross });
    });
  }
});
