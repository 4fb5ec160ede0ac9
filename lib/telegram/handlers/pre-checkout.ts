import 'server-only';
import type { Context, Filter } from 'grammy';
import { getDb } from '@/lib/db';
import { botTranslator } from '../i18n';
import { checkStarsCheckout } from '@/lib/payments/service';

/** Telegram waits at most 10 s for this answer: database reads only, no outside calls. */
export async function handlePreCheckout(ctx: Filter<Context, 'pre_checkout_query'>) {
  const q = ctx.preCheckoutQuery;
  const verdict = await checkStarsCheckout(await getDb(), {
    payload: q.invoice_payload,
    currency: q.currency,
    totalAmount: q.total_amount,
  });
  if (verdict.ok) {
    await ctx.answerPreCheckoutQuery(true);
    return;
  }
  const t = await botTranslator(q.from.language_code);
  const message = verdict.reason === 'disabled' ? t('purchasesDisabled') : t('checkoutInvalid');
  await ctx.answerPreCheckoutQuery(false, { error_message: message });
}
