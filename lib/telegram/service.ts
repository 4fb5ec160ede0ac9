import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '@/lib/db/types';
import { findUserByPublicCode } from '@/lib/users/service';
import {
  findTelegramLink,
  insertLinkToken,
  purgeExpiredLinkTokens,
  takeLinkToken,
  upsertTelegramLink,
} from './queries';

// Telegram accounts linked to our users: by the user code a user shares (/start payment-…), or
// verified by a single-use ticket from the owner's "Add to Telegram" (/start sticker-pack-…).

export async function linkTelegramAccount(
  db: DbOrTx,
  input: { publicId: string; telegramUserId: number; username: string | null; chatId: number | null },
) {
  const user = await findUserByPublicCode(db, input.publicId);
  if (!user) return undefined;
  await upsertTelegramLink(db, { ...input, userId: user.id });
  return user;
}

/** How long the owner's "Add to Telegram" ticket stays valid (it is used within seconds normally). */
export const LINK_TOKEN_TTL_MS = 30 * 60_000;
/** 24 random bytes, base64url: 32 characters of A-Za-z0-9_- (it rides in a ≤ 64-character start payload). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use ticket linking whichever Telegram account opens the bot with it to this user. */
export async function issueLinkToken(db: DbOrTx, userId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await insertLinkToken(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now + LINK_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Spends the ticket and links the Telegram account to `userId`, only if the ticket is that user's,
 * unexpired and unused. False otherwise (nothing changes).
 */
export async function linkWithToken(
  db: DbOrTx,
  input: {
    token: string;
    userId: string;
    telegramUserId: number;
    username: string | null;
    chatId: number | null;
  },
): Promise<boolean> {
  if (!LINK_TOKEN_PATTERN.test(input.token)) return false;
  if (!(await takeLinkToken(db, hashToken(input.token), input.userId))) return false;
  await upsertTelegramLink(
    db,
    {
      telegramUserId: input.telegramUserId,
      userId: input.userId,
      username: input.username,
      chatId: input.chatId,
    },
    true,
  );
  return true;
}

export const purgeLinkTokens = (db: DbOrTx) => purgeExpiredLinkTokens(db);

export async function findLinkedUserId(db: DbOrTx, telegramUserId: number): Promise<string | undefined> {
  return (await findTelegramLink(db, telegramUserId))?.userId;
}

/** The user this Telegram account was linked to by one of their own tickets (not by a user code). */
export async function findVerifiedUserId(db: DbOrTx, telegramUserId: number): Promise<string | undefined> {
  const link = await findTelegramLink(db, telegramUserId);
  return link?.verifiedAt ? link.userId : undefined;
}
