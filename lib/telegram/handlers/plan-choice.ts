import 'server-only';
import type { CallbackQueryContext, Context } from 'grammy';
import { SITE } from '@/lib/config/site';
import { getDb } from '@/lib/db';
import { starsInvoice } from '@/lib/payments/service';
import { botTranslator } from '../i18n';
import { billingUrl } from '../replies';
import { findLinkedUserId } from '../service';

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
  const invoice = await starsInvoice(db, userId, planId);
  if (invoice === 'disabled' || invoice === 'unavailable') {
    await ctx.reply(t(invoice === 'disabled' ? 'purchasesDisabled' : 'planUnavailable'));
    return;
  }
  const { plan, credits } = invoice;
  await ctx.replyWithInvoice(
    t('invoiceTitle', { name: plan.name }),
    t('invoiceDescription', { credits, site: SITE.name }),
    invoice.payload,
    invoice.currency,
    [{ label: t('invoiceLabel', { credits }), amount: invoice.stars }],
    { provider_token: '' },
  );
}
