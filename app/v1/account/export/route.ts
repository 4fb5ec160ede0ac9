import { getLatestExport, requestExport } from '@/lib/account/exports';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** The latest "Download my data" export and its link while it is valid (null: none yet). */
export const GET = defineRoute({ auth: 'required' }, async ({ db, user }) =>
  ok(await getLatestExport(db, user.id), { headers: noStore }),
);

/** Starts an export (free); one already being built is returned instead of a second. */
export const POST = defineRoute({ auth: 'required' }, async ({ db, user }) =>
  ok(await requestExport(db, user.id), { status: 202, headers: noStore }),
);
