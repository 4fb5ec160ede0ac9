// The first request to each studio page after `next start`, signed in, against a second request:
// the gap is the route's module loading (and whatever else a fresh process does on first use).
//   NEXT_DIST_DIR=.next-x BENCH_PORT=4400 npx tsx bench/web/first-request.ts [--after-ms 0]
// `--after-ms` waits that long after the server answers its health check (and the sign-up) before
// the first request, as a visitor arriving a moment after a restart would.
import { machineLine } from './report';
import { signUp, startOurs } from './servers';

const PAGES = ['/creator-studio', '/create-sticker', '/create-character', '/billing'];
const args = process.argv.slice(2);
const AFTER_MS = args.includes('--after-ms') ? Number(args[args.indexOf('--after-ms') + 1]) : 0;
const PORT = Number(process.env.BENCH_PORT ?? 4400);

async function timed(url: string, cookie: string) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { cookie }, redirect: 'manual' });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
}

async function main() {
  console.log(machineLine());
  const t0 = performance.now();
  const ours = await startOurs('embedded', PORT);
  try {
    const ready = performance.now() - t0;
    const cookie = await signUp(ours.origin);
    const signedUp = performance.now() - t0;
    if (AFTER_MS) await new Promise((r) => setTimeout(r, AFTER_MS));
    console.log(`ready after ${Math.round(ready)} ms, signed up at ${Math.round(signedUp)} ms`);
    for (const p of PAGES) {
      const first = await timed(ours.origin + p, cookie);
      const second = await timed(ours.origin + p, cookie);
      console.log(
        `${p}: first ${Math.round(first.ms)} ms (${first.status}), second ${Math.round(second.ms)} ms (${second.status})`,
      );
    }
  } finally {
    await ours.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
