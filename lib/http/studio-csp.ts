import { SESSION_FLAG_SCRIPT } from '@/lib/client/session-hint';
import { buildCsp, inlineScriptHash } from './csp';
import { EVAL_PAGES } from './csp-pages';

// The studio pages' policy (lib/http/csp-pages.ts): they are rendered per request, so a fresh nonce
// costs nothing. Next finds it in the request's Content-Security-Policy header and puts it on every
// script it writes; our own fixed inline script (components/layout/session-flag.tsx) is allowed by
// its hash, since a layout that read the nonce would make every page dynamic.

const SCRIPT_HASHES = [inlineScriptHash(SESSION_FLAG_SCRIPT)];

export function studioCsp(page: string): { nonce: string; policy: string } {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const allowEval = process.env.NODE_ENV === 'development' || EVAL_PAGES.includes(page);
  return { nonce, policy: buildCsp(process.env, { nonce, scriptHashes: SCRIPT_HASHES, allowEval }) };
}

/** The request headers a studio page renders with (Next reads the nonce there) and its policy. */
export function studioCspHeaders(req: { headers: Headers }, page: string) {
  const { policy } = studioCsp(page);
  const headers = new Headers(req.headers);
  headers.set('content-security-policy', policy);
  return { headers, policy };
}
