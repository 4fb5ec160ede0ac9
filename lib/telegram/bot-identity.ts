import 'server-only';
import { type Env, env } from '@/lib/env';
import { botApiUrl } from './api-url';

// The bot's username names every sticker set (…_by_<username>) and every deep link, so it must be
// the real bot's: with a token set, getMe says it, once per process at start (lib/server/start.ts).
let resolved: string | null = null;

/** Asks Telegram who the token's bot is; a refused token stops the start with what to fix. */
export async function resolveBotUsername(e: Env = env()): Promise<string | null> {
  if (!e.telegram) return null;
  let body: { ok?: boolean; description?: string; result?: { username?: string } } = {};
  try {
    const res = await fetch(botApiUrl(e.telegram, 'getMe'), { signal: AbortSignal.timeout(10_000) });
    body = await res.json().catch(() => ({ description: `HTTP ${res.status}` }));
  } catch (err) {
    throw new Error(
      `Telegram bot: getMe could not be reached (${(err as Error).message}); check the network or TELEGRAM_API_BASE.`,
    );
  }
  const username = body.ok ? body.result?.username : undefined;
  if (!username)
    throw new Error(
      `Telegram bot: getMe refused TELEGRAM_BOT_TOKEN (${body.description ?? 'no username'}): copy the token from @BotFather, or unset TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET to run without the bot.`,
    );
  if (e.telegram.username && e.telegram.username.toLowerCase() !== username.toLowerCase())
    console.warn(
      `[telegram] TELEGRAM_BOT_USERNAME is ${e.telegram.username} but the token's bot is @${username}: using @${username}`,
    );
  resolved = username;
  return username;
}

/** The bot's username: as getMe said, else as configured (TELEGRAM_BOT_USERNAME, or our public bot's). */
export const botUsername = (): string => resolved ?? env().telegramBotUsername;

/** Tests: forget what getMe said. */
export function forgetBotUsername() {
  resolved = null;
}
