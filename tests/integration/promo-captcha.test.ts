import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { verifyCaptcha, verifyTurnstile } from '@/lib/promo/captcha';
import { insertPromo } from '@/lib/promo/queries';
import { redeemPromoCode } from '@/lib/promo/service';
import { createTestDb } from '../helpers/db';
import { errorCodeOf, expectConsistent, makeUser } from './credits-helpers';
import { registry } from '@/lib/registry';

// A local stand-in for Cloudflare's siteverify endpoint: form-encoded in, { success } out.
const SECRET = 'test-secret';
const seen: URLSearchParams[] = [];
let server: http.Server;
let url: string;
let conn: Connection;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push(form);
      if (form.get('response') === 'boom') {
        res.writeHead(500).end('oops');
        return;
      }
      const success = form.get('secret') === SECRET && form.get('response') === 'good-token';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`;
  conn = await createTestDb();
});
afterAll(async () => {
  await conn.close();
  await new Promise((r) => server.close(r));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  registry.reload();
});

function turnstileOn() {
  vi.stubEnv('TURNSTILE_SECRET_KEY', SECRET);
  vi.stubEnv('NEXT_PUBLIC_TURNSTILE_SITE_KEY', 'site-key');
  vi.stubEnv('TURNSTILE_VERIFY_URL', url);
  registry.reload();
}

describe('Turnstile verification', () => {
  it('accepts a good token and sends the secret, token and client address', async () => {
    seen.length = 0;
    expect(await verifyTurnstile('good-token', '203.0.113.7', { secret: SECRET, url })).toBe(true);
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      secret: SECRET,
      response: 'good-token',
      remoteip: '203.0.113.7',
    });
  });

  it('refuses a bad token, a server error and an unreachable server', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await verifyTurnstile('bad-token', null, { secret: SECRET, url })).toBe(false);
    expect(await verifyTurnstile('good-token', null, { secret: 'wrong', url })).toBe(false);
    expect(await verifyTurnstile('boom', null, { secret: SECRET, url })).toBe(false);
    expect(await verifyTurnstile('good-token', null, { secret: SECRET, url: 'http://127.0.0.1:1/x' })).toBe(
      false,
    );
  });

  it('verifyCaptcha uses the configured endpoint when the bot check is on', async () => {
    turnstileOn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(verifyCaptcha('good-token', null)).resolves.toBeUndefined();
    await expect(verifyCaptcha('bad-token', null)).rejects.toMatchObject({
      code: 'CAPTCHA_FAILED',
      status: 422,
      message: 'Please complete the CAPTCHA.',
    });
    expect(await errorCodeOf(verifyCaptcha(undefined, null))).toBe('CAPTCHA_FAILED');
  });

  it('accepts any token when the bot check is off', async () => {
    await expect(verifyCaptcha(undefined, null)).resolves.toBeUndefined();
    await expect(verifyCaptcha('whatever', '1.2.3.4')).resolves.toBeUndefined();
  });

  it('redeems only with a verified token when the bot check is on', async () => {
    turnstileOn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const u = await makeUser(conn.db);
    const code = `C${randomUUID().slice(0, 8).toUpperCase()}`;
    await insertPromo(conn.db, { code, credits: 20, expiresAt: null, maxRedemptions: null });
    const attempt = (captchaToken: string) =>
      redeemPromoCode(conn.db, { userId: u.id, promoCode: code, captchaToken, ip: null });
    expect(await errorCodeOf(attempt('bad-token'))).toBe('CAPTCHA_FAILED');
    expect(await expectConsistent(conn.db, u.id)).toMatchObject({ balance: 0 });
    expect((await attempt('good-token')).creditsAwarded).toBe(20);
  });
});
