import { z } from 'zod';
import { testCheckoutOutcomeSchema } from '@/lib/contracts/payments';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { MAX_JSON_BYTES, readTextCapped } from '@/lib/http/body';
import { defineRoute } from '@/lib/http/route';
import { completeTestCheckout } from '@/lib/payments/test-checkout';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

const formSchema = z.object({ outcome: testCheckoutOutcomeSchema, locale: z.string().max(10).optional() });

// The test checkout's buttons post here (a plain form: works without JavaScript). defineRoute
// refuses cross-site posts; the event goes to our own webhook on the origin this request came to.
export const POST = defineRoute(
  { auth: 'required', params: z.object({ sessionId: z.string().min(1).max(100) }) },
  async ({ db, params, user, req }) => {
    if (!env().testCheckout) throw new ApiError('NOT_FOUND', 'Not found');
    const fields = new URLSearchParams(await readTextCapped(req, MAX_JSON_BYTES));
    const form = formSchema.safeParse(Object.fromEntries(fields));
    if (!form.success) throw new ApiError('VALIDATION_ERROR', 'Unknown checkout outcome');
    const location = await completeTestCheckout(
      db,
      { userId: user.id, sessionId: params.sessionId, ...form.data },
      { webhookUrl: new URL('/api/webhooks/stripe', req.url) },
    );
    return new Response(null, { status: 303, headers: { Location: location } });
  },
);
