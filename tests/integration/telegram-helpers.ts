import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import { botInfoFromToken, createBot } from '@/lib/telegram/bot';

export const BOT_TOKEN = '123456:TEST-token';
export type ApiCall = { method: string; payload: Record<string, unknown> };

/** A real grammY bot whose outgoing Bot API calls are recorded instead of sent (docs/measurements.md). */
export function offlineBot(opts: { fail?: (call: ApiCall) => boolean } = {}): { bot: Bot; calls: ApiCall[] } {
  const bot = createBot(BOT_TOKEN, { botInfo: botInfoFromToken(BOT_TOKEN, 'StickerfyTestBot') });
  const calls: ApiCall[] = [];
  bot.api.config.use(async (_prev, method, payload) => {
    const call = { method, payload: payload as Record<string, unknown> };
    calls.push(call);
    if (opts.fail?.(call)) throw new Error(`Bot API ${method} unavailable`);
    // biome-ignore lint/suspicious/noExplicitAny: the transformer answers like the Bot API
    return { ok: true, result: true } as any;
  });
  return { bot, calls };
}

let nextUpdateId = 1000;
const now = () => Math.floor(Date.now() / 1000);
export const tgUser = (id: number, language_code = 'en') => ({
  id,
  is_bot: false,
  first_name: 'Ana',
  username: `ana${id}`,
  language_code,
});

export function commandUpdate(fromId: number, text: string, language_code = 'en'): Update {
  const command = text.split(' ')[0] as string;
  return {
    update_id: nextUpdateId++,
    message: {
      message_id: nextUpdateId,
      date: now(),
      chat: { id: fromId, type: 'private', first_name: 'Ana' },
      from: tgUser(fromId, language_code),
      text,
      entities: [{ type: 'bot_command', offset: 0, length: command.length }],
    },
  } as Update;
}

export function callbackUpdate(fromId: number, data: string): Update {
  return {
    update_id: nextUpdateId++,
    callback_query: {
      id: `cb${nextUpdateId}`,
      from: tgUser(fromId),
      chat_instance: 'ci',
      data,
      message: {
        message_id: 1,
        date: now(),
        chat: { id: fromId, type: 'private', first_name: 'Ana' },
        text: 'plans',
      },
    },
  } as Update;
}

export function preCheckoutUpdate(
  fromId: number,
  p: { payload: string; amount: number; currency?: string },
): Update {
  return {
    update_id: nextUpdateId++,
    pre_checkout_query: {
      id: `pcq${nextUpdateId}`,
      from: tgUser(fromId),
      currency: p.currency ?? 'XTR',
      total_amount: p.amount,
      invoice_payload: p.payload,
    },
  } as Update;
}

export function paymentUpdate(
  fromId: number,
  p: { payload: string; amount: number; chargeId: string },
): Update {
  return {
    update_id: nextUpdateId++,
    message: {
      message_id: nextUpdateId,
      date: now(),
      chat: { id: fromId, type: 'private', first_name: 'Ana' },
      from: tgUser(fromId),
      successful_payment: {
        currency: 'XTR',
        total_amount: p.amount,
        invoice_payload: p.payload,
        telegram_payment_charge_id: p.chargeId,
        provider_payment_charge_id: '',
      },
    },
  } as Update;
}

export const sent = (calls: ApiCall[], method: string) => calls.filter((c) => c.method === method);
