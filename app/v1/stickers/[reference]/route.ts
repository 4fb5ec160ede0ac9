import { stickerReferenceParamsSchema } from '@/lib/contracts/stickers';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { deleteSticker, getSticker } from '@/lib/stickers/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const GET = defineRoute(
  { auth: 'required', params: stickerReferenceParamsSchema },
  async ({ db, user, params }) => ok(await getSticker(db, user.id, params.reference), { headers: noStore }),
);

/** Product rule (docs/product-rules.md): data 'ok'. Someone else's sticker is a 404. */
export const DELETE = defineRoute(
  { auth: 'required', params: stickerReferenceParamsSchema },
  async ({ db, user, params }) => {
    await deleteSticker(db, user.id, params.reference);
    return ok('ok', { headers: noStore });
  },
);
