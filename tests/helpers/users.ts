import { randomUUID } from 'node:crypto';
import { grantCredits } from '@/lib/credits/service';
import type { Database } from '@/lib/db/types';
import { ensureUser } from '@/lib/users/queries';

/** A fresh user, optionally with a starting grant (one BONUS ledger row). */
export async function makeUser(db: Database, credits = 0) {
  const user = await ensureUser(db, {
    provider: 'embedded',
    subject: randomUUID(),
    email: `${randomUUID()}@x.test`,
  });
  if (credits > 0) {
    await grantCredits(db, {
      userId: user.id,
      credits,
      kind: 'BONUS',
      description: 'test grant',
      idempotencyKey: `seed:${user.id}`,
    });
  }
  return user;
}
