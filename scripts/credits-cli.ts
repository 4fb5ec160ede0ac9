import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { COST_DEFAULTS, stickerCountForPlan } from '../lib/config/pricing';
import { boolArg, CliError, type CliCommand, intArg, runCli } from '../lib/cli/run';
import { setSetting as writeSetting } from '../lib/settings/service';
import { getCreditHistory, grantCredits, MAX_IN_PROGRESS_SETTING } from '../lib/credits/service';
import { users } from '../lib/db/schema';
import type { Database } from '../lib/db/types';
import { listCosts, listPlans, type PlanPatch, updatePlan, upsertCost } from '../lib/pricing/queries';
import { findUserByPublicId } from '../lib/users/queries';

const USAGE = `Operator tool for credits and pricing (PGlite at $DATA_DIR/pglite, or DATABASE_URL).
The embedded database allows one process: stop the app first.

  npm run credits -- grant <publicCode|email> <credits> [description] [--key <idempotency key>]
  npm run credits -- balance <publicCode|email>
  npm run credits -- history <publicCode|email> [--limit 20]
  npm run credits -- plans
  npm run credits -- plan <id> [--credits N] [--free N] [--price 9.99] [--popular true|false]
                              [--stars N] [--name X] [--description X] [--active true|false]
  npm run credits -- costs
  npm run credits -- cost <key> <credits>
  npm run credits -- purchases on|off
  npm run credits -- in-progress <n>      (max paid actions in progress per user, default 3)`;

async function findUser(db: Database, who: string | undefined) {
  if (!who) throw new CliError('Give a user public code or email');
  if (!who.includes('@')) {
    const u = await findUserByPublicId(db, who);
    if (!u) throw new CliError(`No user with public code ${who}`);
    return u;
  }
  const found = await db.select().from(users).where(sql`lower(${users.email}) = ${who.toLowerCase()}`);
  if (found.length > 1) {
    throw new CliError(
      `${found.length} users share ${who}; use a public code: ${found.map((u) => u.publicId).join(', ')}`,
    );
  }
  if (!found[0]) throw new CliError(`No user with email ${who}`);
  return found[0];
}

const available = (u: { balance: number; held: number }) => u.balance - u.held;

const grant: CliCommand = async ({ db }, { positional: [who, credits, ...words], flags }) => {
  const user = await findUser(db, who);
  const r = await grantCredits(db, {
    userId: user.id,
    credits: intArg(credits, 'credits', 1),
    kind: 'MANUAL_ADDITION',
    description: words.join(' ') || 'Manual addition',
    idempotencyKey: flags.key ? `manual:${flags.key}` : `manual:${randomUUID()}`,
  });
  console.log(
    r.granted
      ? `granted ${credits} credits to ${user.publicId} (${user.email ?? 'no email'}); available now ${r.availableCredits}`
      : `key already used: nothing granted; ${user.publicId} has ${r.availableCredits} available`,
  );
};

const balance: CliCommand = async ({ db }, { positional: [who] }) => {
  const u = await findUser(db, who);
  console.log(
    `${u.publicId}: balance ${u.balance}, held ${u.held} (${u.activeHolds} in progress), available ${available(u)}`,
  );
};

const history: CliCommand = async ({ db }, { positional: [who], flags }) => {
  const u = await findUser(db, who);
  const rows = await getCreditHistory(db, u.id, {
    limit: flags.limit ? intArg(flags.limit, 'limit', 1) : 20,
  });
  console.table(rows.map((r) => ({ ...r, allocationTime: r.allocationTime.replace('T', ' ').slice(0, 19) })));
};

async function printPlans(db: Database) {
  const rows = await listPlans(db, { activeOnly: false });
  console.table(
    rows.map((p) => ({
      id: p.id,
      name: p.name,
      usd: p.priceInUsd,
      credits: p.credits,
      free: p.freeCredits,
      stickers: stickerCountForPlan(p),
      popular: p.popular,
      stars: p.starsPrice,
      active: p.active,
    })),
  );
}

const plans: CliCommand = ({ db }) => printPlans(db);

const plan: CliCommand = async ({ db }, { positional: [id], flags }) => {
  if (!id) throw new CliError('Give a plan id (see: npm run credits -- plans)');
  const patch: PlanPatch = {};
  if (flags.credits !== undefined) patch.credits = intArg(flags.credits, '--credits', 1);
  if (flags.free !== undefined) patch.freeCredits = intArg(flags.free, '--free');
  if (flags.stars !== undefined) patch.starsPrice = intArg(flags.stars, '--stars');
  if (flags.popular !== undefined) patch.popular = boolArg(flags.popular, '--popular');
  if (flags.active !== undefined) patch.active = boolArg(flags.active, '--active');
  if (flags.name !== undefined) patch.name = flags.name;
  if (flags.description !== undefined) patch.description = flags.description;
  if (flags.price !== undefined) {
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(flags.price)) throw new CliError('--price must look like 9.99');
    patch.priceInUsd = flags.price;
  }
  if (Object.keys(patch).length === 0) throw new CliError('Nothing to change: give at least one --flag');
  if (!(await updatePlan(db, id, patch))) throw new CliError(`No plan ${id}`);
  await printPlans(db);
};

const costs: CliCommand = async ({ db }) => {
  console.table((await listCosts(db)).map((c) => ({ key: c.key, credits: c.credits })));
};

const cost: CliCommand = async ({ db }, { positional: [key, credits] }) => {
  if (!key || !(key in COST_DEFAULTS))
    throw new CliError(`Unknown cost key ${key}; one of: ${Object.keys(COST_DEFAULTS).join(', ')}`);
  await upsertCost(db, key, intArg(credits, 'credits'));
  console.log(`${key} now costs ${credits} credits`);
};

const purchases: CliCommand = async ({ db }, { positional: [state] }) => {
  const on = boolArg(state ?? '', 'purchases');
  await writeSetting(db, 'purchasesEnabled', on);
  console.log(`purchases switched ${on ? 'on' : 'off'} (they also need Stripe, or the local test checkout)`);
};

const inProgress: CliCommand = async ({ db }, { positional: [n] }) => {
  await writeSetting(db, MAX_IN_PROGRESS_SETTING, intArg(n, 'limit', 1));
  console.log(`at most ${n} paid actions in progress per user`);
};

void runCli(USAGE, {
  grant,
  balance,
  history,
  plans,
  plan,
  costs,
  cost,
  purchases,
  'in-progress': inProgress,
});
