import 'server-only';
import { CliError, type CliArgs, type CliCommand, intArg } from '@/lib/cli/run';
import { REPORT_THRESHOLD_SETTING } from '@/lib/config/moderation';
import { moderationActionRequest, REPORT_KINDS } from '@/lib/contracts/moderation';
import { ApiError } from '@/lib/errors';
import { setSetting } from '@/lib/settings/service';
import { loadModerationOverview } from './admin';
import { reportThreshold } from './report';
import { applyModeration } from './review';

// `npm run moderate -- …` (scripts/moderate-cli.ts): the admin page's actions for the operator,
// recorded as done by "cli".

export const MODERATE_USAGE = `Moderation for the operator (PGlite at $DATA_DIR/pglite, or DATABASE_URL).
The embedded database allows one process: stop the app first.

  npm run moderate -- list
  npm run moderate -- hide <sticker|pack|character> <reference> --reason "why"
  npm run moderate -- restore <sticker|pack|character> <reference> --reason "why"
  npm run moderate -- suspend <email or user code> --reason "why"
  npm run moderate -- unsuspend <email or user code> --reason "why"
  npm run moderate -- threshold [n]      show or set how many reporters take an item out

Every action is recorded (who, when, why) and shown on the admin page.`;

const CLI_ACTOR = { id: null, label: 'cli' };

async function act(conn: Parameters<CliCommand>[0], input: unknown) {
  const parsed = moderationActionRequest.safeParse(input);
  if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? 'Invalid arguments');
  try {
    const r = await applyModeration(conn.db, CLI_ACTOR, parsed.data);
    console.log(`${r.action} ${r.target}${r.changed ? '' : ' (no change)'}`);
  } catch (err) {
    if (err instanceof ApiError) throw new CliError(err.message);
    throw err;
  }
}

const itemAction =
  (action: 'hide' | 'restore'): CliCommand =>
  (conn, { positional: [kind, reference], flags }: CliArgs) => {
    if (!REPORT_KINDS.includes(kind as never))
      throw new CliError(`The kind is one of ${REPORT_KINDS.join(', ')} (got ${kind ?? 'nothing'})`);
    return act(conn, { action, kind, reference, reason: flags.reason ?? '' });
  };

const userAction =
  (action: 'suspend' | 'unsuspend'): CliCommand =>
  (conn, { positional: [user], flags }: CliArgs) =>
    act(conn, { action, user: user ?? '', reason: flags.reason ?? '' });

const list: CliCommand = async ({ db }) => {
  const o = await loadModerationOverview(db);
  console.log(`reported (${o.reported.length}):`);
  for (const r of o.reported)
    console.log(
      `  ${r.kind} ${r.reference} "${r.label}" ${r.reporters} reporters [${r.reasons.join(', ')}] ${r.moderation ?? 'listed'} owner ${r.owner?.email ?? r.owner?.publicId ?? '-'}`,
    );
  console.log(`suspended (${o.suspensions.length}):`);
  for (const s of o.suspensions) console.log(`  ${s.email ?? s.publicId}: ${s.reason}`);
  console.log('recent actions:');
  for (const a of o.actions.slice(0, 20))
    console.log(`  ${a.createdAt} ${a.actor} ${a.action} ${a.targetKind} "${a.targetLabel}": ${a.reason}`);
};

const threshold: CliCommand = async ({ db }, { positional: [n] }) => {
  if (n !== undefined) await setSetting(db, REPORT_THRESHOLD_SETTING, intArg(n, 'threshold', 1));
  console.log(`an item leaves the gallery after ${await reportThreshold(db)} reporters`);
};

export const MODERATE_COMMANDS: Record<string, CliCommand> = {
  list,
  hide: itemAction('hide'),
  restore: itemAction('restore'),
  suspend: userAction('suspend'),
  unsuspend: userAction('unsuspend'),
  threshold,
};
