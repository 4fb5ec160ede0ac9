import { getAvailableCreditsForUser } from '@/lib/credits/service';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError } from '@/lib/errors';

/**
 * A hold the ledger refused for want of credits becomes the answer the page shows (what it takes,
 * what the person has); any other error goes on as it was.
 */
export async function rethrowInsufficient(
  db: DbOrTx,
  userId: string,
  required: number,
  message: string,
  err: unknown,
): Promise<never> {
  if (err instanceof ApiError && err.code === 'INSUFFICIENT_CREDITS')
    throw new ApiError('INSUFFICIENT_CREDITS', message, {
      required,
      available: await getAvailableCreditsForUser(db, userId),
    });
  throw err;
}
