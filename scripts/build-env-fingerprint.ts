// Prints the fingerprint of the env a build depends on (lib/http/csp.ts), read the way `next build`
// reads it (process env + .env files; @next/env is next's own loader), for scripts/start.sh to compare
// with the last build's.
import { loadEnvConfig } from '@next/env';
import { buildEnvFingerprint } from '../lib/http/csp';
import { effectiveAppUrl } from '../lib/net/app-url';

// The links a build writes name APP_URL, or without it where the server listens (PORT, HOSTNAME):
// the address they will name stands in APP_URL's place, so a new PORT rebuilds (docs/decisions.md).
export const withAppUrl = (env: Record<string, string | undefined>) => ({
  ...env,
  APP_URL: effectiveAppUrl(env),
});

if (require.main === module) {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  process.stdout.write(`${buildEnvFingerprint(withAppUrl(process.env))}\n`);
}
