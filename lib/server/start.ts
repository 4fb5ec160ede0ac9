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
  if (Object.values(e.modes).includes('hosted')) void logDoctor();
  if (e.modes.bot === 'hosted') await resolveBot();
  await import('@/lib/server/wiring'); // the route wrapper's caller, domain event listeners
  if (e.modes.database === 'embedded') await openEmbeddedDatabase();
  await (await import('@/lib/promo/e2e-seed')).ensureE2ePromoCodes(); // test-only: E2E_PROMO_CODES
  await import('@/lib/server/jobs'); // registers every domain's jobs with the runtime
  if (e.modes.jobs === 'embedded') await startEmbeddedRuntime();
}

/**
 * Opens (migrates, seeds) PGlite now, so the first visitor does not wait for it, and keeps its
 * signed-in users' rows in memory (lib/users/row-cache.ts); a lock error stops the server.
 */
async function openEmbeddedDatabase() {
  try {
    const [{ getDb }, { enableUserRowCache }] = await Promise.all([
      import('@/lib/db'),
      import('@/lib/users/row-cache'),
    ]);
    await enableUserRowCache(await getDb());
  } catch (err) {
    console.error(`[database] ${(err as Error).message}`);
    process.exit(1);
  }
}

/**
 * Embedded jobs: example characters for remix and the explore examples (cheap when present), then
 * recover the jobs the last process lost and start the periodic sweeper. A failure here is logged, never fatal: the API still
 * serves, and the next start tries again. Hosted mode uses the Inngest cron and scripts instead.
 */
async function startEmbeddedRuntime() {
  try {
    const [{ getDb }, { ensureExampleCharacters }, { ensureExampleGallery }, { startEmbeddedJobs }] =
      await Promise.all([
        import('@/lib/db'),
        import('@/lib/characters/examples'),
        import('@/lib/examples/gallery'),
        import('@/lib/jobs/start'),
      ]);
    const db = await getDb();
    // Examples that fail to copy must not keep this instance from running and renewing its jobs
    // (on a shared database other instances count on its heartbeat).
    await ensureExampleCharacters(db).catch((err) => console.error('[examples] failed', err));
    await ensureExampleGallery(db).catch((err) => console.error('[examples] gallery failed', err));
    await startEmbeddedJobs();
  } catch (err) {
    console.error('[jobs] embedded start failed', err);
  }
}

/** Hosted services get npm run doctor's checks at start, logged; a failing one never stops the app. */
async function logDoctor() {
  try {
    const [{ runDoctor }, { formatVerdict }] = await Promise.all([
      import('@/lib/doctor/run'),
      import('@/lib/doctor/report'),
    ]);
    for (const v of await runDoctor()) {
      if (v.state === 'off') continue;
      (v.state === 'ok' ? console.log : console.error)(`[doctor] ${formatVerdict(v)}`);
    }
  } catch (err) {
    console.error('[doctor] could not run', err);
  }
}

/** The bot's real username (getMe) before the first request: set names and deep links use it. */
async function resolveBot() {
  try {
    const username = await (await import('@/lib/telegram/bot-identity')).resolveBotUsername();
    console.log(`[telegram] bot @${username}`);
  } catch (err) {
    console.error(`[config] ${(err as Error).message}`);
    process.exit(1);
  }
}
