import 'server-only';
import { PROMO_MESSAGES } from '@/lib/contracts/promo';
import { ApiError } from '@/lib/errors';
import { live } from '@/lib/registry';

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

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

/** Passes a promo request's bot-check token, or not. */
export type CaptchaCheck = (token: string | null | undefined, ip: string | null) => Promise<boolean>;

declare module '@/lib/registry/slots' {
  interface Slots {
    captcha: CaptchaCheck;
  }
}

/** No bot check: every token passes; said once per built check (the registry builds it once). */
function off(): CaptchaCheck {
  let warned = false;
  return async () => {
    if (!warned) {
      warned = true;
      console.info(
        '[promo] bot check is off (TURNSTILE_SECRET_KEY not set): captcha tokens are not verified',
      );
    }
    return true;
  };
}

/** The promo bot check: the live one (lib/registry), Turnstile when configured, otherwise off. */
export async function verifyCaptcha(token: string | null | undefined, ip: string | null): Promise<void> {
  const check = live('captcha', {
    embedded: off,
    hosted: (e) => async (t, from) =>
      !!t && verifyTurnstile(t, from, { secret: e.turnstile?.secretKey ?? '', url: e.turnstile?.verifyUrl }),
  });
  if (!(await check(token, ip))) throw new ApiError('CAPTCHA_FAILED', PROMO_MESSAGES.captcha);
}
