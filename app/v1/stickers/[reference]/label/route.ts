import { labelEditSchema } from '@/lib/contracts/label-edits';
import { stickerReferenceParamsSchema } from '@/lib/contracts/stickers';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { getStickerLabel, saveStickerLabel } from '@/lib/stickers/label-edit';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** The label as drawn now; `label: null` when it cannot be edited (drawn before layers were kept). */
export const GET = defineRoute(
  { auth: 'required', params: stickerReferenceParamsSchema },
  async ({ db, user, params }) =>
    ok(await getStickerLabel(db, user.id, params.reference), { headers: noStore }),
);

/** Product rule (docs/product-rules.md, label edits): a new image for free, rate-limited per person. */
export const PUT = defineRoute(
  { auth: 'required', params: stickerReferenceParamsSchema, body: labelEditSchema },
  async ({ db, user, params, body }) =>
    ok(await saveStickerLabel(db, user.id, params.reference, body), { headers: noStore }),
);
