import 'server-only';
import type { CommandContext, Context } from 'grammy';
import { SITE } from '@/lib/config/site';
import { botTranslator } from '../i18n';

/** Telegram requires bots that take Stars to answer /paysupport (docs/product-rules.md: refunds case by case, 14 business days). */
export async function handlePaySupport(ctx: CommandContext<Context>) {
  const t = await botTranslator(ctx.from?.language_code);
  await ctx.reply(t('paySupport', { email: SITE.supportEmail }));
}
