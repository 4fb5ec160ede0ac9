import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import type { Refusal } from '@/lib/events/publishing';
import { isSuspended } from './queries';

/**
 * Listens to lib/events/publishing.ts's goingPublic (lib/server/wiring.ts): a suspended person may
 * still make private things, never public ones (docs/product-rules.md, moderation).
 */
export async function refuseSuspendedPublisher(
  db: DbOrTx,
  { userId }: { userId: string },
): Promise<Refusal | null> {
  if (!(await isSuspended(db, userId))) return null;
  return {
    code: 'PUBLISHING_SUSPENDED',
    message: 'Your publishing is suspended: you cannot make anything public.',
  };
}
