import 'server-only';
import { PROMO_MESSAGES } from '@/lib/contracts/promo';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

let warnedOff = false;

/** Cloudflare Turnstile siteverify: true only for an explicit success (network trouble counts as failure). */
export async function verifyTurnstile(
  token: string,
  ip: string | null,
  opts: { secret: string; url?: string; timeoutMs?: number },
): Promise<boolean> {
  const form = new URLSearchParams({ secret: opts.secret, response: token });
  if (ip) form.set('remoteip', ip);
  try {
    const res = await fetch(opts.url ?? TURNSTILE_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { success?: unknown; 'error-codes'?: unknown };
    if (body.success !== true) console.warn('[promo] Turnstile refused a token', body['error-codes']);
    return body.success === true;
  } catch (err) {
    console.warn('[promo] Turnstile verification failed', err);
    return false;
  }
}

/** The promo bot check (DESIGN §2): Turnstile when configured, otherwise off and logged once. */
export async function verifyCaptcha(token: string | null | undefined, ip: string | null): Promise<void> {
  const e = env();
  if (e.modes.captcha !== 'hosted') {
    if (!warnedOff) {
      warnedOff = true;
      console.info(
        '[promo] bot check is off (TURNSTILE_SECRET_KEY not set): captcha tokens are not verified',
      );
    }
    return;
  }
  const secret = e.turnstile?.secretKey ?? '';
  const passed = !!token && (await verifyTurnstile(token, ip, { secret, url: e.turnstile?.verifyUrl }));
  if (!passed) throw new ApiError('CAPTCHA_FAILED', PROMO_MESSAGES.captcha);
}
