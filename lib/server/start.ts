import { describeModes, env } from '@/lib/env';

/** Validates configuration once and says, one line per concern, which mode each service runs in. */
export async function startServer() {
  let e: ReturnType<typeof env>;
  try {
    e = env();
  } catch (err) {
    console.error(`[config] ${(err as Error).message}`);
    process.exit(1);
  }
  for (const line of describeModes(e)) console.log(`[mode] ${line}`);
  const hooks = (globalThis as { __stickerStartHooks?: (() => Promise<void>)[] }).__stickerStartHooks ?? [];
  for (const hook of hooks) await hook();
}
