// Prints the address scripts/start.sh passes `next start -H` (empty: every interface), from the env
// `next start` will see (process env + .env files, read by @next/env as Next reads them).
import { loadEnvConfig } from '@next/env';
import { listenHost } from '../lib/server/listen-host';

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
process.stdout.write(`${listenHost(process.env) ?? ''}\n`);
