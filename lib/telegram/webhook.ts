import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import type { Database } from '@/lib/db/types';
import { forgetWebhookEvent, recordWebhookEvent } from '@/lib/payments/webhook-events';

/** Constant-time comparison of the X-Telegram-Bot-Api-Secret-Token header. */
export function secretTokenMatches(header: string | null, secret: string): boolean {
  if (!header) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function parseUpdate(raw: string): Update | null {
  try {
    const u = JSON.parse(raw) as Update;
    return u && typeof u === 'object' && Number.isSafeInteger(u.update_id) ? u : null;
  } catch {
    return null;
  }
}

/**
 * Each update_id is handled once. If handling fails the record is removed and the error rethrown,
 * so Telegram's redelivery (after our 500) is handled again; grants stay idempotent by charge id.
 */
export async function handleTelegramUpdate(
  db: Database,
  bot: Bot,
  update: Update,
): Promise<'handled' | 'duplicate'> {
  const id = String(update.update_id);
  const kind = Object.keys(update).find((k) => k !== 'update_id') ?? '';
  if (!(await recordWebhookEvent(db, 'telegram', id, kind))) return 'duplicate';
  try {
    await bot.handleUpdate(update);
    return 'handled';
  } catch (err) {
    await forgetWebhookEvent(db, 'telegram', id);
    throw err;
  }
}
