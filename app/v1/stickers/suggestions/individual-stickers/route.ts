import { individualSuggestionsSchema } from '@/lib/contracts/suggestions';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { suggestStickers } from '@/lib/suggestions/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** Sticker ideas: name, label, description, theme, pose, flair and font for each — charged once per call (docs/product-rules.md). */
export const POST = defineRoute(
  { auth: 'required', body: individualSuggestionsSchema },
  async ({ db, user, body }) => {
    const { result, availableCredits } = await suggestStickers(db, user.id, body);
    return ok(result, { balance: { availableCredits }, headers: noStore });
  },
);
