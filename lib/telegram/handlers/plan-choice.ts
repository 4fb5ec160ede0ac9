import 'server-only';
import type { CallbackQueryContext, Context } from 'grammy';
import { SITE } from '@/lib/config/site';
import { getDb } from '@/lib/db';
import { purchasesSwitchOn } from '@/lib/payments/plans';
import { botTranslator } from '../i18n';
import { encodeInvoicePayload, STARS_CURRENCY } from '../invoice';
import { billingUrl } from '../replies';
import { findLinkedUserId, findStarsPlan } from '../service';

/** A tap on a pack button: send a Stars invoice for it (XTR, no provider token, one price). */
export async function handlePlanChoice(ctx: CallbackQueryContext<Context>) {
  const t = await botTranslator(ctx.from.language_code);
  const planId = ctx.match[1] ?? '';
  await ctx.answerCallbackQuery();
  const db = await getDb();
  const userId = await findLinkedUserId(db, ctx.from.id);
  if (!userId) {
    await ctx.reply(t('notLinked', { site: billingUrl() }));
    return;
  }
  if (!(await purchasesSwitchOn(db))) {
    await ctx.reply(t('purchasesDisabled'));
    return;
  }
  const plan = await findStarsPlan(db, planId);
  if (!plan) {
    await ctx.reply(t('planUnavailable'));
    return;
  }
  const credits = plan.credits + plan.freeCredits;
  await ctx.replyWithInvoice(
    t('invoiceTitle', { name: plan.name }),
    t('invoiceDescription', { credits, site: SITE.name }),
    encodeInvoicePayload({ planId: plan.id, userId }),
    STARS_CURRENCY,
    [{ label: t('invoiceLabel', { credits }), amount: plan.starsPrice }],
    { provider_token: '' },
  );
}
