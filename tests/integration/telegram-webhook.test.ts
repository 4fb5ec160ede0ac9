import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webhooks/telegram/route';
import type { Connection } from '@/lib/db/connect';
import { webhookEvents } from '@/lib/db/schema';
import { registry } from '@/lib/registry';
import { createTestDb } from '../helpers/db';
import { tempDataDir, useEnv } from './payments-helpers';
import { type ApiCall, BOT_TOKEN, commandUpdate, offlineBot, sent } from './telegram-helpers';

const SECRET = 'tg-webhook-secret_123';
let conn: Connection;
let calls: ApiCall[];
let failNext = false;

const botEnv = () =>
  useEnv({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_WEBHOOK_SECRET: SECRET, DATA_DIR: tempDataDir() });

beforeAll(async () => {
  conn = await createTestDb();
});
afterAll(async () => {
  registry.override({ bot: undefined });
  await conn.close();
});
beforeEach(() => {
  botEnv();
  const offline = offlineBot({
    fail: () => {
      const fail = failNext;
      failNext = false;
      return fail;
    },
  });
  calls = offline.calls;
  registry.override({ bot: offline.bot });
});

function post(body: unknown, secret: string | null = SECRET) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== null) headers['x-telegram-bot-api-secret-token'] = secret;
  return POST(
    new Request('https://app.test/api/webhooks/telegram', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const recorded = async (updateId: number) =>
  conn.db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, 'telegram'), eq(webhookEvents.eventId, String(updateId))));

describe('POST /api/webhooks/telegram', () => {
  it('401s a wrong or missing secret token without handling the update', async () => {
    const update = commandUpdate(42, '/paysupport');
    expect((await post(update, 'wrong')).status).toBe(401);
    expect((await post(update, `${SECRET}x`)).status).toBe(401);
    expect((await post(update, null)).status).toBe(401);
    expect(calls).toHaveLength(0);
    expect(await recorded(update.update_id)).toHaveLength(0);
  });

  it('handles each update_id once, also when Telegram delivers it twice at the same time', async () => {
    const update = commandUpdate(42, '/paysupport');
    const [a, b] = await Promise.all([post(update), post(update)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await post(update)).status).toBe(200);
    expect(sent(calls, 'sendMessage')).toHaveLength(1);
    expect((await recorded(update.update_id))[0]?.type).toBe('message');
  });

  it('answers 500 and forgets the update when handling fails, so the redelivery is handled', async () => {
    const update = commandUpdate(43, '/paysupport');
    failNext = true;
    expect((await post(update)).status).toBe(500);
    expect(await recorded(update.update_id)).toHaveLength(0);
    expect((await post(update)).status).toBe(200);
    expect(sent(calls, 'sendMessage')).toHaveLength(2); // the failed attempt + the successful one
    expect(await recorded(update.update_id)).toHaveLength(1);
  });

  it('400s a body that is not an update', async () => {
    expect((await post('{nope')).status).toBe(400);
    expect((await post({ message: {} })).status).toBe(400);
  });

  it('is 404 while the bot is off (no token configured)', async () => {
    useEnv({ DATA_DIR: tempDataDir() });
    expect((await post(commandUpdate(42, '/paysupport'))).status).toBe(404);
    expect(calls).toHaveLength(0);
  });
});
