import { requestAccountDeletion } from '@/lib/account/deletion';
import { signedOutCookies } from '@/lib/auth/sign-out-cookies';
import { deleteAccountSchema } from '@/lib/contracts/account';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

// "Delete my account": the typed confirmation and a fresh sign-in are checked by the service; the
// answer (202: the job finishes the deletion) signs this browser out.
export const DELETE = defineRoute(
  { auth: 'required', body: deleteAccountSchema },
  async ({ db, user, body, req }) => {
    const result = await requestAccountDeletion(db, user, body, req.headers);
    const res = ok(result, { status: 202, headers: noStore });
    for (const cookie of await signedOutCookies()) res.headers.append('Set-Cookie', cookie);
    return res;
  },
);
