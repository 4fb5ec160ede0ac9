import type { Connection } from '@/lib/db/connect';
import { DataDirLockedError } from '@/lib/db/lock';
import { openDatabase } from '@/lib/db/open';

// The operator CLIs' frame (scripts/credits-cli.ts, scripts/promo-cli.ts): arguments, the database
// (PostgreSQL from DATABASE_URL, else the embedded PGlite data dir) and one-line failures. CLIs run
// under plain tsx, outside the app, so they read these two variables here and not through lib/env.

export const openCliDb = (): Promise<Connection> =>
  openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data', poolSize: 2 });

export type CliArgs = { positional: string[]; flags: Record<string, string> };

/** `a b --flag value --other=value` → positional [a, b] and flags. */
export function parseCliArgs(argv: string[]): CliArgs {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    flags[name] = inline ?? argv[++i] ?? '';
  }
  return { positional, flags };
}

export class CliError extends Error {}

export type CliCommand = (conn: Connection, args: CliArgs) => Promise<void>;

/** Runs one command (argv[0]) on the database and turns known failures into a one-line message. */
export async function runCli(usage: string, commands: Record<string, CliCommand>) {
  const args = parseCliArgs(process.argv.slice(2));
  const name = args.positional.shift();
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.log(usage);
    if (name && name !== 'help') process.exitCode = 1;
    return;
  }
  let conn: Connection | undefined;
  try {
    conn = await openCliDb();
    await command(conn, args);
  } catch (err) {
    if (err instanceof CliError || err instanceof DataDirLockedError) console.error(`error: ${err.message}`);
    else console.error(err);
    process.exitCode = 1;
  } finally {
    await conn?.close();
  }
}

export function intArg(value: string | undefined, what: string, min = 0): number {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isSafeInteger(n) || n < min) {
    throw new CliError(`${what} must be a whole number >= ${min} (got ${value ?? 'nothing'})`);
  }
  return n;
}

export function boolArg(value: string, what: string): boolean {
  if (['true', 'on', 'yes', '1'].includes(value)) return true;
  if (['false', 'off', 'no', '0'].includes(value)) return false;
  throw new CliError(`${what} must be true or false (got ${value})`);
}
