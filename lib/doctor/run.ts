import { ConfigError, type Env, loadEnv } from '@/lib/env';
import { checkClerk } from './account-checks';
import { checkReplicate } from './ai-checks';
import { checkTelegram } from './bot-checks';
import { checkStripe } from './payments-checks';
import { checkBlob, checkDatabase, checkInngest, checkTurnstile } from './platform-checks';
import { fail, type Verdict } from './report';

const CHECKS: ((e: Env) => Promise<Verdict>)[] = [
  checkDatabase,
  checkBlob,
  checkClerk,
  checkInngest,
  checkReplicate,
  checkStripe,
  checkTelegram,
  checkTurnstile,
];

/** Every configured service gets one cheap authenticated call; the verdicts keep the list's order. */
export async function runDoctor(
  source: Record<string, string | undefined> = process.env,
): Promise<Verdict[]> {
  let e: Env;
  try {
    e = loadEnv(source);
  } catch (err) {
    const message =
      err instanceof ConfigError ? err.message : `invalid environment: ${(err as Error).message}`;
    return [fail('Configuration', message)];
  }
  return Promise.all(
    CHECKS.map((check) =>
      check(e).catch((err: Error) => fail(check.name.replace(/^check/, ''), err.message)),
    ),
  );
}
