import { uploadUrlsRequestSchema } from '@/lib/contracts/uploads';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { createUploadUrls } from '@/lib/uploads/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** Product rule (docs/product-rules.md): signed single-use upload URLs, `data.result: [{ uploadUrl, reference, expiresAt }]`. */
export const POST = defineRoute(
  { auth: 'required', body: uploadUrlsRequestSchema },
  async ({ db, body, user }) => {
    const urls = await createUploadUrls(db, user.id, body.amount);
    return ok(urls, { headers: noStore });
  },
);
