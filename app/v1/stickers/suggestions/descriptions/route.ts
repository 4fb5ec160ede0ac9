import { descriptionSuggestionsSchema } from '@/lib/contracts/suggestions';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { suggestDescriptions } from '@/lib/suggestions/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** Description ideas for a theme — charged once per call (docs/product-rules.md). */
export const POST = defineRoute(
  { auth: 'required', body: descriptionSuggestionsSchema },
  async ({ db, user, body }) => {
    const { result, availableCredits } = await suggestDescriptions(db, user.id, body);
    return ok(result, { balance: { availableCredits }, headers: noStore });
  },
);
