import 'server-only';
import type { PackTelegramDto } from '@/lib/contracts/packs';
import type { DbOrTx } from '@/lib/db/types';
import { notFound } from '@/lib/errors';
import { findPackForPublishing } from '@/lib/packs/service';
import { deepLink, ownerPackStartPayload } from '@/lib/config/telegram-links';
import { botUsername } from '@/lib/telegram/bot';
import { issueLinkToken, LINK_TOKEN_TTL_MS } from '@/lib/telegram/service';
import { addStickersUrl } from './names';
import * as q from './queries';

const STATUSES = ['PENDING', 'PUBLISHING', 'PUBLISHED', 'FAILED'] as const;

/**
 * GET /v1/sticker-packs/{reference}/telegram: the pack's Telegram set for its owner (anyone else: 404),
 * null when it was never published. The link is given once the set exists on Telegram.
 */
export async function getPackTelegramStatus(
  db: DbOrTx,
  userId: string,
  reference: string,
): Promise<PackTelegramDto | null> {
  const found = await findPackForPublishing(db, { publicId: reference });
  if (!found || found.pack.userId !== userId) throw notFound('Sticker pack not found');
  const row = await q.findSet(db, found.pack.id);
  if (!row) return null;
  const created = (await q.listMembers(db, row.packId)).some((m) => m.fileUniqueId);
  const status = STATUSES.find((s) => s === row.status) ?? 'PENDING';
  return {
    status,
    url: created || status === 'PUBLISHED' ? addStickersUrl(row.name) : null,
    done: row.done,
    total: row.total,
    errorCode: status === 'FAILED' ? row.errorCode : null,
  };
}

/**
 * POST /v1/sticker-packs/{reference}/telegram: the owner's own "Add to Telegram" link. It carries a
 * single-use ticket (30 minutes) that links the Telegram account opening it to the owner, so that
 * account, and no visitor of the public page, becomes the owner of the pack's sticker set.
 */
export async function createOwnerTelegramLink(db: DbOrTx, userId: string, reference: string) {
  const found = await findPackForPublishing(db, { publicId: reference });
  if (!found || found.pack.userId !== userId) throw notFound('Sticker pack not found');
  const now = Date.now();
  const token = await issueLinkToken(db, userId, now);
  return {
    url: deepLink(ownerPackStartPayload(found.pack.publicId, token), botUsername()),
    expiresAt: new Date(now + LINK_TOKEN_TTL_MS).toISOString(),
  };
}
