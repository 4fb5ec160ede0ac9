import { stickerReferenceParamsSchema } from '@/lib/contracts/stickers';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { deleteSticker, getSticker } from '@/lib/stickers/service';
import { withAnimations } from '@/lib/stickers/with-animations';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const GET = defineRoute(
  { auth: 'required', params: stickerReferenceParamsSchema },
  async ({ db, user, params }) => {
    const [sticker] = await withAnimations(db, [await getSticker(db, user.id, params.reference)]);
    return ok(sticker, { headers: noStore });
  },
);

/** Product rule (docs/product-rules.md): data 'ok'. Someone else's sticker is a 404. */
export const DELETE = defineRoute(
  { auth: 'required', params: stickerReferenceParamsSchema },
  async ({ db, user, params }) => {
    await deleteSticker(db, user.id, params.reference);
    return ok('ok', { headers: noStore });
  },
);
