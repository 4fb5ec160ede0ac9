import { packReferenceParamsSchema } from '@/lib/contracts/packs';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { getPackTelegramStatus } from '@/lib/publishing/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** The pack's Telegram publication (status, link, progress, error code) for its owner; null if never published. */
export const GET = defineRoute(
  { auth: 'required', params: packReferenceParamsSchema },
  async ({ db, user, params }) =>
    ok(await getPackTelegramStatus(db, user.id, params.reference), { headers: noStore }),
);
