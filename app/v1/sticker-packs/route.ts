import { createPackSchema, listPacksQuerySchema } from '@/lib/contracts/packs';
import { list, ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { createPack, listPacks } from '@/lib/packs/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** The user's packs, newest first, each with a preview of up to 4 stickers and its count. */
export const GET = defineRoute(
  { auth: 'required', query: listPacksQuerySchema },
  async ({ db, user, query }) => {
    const page = await listPacks(db, user.id, query);
    return list(page.items, page.nextCursor, noStore);
  },
);

/** Product rule (docs/product-rules.md): result (with reference) and the balance after the charge for the pack's visibility. */
export const POST = defineRoute({ auth: 'required', body: createPackSchema }, async ({ db, user, body }) => {
  const { pack, availableCredits } = await createPack(db, user.id, body);
  return ok(pack, { balance: { availableCredits }, status: 201, headers: noStore });
});
