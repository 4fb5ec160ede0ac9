import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { appSettings, telegramLinks } from '@/lib/db/schema';
import { localeFromTelegram } from '@/lib/telegram/i18n';
import { encodeInvoicePayload } from '@/lib/payments/stars-invoice';
import { deepLink, paymentStartPayload } from '@/lib/config/telegram-links';
import type { UserRow } from '@/lib/users/queries';
import { createTestDb } from '../helpers/db';
import { balanceOf, ledgerOf, makeBuyer, tempDataDir, useEnv } from './payments-helpers';
import {
  callbackUpdate,
  commandUpdate,
  offlineBot,
  paymentUpdate,
  preCheckoutUpdate,
  sent,
} from './telegram-helpers';

// A German file with one translated bot string (the real translations come later): the bot must
// use it for a 'de' user and fall back to English key by key.
vi.mock('../../messages/de.json', () => ({
  default: { telegram: { paySupport: 'Zahlungshilfe: {email}' } },
}));

let conn: Connection;
let user: UserRow;
const TG_ID = 777001;

beforeAll(async () => {
  useEnv({ DATA_DIR: tempDataDir(), APP_URL: 'https://app.test', ALLOW_NO_CAPTCHA: '1' });
  conn = await createTestDb();
  user = await makeBuyer(conn.db);
});
afterAll(async () => conn.close());

describe('Telegram bot: linking and invoices', () => {
  it('/start payment-<code> links the account and offers the packs with their Stars prices', async () => {
    const { bot, calls } = offlineBot();
    await bot.handleUpdate(commandUpdate(TG_ID, `/start ${paymentStartPayload(user.publicId)}`));
    const [link] = await conn.db.select().from(telegramLinks).where(eq(telegramLinks.telegramUserId, TG_ID));
    expect(link).toMatchObject({ userId: user.id, username: `ana${TG_ID}`, chatId: TG_ID });

    const [reply] = sent(calls, 'sendMessage');
    expect(reply?.payload.chat_id).toBe(TG_ID);
    expect(reply?.payload.text).toContain('linked');
    type Keyboard = { inline_keyboard: { text: string; callback_data: string }[][] };
    const keyboard = (reply?.payload.reply_markup as Keyboard | undefined)?.inline_keyboard ?? [];
    expect(keyboard.map((row) => row[0]?.callback_data)).toEqual([
      'plan:starter',
      'plan:standard',
      'plan:pro',
      'plan:super',
    ]);
    expect(keyboard[1]?.[0]?.text).toBe('Standard · 1,100 credits · 500 ⭐');
  });

  it('answers an unknown code or a bare /start without linking', async () => {
    const { bot, calls } = offlineBot();
    await bot.handleUpdate(commandUpdate(555, '/start payment-ZZZZZZZZ'));
    await bot.handleUpdate(commandUpdate(555, '/start'));
    await bot.handleUpdate(commandUpdate(555, '/start sticker-pack-ABC123'));
    expect(
      await conn.db.select().from(telegramLinks).where(eq(telegramLinks.telegramUserId, 555)),
    ).toHaveLength(0);
    const texts = sent(calls, 'sendMessage').map((c) => String(c.payload.text));
    expect(texts[0]).toContain('not valid');
    expect(texts[1]).toContain('https://app.test/billing');
    expect(texts[2]).toContain('sticker pack was not found');
  });

  it('a pack tap sends a Stars invoice: XTR, empty provider token, exactly one price, payload ≤ 128 bytes', async () => {
    const { bot, calls } = offlineBot();
    await bot.handleUpdate(callbackUpdate(TG_ID, 'plan:standard'));
    expect(sent(calls, 'answerCallbackQuery')).toHaveLength(1);
    const [invoice] = sent(calls, 'sendInvoice');
    expect(invoice?.payload).toMatchObject({
      chat_id: TG_ID,
      currency: 'XTR',
      provider_token: '',
      title: 'Standard pack',
    });
    expect(invoice?.payload.prices).toEqual([{ label: '1,100 credits', amount: 500 }]);
    const payload = String(invoice?.payload.payload);
    expect(JSON.parse(payload)).toEqual({ planId: 'standard', userId: user.id });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(128);
  });

  it('does not invoice an unlinked account or an unknown plan', async () => {
    const { bot, calls } = offlineBot();
    await bot.handleUpdate(callbackUpdate(999, 'plan:standard'));
    await bot.handleUpdate(callbackUpdate(TG_ID, 'plan:platinum'));
    expect(sent(calls, 'sendInvoice')).toHaveLength(0);
    expect(sent(calls, 'sendMessage').map((c) => String(c.payload.text))).toEqual([
      expect.stringContaining('not linked'),
      expect.stringContaining('no longer available'),
    ]);
  });
});

describe('Telegram bot: pre-checkout and payment', () => {
  const good = () => encodeInvoicePayload({ planId: 'standard', userId: user.id });

  it('approves a valid pre-checkout query and refuses wrong amount, unknown plan, garbage, wrong currency', async () => {
    const { bot, calls } = offlineBot();
    const cases = [
      { payload: good(), amount: 500 },
      { payload: good(), amount: 1 },
      { payload: encodeInvoicePayload({ planId: 'platinum', userId: user.id }), amount: 500 },
      {
        payload: encodeInvoicePayload({ planId: 'standard', userId: '00000000-0000-4000-8000-000000000000' }),
        amount: 500,
      },
      { payload: '{not json', amount: 500 },
      { payload: good(), amount: 500, currency: 'USD' },
    ];
    for (const c of cases) await bot.handleUpdate(preCheckoutUpdate(TG_ID, c));
    const answers = sent(calls, 'answerPreCheckoutQuery').map((c) => c.payload);
    expect(answers.map((a) => a.ok)).toEqual([true, false, false, false, false, false]);
    expect(answers[0]?.error_message).toBeUndefined();
    for (const a of answers.slice(1)) expect(String(a.error_message)).toContain('no longer valid');
  });

  it('refuses pre-checkout while purchases are switched off', async () => {
    const { bot, calls } = offlineBot();
    await conn.db.update(appSettings).set({ value: false }).where(eq(appSettings.key, 'purchasesEnabled'));
    try {
      await bot.handleUpdate(preCheckoutUpdate(TG_ID, { payload: good(), amount: 500 }));
    } finally {
      await conn.db.update(appSettings).set({ value: true }).where(eq(appSettings.key, 'purchasesEnabled'));
    }
    expect(sent(calls, 'answerPreCheckoutQuery')[0]?.payload).toMatchObject({
      ok: false,
      error_message: 'Purchases are temporarily disabled.',
    });
  });

  it('credits a successful payment once per telegram_payment_charge_id, even when delivered twice', async () => {
    const buyer = await makeBuyer(conn.db);
    const payload = encodeInvoicePayload({ planId: 'standard', userId: buyer.id });
    const { bot, calls } = offlineBot();
    const chargeId = 'stxCHARGE-1';
    await Promise.all([
      bot.handleUpdate(paymentUpdate(TG_ID, { payload, amount: 500, chargeId })),
      bot.handleUpdate(paymentUpdate(TG_ID, { payload, amount: 500, chargeId })),
    ]);
    await bot.handleUpdate(paymentUpdate(TG_ID, { payload, amount: 500, chargeId }));

    expect(await balanceOf(conn.db, buyer.id)).toBe(1100);
    const ledger = await ledgerOf(conn.db, buyer.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'TELEGRAM_PURCHASE',
      delta: 1100,
      currency: 'XTR',
      amount: '500.00',
      amountUsd: '9.99',
      externalReference: chargeId,
      idempotencyKey: `telegram:${chargeId}`,
    });
    const texts = sent(calls, 'sendMessage').map((c) => String(c.payload.text));
    expect(texts.filter((t) => t.startsWith('Thank you'))).toHaveLength(1);
    expect(texts.filter((t) => t.includes('already credited'))).toHaveLength(2);
    expect(texts.find((t) => t.startsWith('Thank you'))).toContain('1,100');

    // A second, different charge is a second purchase.
    await bot.handleUpdate(paymentUpdate(TG_ID, { payload, amount: 500, chargeId: 'stxCHARGE-2' }));
    expect(await balanceOf(conn.db, buyer.id)).toBe(2200);
  });

  it('/paysupport explains support by mail and the refund target', async () => {
    const { bot, calls } = offlineBot();
    await bot.handleUpdate(commandUpdate(TG_ID, '/paysupport'));
    const text = String(sent(calls, 'sendMessage')[0]?.payload.text);
    expect(text).toContain('support@stickerfy.app');
    expect(text).toContain('14 business days');
  });

  it("answers in English when the user's language has no translation file yet", async () => {
    const { bot, calls } = offlineBot();
    await bot.handleUpdate(commandUpdate(TG_ID, '/paysupport', 'sw'));
    await bot.handleUpdate(commandUpdate(TG_ID, '/paysupport', 'vi'));
    const texts = sent(calls, 'sendMessage').map((c) => String(c.payload.text));
    expect(texts).toHaveLength(2);
    for (const text of texts) expect(text).toContain('support@stickerfy.app');
  });

  it("answers in the user's Telegram language when a translation exists, English for missing keys", async () => {
    const { bot, calls } = offlineBot();
    await bot.handleUpdate(commandUpdate(TG_ID, '/paysupport', 'de'));
    await bot.handleUpdate(commandUpdate(TG_ID, '/help', 'de'));
    const texts = sent(calls, 'sendMessage').map((c) => String(c.payload.text));
    expect(texts[0]).toBe('Zahlungshilfe: support@stickerfy.app');
    expect(texts[1]).toContain('Telegram Stars');
  });
});

describe('Telegram helpers', () => {
  it('builds deep links and refuses payloads Telegram would reject', () => {
    expect(deepLink('payment-ABCD2345', 'StickerfyBot')).toBe(
      'https://t.me/StickerfyBot?start=payment-ABCD2345',
    );
    expect(deepLink('x', 'OtherBot')).toBe('https://t.me/OtherBot?start=x');
    expect(() => deepLink('has space', 'OtherBot')).toThrow();
    expect(() => deepLink('a'.repeat(65), 'OtherBot')).toThrow();
  });

  it('maps Telegram language codes to our locales, English otherwise', () => {
    expect(localeFromTelegram('de')).toBe('de');
    expect(localeFromTelegram('pt-br')).toBe('pt-BR');
    expect(localeFromTelegram('zh-hans')).toBe('zh');
    expect(localeFromTelegram('sw')).toBe('en');
    expect(localeFromTelegram(undefined)).toBe('en');
  });
});
