import 'server-only';
import type { CommandContext, Context } from 'grammy';
import { SITE } from '@/lib/config/site';
import { PACK_PAYLOAD_PREFIX, PAYMENT_PAYLOAD_PREFIX } from '@/lib/config/telegram-links';
import { getDb } from '@/lib/db';
import { starsPlansOnSale } from '@/lib/payments/service';
import { botTranslator } from '../i18n';
import { billingUrl, helpText, plansKeyboard } from '../replies';
import { linkTelegramAccount } from '../service';
import { startPackPublishing } from './start-pack';

const PUBLIC_CODE = /^[A-Za-z0-9]{4,16}$/;

/**
 * `/start payment-<USERCODE>` links this Telegram account and offers the credit packs;
 * `/start sticker-pack-<PACKCODE>` publishes a pack as a sticker set; anything else: help.
 */
export async function handleStart(ctx: CommandContext<Context>) {
  const payload = ctx.match.trim();
  if (ctx.from && payload.startsWith(PACK_PAYLOAD_PREFIX)) {
    await startPackPublishing(ctx, payload.slice(PACK_PAYLOAD_PREFIX.length));
    return;
  }
  const t = await botTranslator(ctx.from?.language_code);
  if (!ctx.from || !payload.startsWith(PAYMENT_PAYLOAD_PREFIX)) {
    await ctx.reply(helpText(t));
    return;
  }
  const code = payload.slice(PAYMENT_PAYLOAD_PREFIX.length);
  const db = await getDb();
  const user = PUBLIC_CODE.test(code)
    ? await linkTelegramAccount(db, {
        publicId: code,
        telegramUserId: ctx.from.id,
        username: ctx.from.username ?? null,
        chatId: ctx.chat.id,
      })
    : undefined;
  if (!user) {
    await ctx.reply(t('unknownCode', { site: billingUrl() }));
    return;
  }
  const plans = await starsPlansOnSale(db);
  if (plans === 'disabled') {
    await ctx.reply(t('purchasesDisabled'));
    return;
  }
  await ctx.reply(t('linked', { name: SITE.name }), { reply_markup: plansKeyboard(plans, t) });
}
