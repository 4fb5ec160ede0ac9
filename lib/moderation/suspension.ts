import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError } from '@/lib/errors';
import { isSuspended } from './queries';

/**
 * Listens to lib/events/publishing.ts's goingPublic (lib/server/wiring.ts): a suspended person may
 * still make private things, never public ones (docs/product-rules.md, moderation).
 */
export async function refuseSuspendedPublisher(db: DbOrTx, { userId }: { userId: string }) {
  if (await isSuspended(db, userId))
    throw new ApiError(
      'PUBLISHING_SUSPENDED',
      'Your publishing is suspended: you cannot make anything public.',
    );
}
