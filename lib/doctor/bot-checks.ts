import type { Env } from '@/lib/env';
import { botApiUrl } from '@/lib/telegram/api-url';
import { field, probe, seen } from './probe';
import { fail, ok, off, type Verdict } from './report';

const TELEGRAM = 'Telegram';

/** The token's bot answers getMe, and its webhook points at this deployment. */
export async function checkTelegram(e: Env): Promise<Verdict> {
  if (!e.telegram) return off(TELEGRAM, 'bot not configured (the share buttons offer the ZIP downloads)');
  const me = await probe(botApiUrl(e.telegram, 'getMe'));
  if (me.status === 401 || me.status === 404)
    return fail(
      TELEGRAM,
      `TELEGRAM_BOT_TOKEN is refused by getMe (${seen(me)}): copy the token from @BotFather.`,
    );
  const username = field(field(me.body, 'result'), 'username');
  if (me.status !== 200 || typeof username !== 'string')
    return fail(TELEGRAM, `getMe failed: ${seen(me)}; check TELEGRAM_BOT_TOKEN and TELEGRAM_API_BASE.`);
  const named = e.telegram.username;
  if (named && named.toLowerCase() !== username.toLowerCase())
    return fail(
      TELEGRAM,
      `TELEGRAM_BOT_USERNAME is ${named} but the token belongs to @${username}: remove TELEGRAM_BOT_USERNAME.`,
    );
  const expected = `${e.appUrl}/api/webhooks/telegram`;
  const info = await probe(botApiUrl(e.telegram, 'getWebhookInfo'));
  if (info.status !== 200) return fail(TELEGRAM, `getWebhookInfo failed: ${seen(info)}.`);
  const result = field(info.body, 'result');
  const url = field(result, 'url');
  if (url !== expected)
    return fail(
      TELEGRAM,
      `@${username}'s webhook is ${url ? `at ${String(url)}` : 'not set'}, not ${expected}: run npm run telegram:webhook with APP_URL set.`,
    );
  const lastError = field(result, 'last_error_message');
  if (typeof lastError === 'string' && lastError)
    return fail(
      TELEGRAM,
      `@${username}'s webhook reaches ${expected} but Telegram last saw an error: ${lastError}.`,
    );
  return ok(TELEGRAM, `@${username}, webhook at ${expected}`);
}
