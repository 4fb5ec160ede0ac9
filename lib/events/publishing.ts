import { ApiError, type ErrorCode } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/types';
import { domainEvent } from './bus';

/** Why a listener refuses: an error code and its English message (the client translates the code). */
export type Refusal = { code: ErrorCode; message: string };

/**
 * A person is about to make something public (a public sticker set or pack, or a pack turning
 * public). Announced before any charge or write; a listener answers a refusal or null: moderation
 * refuses a suspended publisher (lib/server/wiring.ts).
 */
export const goingPublic = domainEvent<{ userId: string; kind: 'sticker' | 'pack' }, Refusal | null>(
  'content/going-public',
);

/**
 * Asks the listeners and throws the first refusal. The error is built here, in the caller's bundle:
 * listeners are registered from start-up's bundle, whose copy of ApiError the route wrapper would
 * not recognise (it would answer 500).
 */
export async function assertMayPublish(db: DbOrTx, payload: { userId: string; kind: 'sticker' | 'pack' }) {
  const refusal = (await goingPublic.emit(db, payload)).find((r) => r !== null);
  if (refusal) throw new ApiError(refusal.code, refusal.message);
}
