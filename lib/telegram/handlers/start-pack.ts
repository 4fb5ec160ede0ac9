import 'server-only';
import type { CommandContext, Context } from 'grammy';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { sendEvent } from '@/lib/jobs/runtime';
import { findPackForPublishing } from '@/lib/packs/service';
import { packBotTranslator } from '../i18n';

const PACK_CODE = /^[A-Za-z0-9]{4,16}$/;

/**
 * `/start sticker-pack-<code>`: answers at once and hands the work to the publishing job (which
 * owns the Telegram sets; this handler only knows the pack exists). The job edits this reply with
 * its progress, or with the link when the set is already published.
 */
export async function startPackPublishing(ctx: CommandContext<Context>, code: string) {
  const from = ctx.from;
  if (!from) return;
  const t = await packBotTranslator(from.language_code);
  const found = PACK_CODE.test(code)
    ? await findPackForPublishing(await getDb(), { publicId: code })
    : undefined;
  if (!found || found.stickerIds.length === 0) {
    await ctx.reply(t('packNotFound', { site: env().appUrl }));
    return;
  }
  const reply = await ctx.reply(t('preparing', { name: found.pack.name, count: found.stickerIds.length }));
  const messageId = typeof reply?.message_id === 'number' ? reply.message_id : undefined;
  const sent = await sendEvent('pack/publish.requested', {
    userId: found.pack.userId,
    packId: found.pack.id,
    telegramUserId: from.id,
    chatId: ctx.chat.id,
    languageCode: from.language_code ?? null,
    messageId,
  }).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === 'TOO_MANY_IN_PROGRESS') return 'refused' as const;
    throw err;
  });
  // Issue 11: a job for this pack is waiting already (it answers), or its owner has too many in flight.
  if (sent !== 'sent' && messageId)
    await ctx.api.editMessageText(
      ctx.chat.id,
      messageId,
      sent === 'joined' ? t('busy', { name: found.pack.name }) : t('tooMany'),
    );
}
