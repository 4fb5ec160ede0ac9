import { styleIdParamsSchema } from '@/lib/contracts/styles';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { purchaseStyle } from '@/lib/styles/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** Free styles are added, paid ones bought once through the ledger (docs/product-rules.md). */
export const POST = defineRoute(
  { auth: 'required', params: styleIdParamsSchema },
  async ({ db, user, params }) => {
    const { style, availableCredits } = await purchaseStyle(db, user.id, params.id);
    return ok({ success: true, style }, { balance: { availableCredits }, headers: noStore });
  },
);
