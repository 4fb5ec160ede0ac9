import { BotError } from 'grammy';
import { env } from '@/lib/env';
import { defineRoute, NextResponse } from '@/lib/http/route';
import { getBot } from '@/lib/telegram/bot';
import { handleTelegramUpdate, parseUpdate, secretTokenMatches } from '@/lib/telegram/webhook';

export const dynamic = 'force-dynamic';

// Telegram's webhook (hosted mode only): secret header → dedupe by update_id → grammY handlers.
export const POST = defineRoute({ auth: 'none' }, async ({ db, req }) => {
  const e = env();
  if (e.modes.bot !== 'hosted') return NextResponse.json({ error: 'Telegram bot is off' }, { status: 404 });
  const header = req.headers.get('x-telegram-bot-api-secret-token');
  if (!secretTokenMatches(header, e.telegram?.webhookSecret ?? '')) {
    return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  }
  const update = parseUpdate(await req.text());
  if (!update) return NextResponse.json({ error: 'Not a Telegram update' }, { status: 400 });
  try {
    const outcome = await handleTelegramUpdate(db, getBot(), update);
    return NextResponse.json({ ok: true, outcome });
  } catch (err) {
    // BotError carries the whole context (API client included): log only the cause.
    console.error(`[telegram] update ${update.update_id} failed`, err instanceof BotError ? err.error : err);
    return NextResponse.json({ error: 'Processing failed' }, { status: 500 });
  }
});
