import 'server-only';
import type { StartCheckoutInput, StartCheckoutResult } from '@/lib/contracts/payments';
import type { DbOrTx } from '@/lib/db/types';
import type { UserRow } from '@/lib/users/service';
import { getCardPayments } from './card-payments';
import { assertPurchasesEnabled, getPlanForSale } from './plans';
import { insertCheckoutSession } from './queries';

/** Starts a card purchase and returns where to send the browser: Stripe Checkout or the local test checkout. */
export async function startCheckout(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'email'>,
  input: StartCheckoutInput,
): Promise<StartCheckoutResult> {
  await assertPurchasesEnabled(db);
  const plan = await getPlanForSale(db, input.planId);
  const { session, url } = await (await getCardPayments()).open(user, plan, input.locale);
  await insertCheckoutSession(db, { ...session, userId: user.id, planId: plan.id });
  if (!url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
  return { url };
}
