// Prints the fingerprint of the env a build depends on (lib/http/csp.ts), read the way `next build`
// reads it (process env + .env files; @next/env is next's own loader), for scripts/start.sh to compare
// with the last build's.
import { loadEnvConfig } from '@next/env';
import { buildEnvFingerprint } from '../lib/http/csp';

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
process.stdout.write(`${buildEnvFingerprint(process.env)}\n`);
