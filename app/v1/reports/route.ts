import { reportRequest } from '@/lib/contracts/moderation';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { reportItem } from '@/lib/moderation/report';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** Report a public sticker, pack or character (docs/product-rules.md, moderation). */
export const POST = defineRoute({ auth: 'required', body: reportRequest }, async ({ db, body, user }) =>
  ok(await reportItem(db, user.id, body), { status: 201, headers: noStore }),
);
