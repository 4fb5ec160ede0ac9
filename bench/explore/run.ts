import postgres from 'postgres';
import { connectPostgres, migrateConnection } from '../../lib/db/connect';
import { decodeCursor } from '../../lib/db/cursor';
import { listPublicPacks } from '../../lib/packs/service';
import { listPublicStickers } from '../../lib/stickers/service';

// Explore at scale (docs/decisions.md): 1 M public stickers (and 100 k public packs) in a scratch PostgreSQL
// database, then the queries explore runs, through the same service functions as /v1/…/public:
// single-term and multi-word substring search, and keyset pages at depth 1, 10 k and 1 M.
// Targets: single term p95 ≤ 20 ms, any query p99 ≤ 150 ms, any page depth ≤ 2 ms.
// npx tsx --conditions=react-server bench/explore/run.ts   (BENCH_DATABASE_URL, BENCH_ROWS, BENCH_KEEP=1)

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// ROWS public, finished stickers; every tenth generated row is private (half of those failed), so
// TOTAL rows are written to get ROWS that explore can list.
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const TOTAL = Math.ceil((ROWS * 10) / 9);
const PACKS = Math.round(ROWS / 10);
const DB_NAME = 'sticker_bench_explore';
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

// A vocabulary like real sticker names: 3 words out of 240 (common words match ~1 %, rare ones less).
const WORDS = `happy sad angry sleepy hungry coffee tea pizza cat dog fox bear panda bunny robot astro pirate
ninja wizard queen king hero chef doctor teacher student gamer runner dancer singer monday friday weekend
morning night party birthday holiday summer winter spring autumn rain sun snow beach forest city space moon
star heart love hug kiss thanks sorry hello bye yes no maybe wow oops yay boom cool nice great awesome
crazy silly funny cute tiny giant golden neon pixel retro comic cartoon sketch pastel shiny fluffy grumpy
cheeky brave shy proud calm busy lazy sneaky jolly bright dark red blue green pink purple orange yellow
black white silver dragon unicorn alien ghost zombie vampire monster penguin koala tiger lion owl duck
frog turtle whale shark octopus cookie donut burger taco sushi ramen noodle cake candy popcorn banana
apple cherry lemon mango peach grape melon avocado carrot potato tomato chili pepper honey milk juice
soda boba latte mocha espresso guitar piano drum trumpet violin rocket plane train bike car boat ship
skate surf ski yoga gym soccer tennis golf chess cards dice puzzle book movie music camera phone laptop
selfie meme vibes mood drama chill hype zen boss champ buddy bestie squad crew fam baby granny grandpa
mom dad sis bro office meeting deadline email homework exam vacation trip hike picnic garden`
  .split(/\s+/)
  .filter(Boolean);

function benchUrl() {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => n.toFixed(2).padStart(8);

async function seed(admin: postgres.Sql) {
  await admin.unsafe(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${DB_NAME}`);
  const conn = connectPostgres(benchUrl(), 4);
  await migrateConnection(conn);
  const client = postgres(benchUrl(), { max: 1, onnotice: () => {} });
  const t0 = performance.now();
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const n = WORDS.length;
  await client.unsafe(`
    INSERT INTO users (id, auth_provider, auth_subject, public_id)
      VALUES ('00000000-0000-4000-8000-000000000001', 'system', 'bench', 'BENCH001');
    INSERT INTO stickers (reference, user_id, name, status, visibility, image_key, created_at)
    SELECT 'b' || g, '00000000-0000-4000-8000-000000000001',
      initcap((${words})[1 + (hashint4(g) & 2147483647) % ${n}]) || ' ' ||
        (${words})[1 + (hashint4(g + 7) & 2147483647) % ${n}] || ' ' ||
        (${words})[1 + (hashint4(g + 13) & 2147483647) % ${n}],
      CASE WHEN g % 20 = 0 THEN 'FAILED_CREATION' ELSE 'CREATED' END,
      CASE WHEN g % 10 = 0 THEN 'PRIVATE' ELSE 'PUBLIC' END,
      'stickers/bench0000000000000000.webp',
      timestamptz '2026-01-01' + g * interval '1 second'
    FROM generate_series(1, ${TOTAL}) g;
    INSERT INTO sticker_packs (reference, public_id, user_id, name, visibility, created_at)
    SELECT 'p' || g, 'bp' || g, '00000000-0000-4000-8000-000000000001',
      left(initcap((${words})[1 + (hashint4(g + 3) & 2147483647) % ${n}]) || ' ' ||
        (${words})[1 + (hashint4(g + 5) & 2147483647) % ${n}] || ' pack', 40),
      CASE WHEN g % 10 = 0 THEN 'PRIVATE' ELSE 'PUBLIC' END,
      timestamptz '2026-01-01' + g * interval '10 second'
    FROM generate_series(1, ${PACKS}) g;
    ANALYZE stickers; ANALYZE sticker_packs;`);
  console.log(
    `seeded ${TOTAL.toLocaleString('en')} stickers (${ROWS.toLocaleString('en')} public) and ${PACKS.toLocaleString('en')} packs in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  await client.end();
  return conn;
}

async function time(runs: number, fn: (i: number) => Promise<unknown>) {
  const lat: number[] = [];
  for (let i = 0; i < 5; i++) await fn(i); // warm the plan and the buffer cache
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    lat.push(performance.now() - t);
  }
  return lat.sort((a, b) => a - b);
}

async function main() {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const conn = await seed(admin);
  const db = conn.db;
  const rare = ['zombie', 'avocado', 'trumpet', 'granny', 'octopus'];
  const common = ['happy', 'cat', 'coffee', 'love', 'party'];
  const rows: [string, number[]][] = [];
  rows.push([
    'single term, common word',
    await time(RUNS, (i) => listPublicStickers(db, { limit: 24, q: common[i % 5] })),
  ]);
  rows.push([
    'single term, rare word',
    await time(RUNS, (i) => listPublicStickers(db, { limit: 24, q: rare[i % 5] })),
  ]);
  rows.push([
    'single term, 3 letters',
    await time(RUNS, (i) =>
      listPublicStickers(db, { limit: 24, q: ['ppy', 'zom', 'oct', 'caf', 'ell'][i % 5] }),
    ),
  ]);
  rows.push([
    'single term, no match',
    await time(RUNS, (i) => listPublicStickers(db, { limit: 24, q: `qqxz${i % 5}` })),
  ]);
  rows.push([
    'multi-word',
    await time(RUNS, (i) =>
      listPublicStickers(db, {
        limit: 24,
        q: ['happy cat', 'sleepy panda', 'coffee morning', 'golden dragon', 'pizza party'][i % 5],
      }),
    ),
  ]);
  rows.push([
    'multi-word, case-insensitive',
    await time(RUNS, (i) => listPublicStickers(db, { limit: 24, q: ['HAPPY Cat', 'Sleepy PANDA'][i % 2] })),
  ]);
  rows.push([
    'packs, single term',
    await time(RUNS, (i) => listPublicPacks(db, { limit: 12, q: common[i % 5] })),
  ]);

  // Keyset depth: the cursor of row N (found once, outside the timing), then the next page from it.
  const client = postgres(benchUrl(), { max: 1 });
  const publicCount = Number(
    (await client`SELECT count(*) FROM stickers WHERE visibility = 'PUBLIC' AND status = 'CREATED'`)[0]
      ?.count,
  );
  for (const depth of [1, 10_000, publicCount - 24]) {
    const [row] = await client`
      SELECT to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id::text AS id FROM stickers
      WHERE visibility = 'PUBLIC' AND status = 'CREATED' ORDER BY created_at DESC, id DESC OFFSET ${depth - 1} LIMIT 1`;
    const cursor = Buffer.from(JSON.stringify([row?.at, row?.id])).toString('base64url');
    decodeCursor(cursor);
    rows.push([
      `page at depth ${depth.toLocaleString('en')}`,
      await time(RUNS, () => listPublicStickers(db, { limit: 24, cursor })),
    ]);
  }
  await client.end();

  console.log(
    `\nexplore on PostgreSQL, ${ROWS.toLocaleString('en')} stickers (${publicCount.toLocaleString('en')} public), ${RUNS} runs each, ms`,
  );
  console.log(`${'query'.padEnd(32)}     p50      p95      p99      max`);
  for (const [name, lat] of rows)
    console.log(
      `${name.padEnd(32)}${ms(pct(lat, 50))} ${ms(pct(lat, 95))} ${ms(pct(lat, 99))} ${ms(lat.at(-1) ?? 0)}`,
    );
  console.log('targets: single term p95 ≤ 20 ms; any query p99 ≤ 150 ms; any page depth ≤ 2 ms (p50)');

  await conn.close();
  if (!process.env.BENCH_KEEP) await admin.unsafe(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
