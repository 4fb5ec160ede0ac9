import { stickerReferenceParamsSchema } from '@/lib/contracts/stickers';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { regenerateSticker } from '@/lib/stickers/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** Draws one failed or unwanted sticker again: charged once, released if it fails. */
export const POST = defineRoute(
  { auth: 'required', params: stickerReferenceParamsSchema },
  async ({ db, user, params }) => {
    const { sticker, availableCredits } = await regenerateSticker(db, user.id, params.reference);
    return ok(sticker, { balance: { availableCredits }, status: 202, headers: noStore });
  },
);
