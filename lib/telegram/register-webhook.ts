import type { Env } from '@/lib/env';
import { botApiUrl } from './api-url';

/** The update kinds our handlers answer (lib/telegram/bot.ts); Telegram sends nothing else. */
export const TELEGRAM_UPDATES = ['message', 'callback_query', 'pre_checkout_query'] as const;

/**
 * Points the bot's webhook at this deployment with our secret token, which Telegram then sends
 * with every update (checked in app/api/webhooks/telegram/route.ts). Returns the address set.
 */
export async function registerTelegramWebhook(e: Env): Promise<string> {
  if (!e.telegram) throw new Error('Set TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET first.');
  if (!e.appUrl.startsWith('https://'))
    throw new Error(`Telegram only calls https addresses: APP_URL is ${e.appUrl}.`);
  const url = `${e.appUrl}/api/webhooks/telegram`;
  const res = await fetch(botApiUrl(e.telegram, 'setWebhook'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, secret_token: e.telegram.webhookSecret, allowed_updates: TELEGRAM_UPDATES }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => ({}))) as { ok?: boolean; description?: string };
  if (!body.ok) throw new Error(`setWebhook refused: ${body.description ?? `HTTP ${res.status}`}`);
  return url;
}
