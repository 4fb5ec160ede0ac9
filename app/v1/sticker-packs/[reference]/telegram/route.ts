import { packReferenceParamsSchema } from '@/lib/contracts/packs';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { createOwnerTelegramLink, getPackTelegramStatus } from '@/lib/sticker-sets/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** The pack's Telegram publication (status, link, progress, error code) for its owner; null if never published. */
export const GET = defineRoute(
  { auth: 'required', params: packReferenceParamsSchema },
  async ({ db, user, params }) =>
    ok(await getPackTelegramStatus(db, user.id, params.reference), { headers: noStore }),
);

/** The owner's "Add to Telegram" deep link, with a single-use ticket that makes their Telegram account the set's owner. */
export const POST = defineRoute(
  { auth: 'required', params: packReferenceParamsSchema },
  async ({ db, user, params }) =>
    ok(await createOwnerTelegramLink(db, user.id, params.reference), { headers: noStore }),
);
