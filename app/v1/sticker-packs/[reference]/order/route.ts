import { reorderPackSchema } from '@/lib/contracts/pack-order';
import { packReferenceParamsSchema } from '@/lib/contracts/packs';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { reorderPack } from '@/lib/packs/reorder';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** The owner's pack stickers in a new order (free); anyone else's pack is 404. */
export const PUT = defineRoute(
  { auth: 'required', params: packReferenceParamsSchema, body: reorderPackSchema },
  async ({ db, user, params, body }) =>
    ok(await reorderPack(db, user.id, params.reference, body), { headers: noStore }),
);
