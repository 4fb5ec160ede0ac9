import 'server-only';
import type { Context, Filter } from 'grammy';
import { SITE } from '@/lib/config/site';
import { getDb } from '@/lib/db';
import { botTranslator } from '../i18n';
import { grantStarsPurchase } from '@/lib/payments/service';

/** The only place Stars become credits, once per telegram_payment_charge_id. */
export async function handleSuccessfulPayment(ctx: Filter<Context, 'message:successful_payment'>) {
  const sp = ctx.message.successful_payment;
  const t = await botTranslator(ctx.from.language_code);
  const result = await grantStarsPurchase(await getDb(), {
    payload: sp.invoice_payload,
    currency: sp.currency,
    totalAmount: sp.total_amount,
    chargeId: sp.telegram_payment_charge_id,
  });
  if (!result) {
    // Paid, but the payload names nothing of ours: support must sort it out by hand.
    console.error(
      `[telegram] payment ${sp.telegram_payment_charge_id} has an unusable payload`,
      sp.invoice_payload,
    );
    await ctx.reply(t('paySupport', { email: SITE.supportEmail }));
    return;
  }
  const balance = result.availableCredits;
  await ctx.reply(
    result.granted ? t('paid', { credits: result.credits, balance }) : t('paidAgain', { balance }),
  );
}
