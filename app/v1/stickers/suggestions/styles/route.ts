import { styleSuggestionsSchema } from '@/lib/contracts/suggestions';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { suggestStyles } from '@/lib/suggestions/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** AI style ideas (styleName, styleDescription) — charged once per call (docs/product-rules.md). */
export const POST = defineRoute(
  { auth: 'required', body: styleSuggestionsSchema },
  async ({ db, user, body }) => {
    const { result, availableCredits } = await suggestStyles(db, user.id, body);
    return ok(result, { balance: { availableCredits }, headers: noStore });
  },
);
