import 'server-only';
import { type Env, env, forgetEnv } from '@/lib/env';
import {
  clearSlots,
  forgetBuilt,
  type Overrides,
  override,
  resolve,
  resolveAsync,
  type SlotName,
  type Slots,
} from './slots';

export type { Overrides, SlotName, Slots } from './slots';

// The one place that decides which implementation of each concern is live. lib/env.ts parses the
// environment into one mode per concern (embedded default or hosted service); DECIDED_BY says which
// mode picks each slot, and live()/liveAsync() build the picked implementation once, on first use.
// The implementations themselves stay in their domains, which hand both builders to live():
//   database          lib/db/index.ts                 PGlite under DATA_DIR | PostgreSQL
//   storage           lib/storage/index.ts            DATA_DIR/blobs        | Vercel Blob
//   identity          lib/auth/identity.ts            better-auth accounts  | Clerk
//   jobs              lib/jobs/runtime.ts             in-process runner     | Inngest
//   characterRenderer lib/characters/renderer.ts      local CPU pipeline    | Replicate
//   stickerRenderer   lib/stickers/renderer.ts        local CPU pipeline    | Replicate
//   textRunner        lib/suggestions/runner.ts       local composer (null) | Replicate
//   payments          lib/payments/card-payments.ts   local test checkout   | Stripe
//   bot               lib/telegram/bot.ts             none (an error)       | grammY bot
//   captcha           lib/promo/captcha.ts            off                   | Cloudflare Turnstile
// Slots no mode decides, kept here so that there is one per process and tests swap them the same way:
//   analytics         lib/analytics/client.ts         the browser's sink, chosen by the build
//                                                     (PostHog with NEXT_PUBLIC_POSTHOG_KEY in production)
//   localRunner       lib/jobs/runtime.ts             the embedded job runner and its queue
//   embeddedAuth      lib/auth/embedded.ts            the better-auth instance
//   currentUser       lib/auth/current-user.ts        who calls: the identity's user row (tests name one)
//   floodPolicy       lib/sticker-sets/telegram-api.ts  how Bot API calls wait out flood control
// Tests and scripts swap implementations with registry.override({ … }) and go back with reset().
const DECIDED_BY = {
  database: 'database',
  storage: 'storage',
  identity: 'identity',
  jobs: 'jobs',
  characterRenderer: 'ai',
  stickerRenderer: 'ai',
  textRunner: 'ai',
  payments: 'payments',
  bot: 'bot',
  captcha: 'captcha',
} as const satisfies Record<string, keyof Env['modes']>;

/** The slots a server mode decides (every one but the browser's analytics). */
type Decided = keyof typeof DECIDED_BY & SlotName;
export type Builders<T> = { embedded: (e: Env) => T; hosted: (e: Env) => T };

const pick = <T>(name: Decided, builders: Builders<T>): T => {
  const e = env();
  return builders[e.modes[DECIDED_BY[name]]](e);
};

/** The live implementation of a slot: its override, else the one its mode picks, built once. */
export function live<K extends Decided>(name: K, builders: Builders<Slots[K]>): Slots[K] {
  return resolve(name, () => pick(name, builders));
}

/** live() for implementations loaded on demand (dynamic import), so the other mode's code is never loaded. */
export function liveAsync<K extends Decided>(
  name: K,
  builders: Builders<Promise<Slots[K]>>,
): Promise<Slots[K]> {
  return resolveAsync(name, () => pick(name, builders));
}

export const registry = {
  /** Installs implementations (tests, scripts); a slot given undefined goes back to the configured one. */
  override: (impls: Overrides) => override(impls),
  /** Reads the environment again (tests change process.env) and rebuilds on next use; overrides stay. */
  reload() {
    forgetEnv();
    forgetBuilt();
  },
  /** Drops every override too: everything is the configured implementation again. */
  reset() {
    forgetEnv();
    clearSlots();
  },
};
