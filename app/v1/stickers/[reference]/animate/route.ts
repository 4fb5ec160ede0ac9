import { animateStickerSchema } from '@/lib/contracts/animation';
import { stickerReferenceParamsSchema } from '@/lib/contracts/stickers';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { animateSticker } from '@/lib/stickers/animate';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** A moving version of a finished sticker: charged once on success, nothing if it fails; a retry pays nothing. */
export const POST = defineRoute(
  { auth: 'required', params: stickerReferenceParamsSchema, body: animateStickerSchema },
  async ({ db, user, params, body }) => {
    const { animation, availableCredits } = await animateSticker(db, user.id, params.reference, body.preset);
    return ok(animation, { balance: { availableCredits }, status: 202, headers: noStore });
  },
);
