import { env } from '@/lib/env';

// A process that has just started loads each route's code on its first request: the studio's first
// visitor after a restart waited seconds for that (docs/measurements.md). On one machine of our own
// (embedded database) the server asks for its key routes once itself, signed out, right after start:
// the pages redirect and the API answers 401, which loads the same modules. It never delays
// readiness (it starts after register() returns), one request at a time, errors ignored.
// STICKERFY_WARM_UP=0 turns it off (the e2e server: tests time their own first requests).
const WARM_PATHS = [
  '/creator-studio',
  '/create-sticker',
  '/create-character',
  '/billing',
  '/v1/users/me',
  '/v1/characters',
  '/v1/stickers',
  '/v1/sticker-styles',
  '/v1/credits/history',
];

/** Starts the warm-up on the next turn (after register() returns); null when it does not apply. */
export function scheduleWarmUp(): Promise<void> | null {
  if (process.env.NODE_ENV !== 'production' || process.env.STICKERFY_WARM_UP === '0') return null;
  if (env().modes.database !== 'embedded') return null;
  // Set by `next start` once it listens: the address it serves on (localhost for all interfaces).
  const origin = process.env.__NEXT_PRIVATE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;
  return new Promise((r) => setTimeout(r, 0)).then(() => warmUp(origin));
}

async function warmUp(origin: string) {
  for (const path of WARM_PATHS) {
    try {
      const res = await fetch(origin + path, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
    } catch {
      return; // not reachable this way (a custom server, a proxy in front): nothing to warm
    }
  }
}
