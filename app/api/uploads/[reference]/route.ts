import { z } from 'zod';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { uploadFileName } from '@/lib/uploads/file-name';
import { receiveUpload } from '@/lib/uploads/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/**
 * The PUT target of an upload URL. The `token` in the URL is the capability, so no session is
 * needed; a signed-in caller must still be the slot's owner.
 */
export const PUT = defineRoute(
  {
    auth: 'optional',
    params: z.object({ reference: z.string() }),
    query: z.object({ token: z.string().default('') }),
  },
  async ({ db, params, query, user, req }) => {
    const result = await receiveUpload(db, {
      reference: params.reference,
      token: query.token,
      sessionUserId: user?.id ?? null,
      req,
      filename: uploadFileName(req.headers),
    });
    return ok(result, { headers: noStore });
  },
);
