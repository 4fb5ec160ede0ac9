import type { Env } from '@/lib/env';

/** A Bot API method's address for the configured bot: Telegram's, or TELEGRAM_API_BASE (a fake, a local Bot API server). */
export function botApiUrl(telegram: NonNullable<Env['telegram']>, method: string): string {
  const base = (telegram.apiBase ?? 'https://api.telegram.org').replace(/\/+$/, '');
  return `${base}/bot${telegram.token}/${method}`;
}
