import { labelEditSchema } from '@/lib/contracts/label-edits';
import { stickerReferenceParamsSchema } from '@/lib/contracts/stickers';
import { defineRoute } from '@/lib/http/route';
import { previewStickerLabel } from '@/lib/stickers/label-edit';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** The sticker with the label in the query (WebP, nothing stored): the edit dialog's live preview. */
export const GET = defineRoute(
  { auth: 'required', params: stickerReferenceParamsSchema, query: labelEditSchema },
  async ({ db, user, params, query }) => {
    const image = await previewStickerLabel(db, user.id, params.reference, query);
    return new Response(new Uint8Array(image), {
      headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store' },
    });
  },
);
