import { createStickersSchema, listStickersQuerySchema } from '@/lib/contracts/stickers';
import { list, ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { createStickers, listStickers } from '@/lib/stickers/service';
import { withAnimations } from '@/lib/stickers/with-animations';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const GET = defineRoute(
  { auth: 'required', query: listStickersQuerySchema },
  async ({ db, user, query }) => {
    const page = await listStickers(db, user.id, query);
    return list(await withAnimations(db, page.items), page.nextCursor, noStore);
  },
);

/** Product rule (docs/product-rules.md): data.result is the non-empty array of new stickers (in progress), plus the balance. */
export const POST = defineRoute(
  { auth: 'required', body: createStickersSchema },
  async ({ db, user, body }) => {
    const { stickers, availableCredits } = await createStickers(db, user.id, body);
    return ok(stickers, { balance: { availableCredits }, status: 201, headers: noStore });
  },
);
