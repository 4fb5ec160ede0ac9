import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { list } from '@vercel/blob';
import postgres from 'postgres';
import type { Env } from '@/lib/env';
import { field, probe, seen, trimSlash } from './probe';
import { fail, ok, off, type Verdict } from './report';

async function journalLength(): Promise<number> {
  const raw = await readFile(path.join(process.cwd(), 'drizzle', 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(raw) as { entries: unknown[] }).entries.length;
}

/** Reachable, and every migration of this build applied (the drizzle migrator's own table). */
export async function checkDatabase(e: Env): Promise<Verdict> {
  const DB = 'PostgreSQL';
  if (!e.database)
    return off(DB, `not configured (embedded PGlite at ${e.dataDir}/pglite, migrated at start)`);
  const sql = postgres(e.database.url, { max: 1, connect_timeout: 8, idle_timeout: 1, onnotice: () => {} });
  try {
    let applied: number;
    try {
      const [row] = await sql<{ n: string }[]>`select count(*)::text as n from drizzle.__drizzle_migrations`;
      applied = Number(row?.n ?? 0);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === '42P01' || code === '3F000')
        return fail(DB, 'reachable but never migrated: run npm run db:migrate with DATABASE_URL set.');
      return fail(
        DB,
        `DATABASE_URL is not reachable (${code ?? (err as Error).message}): check the address, user and password.`,
      );
    }
    const expected = await journalLength();
    if (applied < expected)
      return fail(
        DB,
        `${expected - applied} migration(s) not applied: run npm run db:migrate with DATABASE_URL set.`,
      );
    return ok(DB, `reachable, ${applied} migrations applied`);
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/** Each token lists its store (one item): the cheapest call Vercel Blob authenticates. */
export async function checkBlob(e: Env): Promise<Verdict> {
  const BLOB = 'Vercel Blob';
  if (!e.blob) return off(BLOB, `not configured (files on local disk at ${e.dataDir}/blobs)`);
  const stores = [
    ['BLOB_READ_WRITE_TOKEN', e.blob.token],
    ['BLOB_PRIVATE_READ_WRITE_TOKEN', e.blob.privateToken],
  ] as const;
  for (const [name, token] of stores) {
    try {
      await list({ limit: 1, token });
    } catch (err) {
      const kind = (err as Error).name;
      if (kind === 'BlobAccessError' || kind === 'BlobStoreNotFoundError')
        return fail(BLOB, `${name} is refused (${kind}): copy the read-write token of that store.`);
      return fail(BLOB, `list failed (${(err as Error).message}); check ${name}.`);
    }
  }
  if (e.blob.token === e.blob.privateToken)
    return fail(
      BLOB,
      "BLOB_PRIVATE_READ_WRITE_TOKEN is the public store's token: create a second, private store.",
    );
  return ok(BLOB, 'public and private store tokens accepted');
}

/** The signing key reads the environment's events: the REST API accepts it as a bearer token. */
export async function checkInngest(e: Env): Promise<Verdict> {
  const INNGEST = 'Inngest';
  if (!e.inngest) return off(INNGEST, 'not configured (in-process job runner)');
  if (e.inngest.dev) return ok(INNGEST, 'INNGEST_DEV is set: jobs go to a local Inngest dev server');
  const key = e.inngest.signingKey ?? '';
  if (!/^signkey-[a-z]+-[0-9a-f]+$/i.test(key))
    return fail(
      INNGEST,
      "INNGEST_SIGNING_KEY does not look like signkey-<env>-<hex>: copy it from the environment's Signing Key tab.",
    );
  const base = trimSlash(e.inngest.apiBase ?? 'https://api.inngest.com');
  const events = await probe(`${base}/v1/events?limit=1`, { headers: { authorization: `Bearer ${key}` } });
  if (events.status === 401 || events.status === 403)
    return fail(
      INNGEST,
      `INNGEST_SIGNING_KEY is refused (${seen(events)}): use the key of the environment this app syncs to.`,
    );
  if (events.status !== 200)
    return fail(INNGEST, `events check failed: ${seen(events)}; check INNGEST_API_BASE_URL.`);
  return ok(INNGEST, 'signing key accepted (sync the app at /api/inngest after each deploy)');
}

/** A siteverify with a dummy response: a good secret is told the response is bad, a bad one that it is. */
export async function checkTurnstile(e: Env): Promise<Verdict> {
  const TURNSTILE = 'Turnstile';
  if (!e.turnstile)
    return off(
      TURNSTILE,
      e.noCaptcha ? 'not configured (no bot check on a private install)' : 'not configured',
    );
  const url = e.turnstile.verifyUrl ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
  const body = new URLSearchParams({ secret: e.turnstile.secretKey, response: 'doctor-check' });
  const res = await probe(url, { method: 'POST', body });
  const codes = (field(res.body, 'error-codes') as string[] | undefined) ?? [];
  if (codes.includes('invalid-input-secret'))
    return fail(
      TURNSTILE,
      'TURNSTILE_SECRET_KEY is refused by siteverify: copy the secret key of the widget.',
    );
  if (res.status !== 200) return fail(TURNSTILE, `siteverify failed: ${seen(res)}.`);
  return ok(TURNSTILE, 'secret key accepted');
}
