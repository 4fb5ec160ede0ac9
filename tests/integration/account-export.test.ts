import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredExports } from '@/lib/account/exports';
import type { Connection } from '@/lib/db/connect';
import type { JobEvent } from '@/lib/jobs/types';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { registry } from '@/lib/registry';
import { localBlobStore } from '@/lib/storage/local';
import { type Account, signUpAccount, TEST_ORIGIN } from '../helpers/accounts';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { objectsIn, query, seedAccount } from './account-helpers';
import { quiet, tempDir } from './characters-helpers';
import { pythonZipCheck, readZip } from './publishing-helpers';

// "Download my data" (docs/product-rules.md, "Your data"): a job builds one ZIP of the account's
// JSON and images; asking again while it builds gives the same export; the link is its owner's
// alone and lapses after 24 hours.

let conn: Connection;
let root: string;
let exportRoute: typeof import('@/app/v1/account/export/route');
let runner: LocalRunner;
let download: typeof import('@/app/v1/account/export/[id]/download/route');

beforeAll(async () => {
  conn = await createTestDb();
  root = tempDir('account-export-');
  registry.override({ storage: localBlobStore(root) });
  exportRoute = await import('@/app/v1/account/export/route');
  download = await import('@/app/v1/account/export/[id]/download/route');
});
afterAll(async () => {
  registry.override({ storage: undefined, localRunner: undefined });
  await conn.close();
});

const ctx = (p: Record<string, string> = {}) => ({ params: Promise.resolve(p) });
const headersOf = (a: Account | null): Record<string, string> =>
  a ? { authorization: a.authorization } : {};
type Status = { id: string; status: string; downloadUrl: string | null; expiresAt: string | null };

async function requestExport(a: Account) {
  const res = await exportRoute.POST(
    new Request(`${TEST_ORIGIN}/v1/account/export`, { method: 'POST', headers: headersOf(a) }),
    ctx(),
  );
  expect(res.status).toBe(202);
  return ((await res.json()) as { data: { result: Status } }).data.result;
}

async function latest(a: Account) {
  const res = await exportRoute.GET(
    new Request(`${TEST_ORIGIN}/v1/account/export`, { headers: headersOf(a) }),
    ctx(),
  );
  return ((await res.json()) as { data: { result: Status | null } }).data.result;
}

/** What a charge would change: the balance, the credits held and the ledger. */
async function money(userId: string) {
  const [user] = await query<{ balance: number; held: number }>(
    conn.db,
    sql`select balance, held from users where id = ${userId}`,
  );
  const ledger = await query<{ id: string }>(
    conn.db,
    sql`select id from credit_ledger where user_id = ${userId}`,
  );
  return { balance: Number(user?.balance), held: Number(user?.held), ledgerRows: ledger.length };
}

const fetchZip = (a: Account | null, id: string) =>
  download.GET(
    new Request(`${TEST_ORIGIN}/v1/account/export/${id}/download`, { headers: headersOf(a) }),
    ctx({ id }),
  );

describe('downloading my data', () => {
  let a: Account;
  let b: Account;
  let seededA: Awaited<ReturnType<typeof seedAccount>>;
  let seededB: Awaited<ReturnType<typeof seedAccount>>;
  let exportId: string;

  beforeAll(async () => {
    a = await signUpAccount('Ann');
    b = await signUpAccount('Ben');
    seededA = await seedAccount(conn.db, a.userId, 'A');
    seededB = await seedAccount(conn.db, b.userId, 'B');
  });

  it('a second request while the export is being built returns the same export', async () => {
    const before = await money(a.userId);
    expect(before.balance).toBeGreaterThan(0);
    // Events are held, as in a busy queue, so the first export is still being built.
    const held: JobEvent[] = [];
    registry.override({ localRunner: { enqueue: (e: JobEvent) => held.push(e) } as unknown as LocalRunner });
    const first = await requestExport(a);
    const second = await requestExport(a);
    expect(first.status).toBe('BUILDING');
    expect(second.id).toBe(first.id);
    expect(held).toHaveLength(1);
    exportId = first.id;

    runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
    for (const e of held) runner.enqueue(e);
    await runner.whenIdle();
    const ready = await latest(a);
    expect(ready).toMatchObject({
      id: exportId,
      status: 'READY',
      downloadUrl: `/v1/account/export/${exportId}/download`,
    });
    const hours = (new Date(ready?.expiresAt as string).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // The export is free: two requests, the build and a download leave the balance and the ledger as they were.
    expect((await fetchZip(a, exportId)).status).toBe(200);
    expect(await money(a.userId)).toEqual(before);
  });

  it("lists exactly the account's items, with their images, and nothing of another account", async () => {
    const res = await fetchZip(a, exportId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const zip = Buffer.from(await res.arrayBuffer());
    pythonZipCheck(zip);
    const files = readZip(zip);
    const json = (name: string) =>
      JSON.parse(files.find((f) => f.name === name)?.data.toString('utf8') ?? 'null');
    expect(json('profile.json')).toMatchObject({ email: a.email, balance: expect.any(Number) });
    const stickers = json('stickers.json') as { reference: string; image: string }[];
    expect(stickers.map((s) => s.reference).sort()).toEqual(seededA.stickers.map((s) => s.reference).sort());
    expect(
      (json('packs.json') as { name: string; stickers: string[] }[]).map((p) => [p.name, p.stickers.length]),
    ).toEqual([['A pack', 3]]);
    expect((json('characters.json') as { reference: string }[]).map((c) => c.reference)).toEqual([
      seededA.character.reference,
    ]);
    expect(json('telegram-links.json')).toEqual([
      expect.objectContaining({ telegramUserId: seededA.telegramUserId }),
    ]);
    const history = json('credit-history.json') as {
      kind: string;
      credits: number;
      externalReference: string | null;
    }[];
    expect(history.some((h) => h.kind === 'PURCHASE' && h.credits === 40)).toBe(true);
    // Every image the JSON names is in the archive: 3 stickers and a character tile.
    const images = files.filter((f) => f.name.startsWith('images/')).map((f) => f.name);
    expect(images).toHaveLength(4);
    for (const s of stickers) expect(images).toContain(s.image);
    const all = zip.toString('latin1');
    for (const s of seededB.stickers) expect(all).not.toContain(s.reference);
    expect(all).not.toContain(b.email);
    expect(all).not.toContain(b.userId);
    expect(all).not.toContain('B pack');
  });

  it('the download is its owner’s only', async () => {
    expect((await fetchZip(b, exportId)).status).toBe(404);
    expect((await fetchZip(null, exportId)).status).toBe(401);
    expect(await latest(b)).toBeNull();
  });

  it('the link lapses after 24 hours: 410, then the file is deleted', async () => {
    await conn.db.execute(
      sql`update account_exports set expires_at = now() - interval '1 minute' where id = ${exportId}`,
    );
    expect(await latest(a)).toMatchObject({ status: 'EXPIRED', downloadUrl: null });
    expect((await fetchZip(a, exportId)).status).toBe(410);
    const zipsBefore = objectsIn(root).filter((k) => k.endsWith('.zip'));
    expect(zipsBefore).toHaveLength(1);
    await purgeExpiredExports(conn.db);
    expect(objectsIn(root).filter((k) => k.endsWith('.zip'))).toEqual([]);
    const [row] = await query<{ status: string }>(
      conn.db,
      sql`select status from account_exports where id = ${exportId}`,
    );
    expect(row?.status).toBe('EXPIRED');
    // A new request after that starts a new export.
    expect((await requestExport(a)).id).not.toBe(exportId);
    await runner.whenIdle();
  });
});
