import { contextSuggestionsSchema } from '@/lib/contracts/suggestions';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { suggestContext } from '@/lib/suggestions/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** Theme ideas for the context step — charged once per call (docs/product-rules.md). */
export const POST = defineRoute(
  { auth: 'required', body: contextSuggestionsSchema },
  async ({ db, user, body }) => {
    const { result, availableCredits } = await suggestContext(db, user.id, body);
    return ok(result, { balance: { availableCredits }, headers: noStore });
  },
);
