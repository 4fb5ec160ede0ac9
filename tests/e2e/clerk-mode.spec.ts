import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type FakeClerk, startFakeClerk } from '../helpers/fake-clerk';
import { SERVER_KEEP_ALIVE_MS } from './chromium';

// Hosted identity on a built app: the build made by scripts/build-clerk-e2e.sh (Clerk's publishable
// key is a build-time input), started here with a local fake Clerk (tests/helpers/fake-clerk.ts) as
// its Frontend API (reached through Clerk's proxy setting) and Backend API. Clerk's session token lives a minute; a person who comes back after
// that sends an expired one, and Clerk's middleware (proxy.ts) refreshes it through the handshake:
// a round trip through the Frontend API and a Backend API call for the new cookies. What the page
// then sees is what auth() says (lib/auth/clerk.ts), not the expired cookie the request carried.
// Clerk's browser script comes from Clerk's CDN, which a test cannot reach: pages render and work
// without it, and nothing here depends on it.
const ROOT = process.cwd();
const DIST = process.env.CLERK_E2E_DIST ?? '.next-clerk';
const PORT = Number(process.env.CLERK_E2E_PORT ?? 3218);
const APP = `http://127.0.0.1:${PORT}`;

let fake: FakeClerk;
let server: ChildProcess;
const log: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!fs.existsSync(path.join(ROOT, DIST, 'BUILD_ID')))
    throw new Error(
      `No Clerk-mode build in ${DIST}: run scripts/build-clerk-e2e.sh (same CLERK_E2E_DIST and CLERK_E2E_PORT)`,
    );
  fake = await startFakeClerk();
  server = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(PORT),
      '--keepAliveTimeout',
      String(SERVER_KEEP_ALIVE_MS),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NEXT_DIST_DIR: DIST,
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'clerk-e2e-')),
        APP_URL: APP,
        NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: fake.publishableKey,
        NEXT_PUBLIC_CLERK_PROXY_URL: fake.proxyUrl,
        CLERK_SECRET_KEY: fake.secretKey,
        CLERK_JWT_KEY: fake.jwtKey,
        CLERK_API_URL: fake.origin,
        CLERK_WEBHOOK_SECRET: fake.webhookSecret,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (c) => log.push(String(c)));
  server.stderr?.on('data', (c) => log.push(String(c)));
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the Clerk-mode server exited: ${log.join('')}`);
    if (
      await fetch(`${APP}/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 120) throw new Error(`the Clerk-mode server did not start: ${log.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake?.close();
});

const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;

test('an expired session is refreshed through Clerk’s handshake and lands in the studio', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: APP });
  // Signed in an hour ago, tab closed since: Clerk's client cookie on its own domain, and on ours
  // the long-expired session token with the sign-in time.
  await context.addCookies([
    { name: '__client', value: 'user_back', url: fake.origin },
    { name: '__session', value: fake.sessionToken('user_back', hourAgo()), url: APP },
    { name: '__client_uat', value: String(hourAgo()), url: APP },
  ]);
  const page = await context.newPage();
  const hops: string[] = [];
  page.on('response', (r) => hops.push(`${r.status()} ${new URL(r.url()).port}${new URL(r.url()).pathname}`));
  await page.goto('/creator-studio');
  await expect(page).toHaveURL(`${APP}/creator-studio`);
  await expect(page).toHaveTitle(/My Creations/);
  // The way it went: our middleware sent the browser to the Frontend API, which sent it back.
  expect(hops.slice(0, 3)).toEqual([
    `307 ${PORT}/creator-studio`,
    `307 ${fake.port}/v1/client/handshake`,
    `200 ${PORT}/creator-studio`,
  ]);
  expect(fake.seen).toMatchObject({ handshakes: 1, payloads: 1 });
  // The browser now holds the fresh token, and the API knows the person by it.
  const fresh = (await context.cookies(APP)).find((c) => c.name === '__session')?.value ?? '';
  expect(JSON.parse(Buffer.from(fresh.split('.')[1] ?? '', 'base64url').toString()).iat).toBeGreaterThan(
    hourAgo() + 3000,
  );
  // With a valid token a page is simply served: no second handshake.
  await page.reload();
  await expect(page).toHaveTitle(/My Creations/);
  expect(fake.seen.handshakes).toBe(1);
  const me = await page.request.get('/v1/users/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).data.result.email).toBe('user_back@clerk.test');
  await context.close();
});

test('a signed-out visitor gets the login, without a handshake', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: APP });
  const page = await context.newPage();
  const before = fake.seen.handshakes;
  await page.goto('/creator-studio');
  await expect(page).toHaveURL(`${APP}/#login`);
  expect(fake.seen.handshakes).toBe(before);
  expect((await page.request.get('/v1/users/me')).status()).toBe(401);
  await context.close();
});

test('a valid bearer token works on the API; an expired one does not', async ({ request }) => {
  const ok = await request.get(`${APP}/v1/users/me`, {
    headers: { authorization: `Bearer ${fake.sessionToken('user_api')}` },
  });
  expect(ok.status()).toBe(200);
  const old = await request.get(`${APP}/v1/users/me`, {
    headers: { authorization: `Bearer ${fake.sessionToken('user_api', hourAgo())}` },
  });
  expect(old.status()).toBe(401);
});

test('Clerk’s user.deleted removes the account; a forged one changes nothing', async ({ request }) => {
  const me = () =>
    request
      .get(`${APP}/v1/users/me`, { headers: { authorization: `Bearer ${fake.sessionToken('user_gone')}` } })
      .then(async (r) => (await r.json()).data.result.id as string);
  const id = await me();
  expect(await me()).toBe(id);
  const body = JSON.stringify({
    type: 'user.deleted',
    object: 'event',
    data: { id: 'user_gone', deleted: true },
  });
  const post = (headers: Record<string, string>) =>
    request.post(`${APP}/api/webhooks/clerk`, {
      data: body,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const forged = fake.signWebhook(body);
  forged['svix-signature'] = `v1,${Buffer.alloc(32).toString('base64')}`;
  expect((await post(forged)).status()).toBe(401);
  expect(await me()).toBe(id);
  expect((await post(fake.signWebhook(body))).status()).toBe(200);
  // Our row was detached from the Clerk user at once: the same person signing in again is someone new.
  await expect.poll(me).not.toBe(id);
  expect(fake.seen.unexpected).toEqual([]);
});
