import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/routes';
import {
  found,
  newAccount,
  pathOf,
  ROWS,
  request,
  type TableFixture,
  useAuthorizationDb,
} from './authorization-harness';
import { FIXTURES, type Owned } from './authorization-fixtures';

// Hardening: every route × {anonymous, another user, owner}; the table is authorization-table.ts.
useAuthorizationDb();

describe('authorization table: every route × anonymous, another user, owner', () => {
  it('has a row for every route handler on disk, and none for a route that is gone', () => {
    const names = found.map((f) => f.name).sort();
    expect(
      names.filter((n) => !ROWS[n]),
      'add these rows to TABLE',
    ).toEqual([]);
    expect(
      Object.keys(ROWS).filter((n) => !names.includes(n)),
      'remove these rows',
    ).toEqual([]);
  });

  for (const { name, route, handler } of found) {
    const row = ROWS[name];
    if (!row) continue;
    it(name, async () => {
      const [anonymous, other, owner, fixture] = row;
      const [ownerAccount, otherAccount] = await Promise.all([newAccount(), newAccount()]);
      const results: Record<string, number> = {};
      const leaks: string[] = [];
      const unlisted: string[] = [];
      for (const [role, who] of [
        ['anonymous', null],
        ['other', otherAccount],
        ['owner', ownerAccount],
      ] as const) {
        const call: Owned = fixture ? await FIXTURES[fixture as TableFixture](ownerAccount) : {};
        const params = call.params ?? {};
        const pathname = pathOf(route.pattern, params);
        const res = await callRoute(
          handler as NonNullable<typeof handler>,
          request(name.split(' ')[0] as string, pathname, who, call),
          params,
        );
        results[role] = res.status;
        const text = await res.text();
        if (role === 'other') {
          // A reference the caller sent may be echoed back; any other of the owner's is a leak. (Only
          // what went out counts as sent, not the fixture's own lists of secrets.)
          const sent = JSON.stringify([call.params, call.query, call.body, call.form]);
          for (const secret of call.private ?? [])
            if (text.includes(secret) && !sent.includes(secret)) leaks.push(secret);
        }
        if (role === 'owner')
          for (const row of call.listed ?? []) if (!text.includes(row)) unlisted.push(row);
      }
      expect(results).toEqual({ anonymous, other, owner });
      expect(leaks, "the owner's private references in another user's answer").toEqual([]);
      expect(unlisted, "the owner's own rows missing from the owner's list").toEqual([]);
    });
  }
});
