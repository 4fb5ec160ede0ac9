import { BotError } from 'grammy';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { MAX_WEBHOOK_BYTES, readTextCapped } from '@/lib/http/body';
import { defineRoute, NextResponse } from '@/lib/http/route';
import { getBot } from '@/lib/telegram/bot';
import { handleTelegramUpdate, parseUpdate, secretTokenMatches } from '@/lib/telegram/webhook';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

// Telegram's webhook (hosted mode only): secret header → capped body → dedupe by update_id → grammY.
export const POST = defineRoute({ auth: 'none' }, async ({ db, req }) => {
  const e = env();
  if (e.modes.bot !== 'hosted') throw new ApiError('NOT_FOUND', 'Telegram bot is off');
  const header = req.headers.get('x-telegram-bot-api-secret-token');
  if (!secretTokenMatches(header, e.telegram?.webhookSecret ?? ''))
    throw new ApiError('UNAUTHENTICATED', 'Unauthorized');
  const update = parseUpdate(await readTextCapped(req, MAX_WEBHOOK_BYTES));
  if (!update) throw new ApiError('BAD_REQUEST', 'Not a Telegram update');
  try {
    const outcome = await handleTelegramUpdate(db, getBot(), update);
    return NextResponse.json({ ok: true, outcome });
  } catch (err) {
    // BotError carries the whole context (API client included): log only the cause.
    console.error(`[telegram] update ${update.update_id} failed`, err instanceof BotError ? err.error : err);
    return NextResponse.json({ error: 'Processing failed' }, { status: 500 });
  }
});
