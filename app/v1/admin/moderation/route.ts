import { moderationActionRequest } from '@/lib/contracts/moderation';
import { ApiError } from '@/lib/errors';
import { readJson } from '@/lib/http/body';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { assertAdmin, loadModerationOverview } from '@/lib/moderation/admin';
import { applyModeration } from '@/lib/moderation/review';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

// Admins only (ADMIN_EMAILS); for anyone else, signed out included, this route does not exist: 404.

export const GET = defineRoute({ auth: 'optional' }, async ({ db, user }) => {
  assertAdmin(user);
  return ok(await loadModerationOverview(db), { headers: noStore });
});

// The body is read only once the caller is known to be an admin: nobody else learns its shape.
export const POST = defineRoute({ auth: 'optional' }, async ({ db, user, req }) => {
  assertAdmin(user);
  const parsed = moderationActionRequest.safeParse(await readJson(req));
  if (!parsed.success)
    throw new ApiError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid input');
  const actor = { id: user?.id ?? null, label: user?.email ?? '' };
  return ok(await applyModeration(db, actor, parsed.data), { headers: noStore });
});
