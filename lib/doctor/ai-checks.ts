import type { Env } from '@/lib/env';
import { field, probe, seen, trimSlash } from './probe';
import { fail, ok, off, type Verdict } from './report';

const REPLICATE = 'Replicate';

/** The token reads its own account: the cheapest call Replicate authenticates. */
export async function checkReplicate(e: Env): Promise<Verdict> {
  if (!e.replicate) return off(REPLICATE, 'not configured (local CPU renderer)');
  const base = trimSlash(e.replicate.baseUrl ?? 'https://api.replicate.com/v1');
  const account = await probe(`${base}/account`, {
    headers: { authorization: `Bearer ${e.replicate.token}` },
  });
  if (account.status === 401)
    return fail(
      REPLICATE,
      'REPLICATE_API_TOKEN is refused (HTTP 401): create a token at replicate.com/account/api-tokens.',
    );
  const username = field(account.body, 'username');
  if (account.status !== 200 || typeof username !== 'string')
    return fail(
      REPLICATE,
      `account check failed: ${seen(account)}; check REPLICATE_API_TOKEN and REPLICATE_BASE_URL.`,
    );
  return ok(REPLICATE, `account ${username}`);
}
