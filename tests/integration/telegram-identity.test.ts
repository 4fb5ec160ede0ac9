import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@/lib/env';
import { botUsername, forgetBotUsername, resolveBotUsername } from '@/lib/telegram/bot-identity';
import { type FakeState, GOOD, startFakeServices } from '../helpers/fake-services';

// The bot's username comes from getMe when a token is set: set names and deep links must name the
// real bot, whatever TELEGRAM_BOT_USERNAME says; a refused token stops the start with the fix.
const state: FakeState = { stripeEndpoints: [], webhook: { url: '' } };
let fake: Awaited<ReturnType<typeof startFakeServices>>;
const botEnv = (token: string, extra: Record<string, string> = {}) =>
  loadEnv({
    NODE_ENV: 'test',
    TELEGRAM_BOT_TOKEN: token,
    TELEGRAM_WEBHOOK_SECRET: 's',
    TELEGRAM_API_BASE: `${fake.base}/telegram`,
    ...extra,
  });

beforeAll(async () => {
  fake = await startFakeServices(state);
});
afterEach(() => forgetBotUsername());
afterAll(async () => fake.close());

describe('the bot’s own name', () => {
  it('is what getMe says, even when TELEGRAM_BOT_USERNAME says otherwise', async () => {
    const before = botUsername();
    expect(await resolveBotUsername(botEnv(GOOD.bot, { TELEGRAM_BOT_USERNAME: 'StickerfyBot' }))).toBe(
      'RealStickerBot',
    );
    expect(botUsername()).toBe('RealStickerBot');
    forgetBotUsername();
    expect(botUsername()).toBe(before);
  });

  it('a refused token is an error that names the variable, and nothing is remembered', async () => {
    await expect(resolveBotUsername(botEnv('1:bad'))).rejects.toThrow(/getMe refused TELEGRAM_BOT_TOKEN/);
    expect(botUsername()).not.toBe('RealStickerBot');
  });

  it('without a token nothing is asked', async () => {
    expect(await resolveBotUsername(loadEnv({ NODE_ENV: 'test' }))).toBeNull();
  });
});
