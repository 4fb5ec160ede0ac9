import { CliError, type CliCommand, intArg, runCli } from '../lib/cli/run';
import { normalizePromoCode, PROMO_CODE_MAX_LENGTH } from '../lib/contracts/promo';
import { insertPromo, listPromos, setPromoActive } from '../lib/promo/queries';

const USAGE = `Operator tool for promo codes (PGlite at $DATA_DIR/pglite, or DATABASE_URL).
The embedded database allows one process: stop the app first.

  npm run promo -- create <CODE> <credits> [--expires 2027-01-01] [--max 100]
  npm run promo -- list
  npm run promo -- disable <CODE>
  npm run promo -- enable <CODE>

Codes are stored upper-case; users may type them in any case. Each user redeems a code once.`;

function codeArg(raw: string | undefined): string {
  const code = normalizePromoCode(raw ?? '');
  if (!code || code.length > PROMO_CODE_MAX_LENGTH || /\s/.test(code)) {
    throw new CliError(`A code is 1-${PROMO_CODE_MAX_LENGTH} characters without spaces (got "${raw ?? ''}")`);
  }
  return code;
}

function dateArg(raw: string | undefined): Date | null {
  if (raw === undefined) return null;
  const d = new Date(raw);
  if (Number.isNaN(d.getTime())) throw new CliError(`--expires must be a date like 2027-01-01 (got ${raw})`);
  if (d.getTime() <= Date.now()) throw new CliError(`--expires ${raw} is in the past`);
  return d;
}

const create: CliCommand = async ({ db }, { positional: [rawCode, credits], flags }) => {
  const row = await insertPromo(db, {
    code: codeArg(rawCode),
    credits: intArg(credits, 'credits', 1),
    expiresAt: dateArg(flags.expires),
    maxRedemptions: flags.max === undefined ? null : intArg(flags.max, '--max', 1),
  });
  if (!row) throw new CliError(`Code ${codeArg(rawCode)} already exists`);
  console.log(
    `created ${row.code}: ${row.credits} credits, expires ${row.expiresAt?.toISOString() ?? 'never'}, ` +
      `max ${row.maxRedemptions ?? 'unlimited'} redemptions`,
  );
};

const list: CliCommand = async ({ db }) => {
  const rows = await listPromos(db);
  if (rows.length === 0) return console.log('no promo codes yet');
  console.table(
    rows.map((p) => ({
      code: p.code,
      credits: p.credits,
      redeemed: p.redemptionCount,
      max: p.maxRedemptions ?? '∞',
      expires: p.expiresAt?.toISOString().slice(0, 10) ?? 'never',
      active: p.active,
    })),
  );
};

const toggle =
  (active: boolean): CliCommand =>
  async ({ db }, { positional: [rawCode] }) => {
    const row = await setPromoActive(db, codeArg(rawCode), active);
    if (!row) throw new CliError(`No code ${codeArg(rawCode)}`);
    console.log(`${row.code} ${active ? 'enabled' : 'disabled'}`);
  };

void runCli(USAGE, { create, list, disable: toggle(false), enable: toggle(true) });
