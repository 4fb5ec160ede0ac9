import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH, SERVER_KEEP_ALIVE_MS } from './tests/e2e/chromium';

// e2e runs against the production build in embedded mode (npm run build first), on Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 3217);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `.data/e2e-${Date.now()}`;
// E2E_BASE_URL reuses a server you already run (e.g. `next dev`) instead of starting the build.
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Tests are independent (each signs up its own account; the files that share state say so with
  // a serial mode of their own), so they spread over two workers: one per core.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  // A retry only tells a flaky test from a broken one: scripts/test-summary.mjs fails the run on both.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx next start -p ${PORT} --keepAliveTimeout ${SERVER_KEEP_ALIVE_MS}`,
        url: `http://127.0.0.1:${PORT}/v1/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        env: {
          DATA_DIR,
          AUTH_RATE_LIMIT: '0',
          NEXT_TELEMETRY_DISABLED: '1',
          APP_URL: `http://127.0.0.1:${PORT}`,
          E2E_PROMO_CODES: 'WELCOME50:50,WELCOME200:200',
          // No warm-up requests of its own (lib/server/warm-up.ts): tests time their first requests.
          STICKERFY_WARM_UP: '0',
          // The admin of tests/e2e/moderation.spec.ts (its /admin/moderation page).
          ADMIN_EMAILS: 'moderator@stickerfy.test',
        },
        stdout: 'pipe',
      },
});
