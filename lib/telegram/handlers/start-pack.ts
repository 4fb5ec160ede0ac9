import 'server-only';
import type { CommandContext, Context } from 'grammy';
import { parsePackStartPayload } from '@/lib/config/telegram-links';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { sendEvent } from '@/lib/jobs/runtime';
import { findPackForPublishing } from '@/lib/packs/service';
import { packBotTranslator } from '../i18n';
import { linkWithToken } from '../service';

/**
 * `/start sticker-pack-<code>[_<ticket>]`: answers at once and hands the work to the publishing job,
 * which owns the Telegram sets and decides who may create one (the pack owner's linked Telegram
 * account; anyone else only gets the link of a set that exists). A ticket from the owner's own
 * "Add to Telegram" links this Telegram account to the owner first; a spent or expired one is
 * ignored, and the job says so. The job edits this reply with its progress or its answer.
 */
export async function startPackPublishing(ctx: CommandContext<Context>, rest: string) {
  const from = ctx.from;
  if (!from) return;
  const t = await packBotTranslator(from.language_code);
  const parsed = parsePackStartPayload(rest);
  const db = await getDb();
  const found = parsed ? await findPackForPublishing(db, { publicId: parsed.code }) : undefined;
  if (!parsed || !found) {
    await ctx.reply(t('packNotFound', { site: env().appUrl }));
    return;
  }
  if (found.stickerIds.length === 0) {
    await ctx.reply(t('failed', { name: found.pack.name, reason: t('errors.PACK_EMPTY') }));
    return;
  }
  const linked = parsed.token
    ? await linkWithToken(db, {
        token: parsed.token,
        userId: found.pack.userId,
        telegramUserId: from.id,
        username: from.username ?? null,
        chatId: ctx.chat.id,
      })
    : false;
  const reply = await ctx.reply(t('preparing', { name: found.pack.name, count: found.stickerIds.length }));
  const messageId = typeof reply?.message_id === 'number' ? reply.message_id : undefined;
  const sent = await sendEvent('pack/publish.requested', {
    userId: found.pack.userId,
    packId: found.pack.id,
    telegramUserId: from.id,
    chatId: ctx.chat.id,
    languageCode: from.language_code ?? null,
    messageId,
    ...(parsed.token && !linked ? { ticketRejected: true } : {}),
  }).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === 'TOO_MANY_IN_PROGRESS') return 'refused' as const;
    throw err;
  });
  // Hardening: a job for this pack is waiting already (it answers), or its owner has too many in flight.
  if (sent !== 'sent' && messageId)
    await ctx.api.editMessageText(
      ctx.chat.id,
      messageId,
      sent === 'joined' ? t('busy', { name: found.pack.name }) : t('tooMany'),
    );
}
