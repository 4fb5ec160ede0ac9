import { packReferenceParamsSchema, updatePackSchema } from '@/lib/contracts/packs';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { deletePack, getOwnPack, updatePack } from '@/lib/packs/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** The owner's pack with every sticker; anyone else's (public or not) is 404 here (use /public). */
export const GET = defineRoute(
  { auth: 'required', params: packReferenceParamsSchema },
  async ({ db, user, params }) => ok(await getOwnPack(db, user.id, params.reference), { headers: noStore }),
);

export const PUT = defineRoute(
  { auth: 'required', params: packReferenceParamsSchema, body: updatePackSchema },
  async ({ db, user, params, body }) => {
    const { pack, availableCredits } = await updatePack(db, user.id, params.reference, body);
    return ok(pack, { balance: { availableCredits }, headers: noStore });
  },
);

/** Product rule (docs/product-rules.md): data 'ok'. */
export const DELETE = defineRoute(
  { auth: 'required', params: packReferenceParamsSchema },
  async ({ db, user, params }) => {
    await deletePack(db, user.id, params.reference);
    return ok('ok', { headers: noStore });
  },
);
