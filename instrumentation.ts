export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Before the first request: the client address for per-IP limits (lib/http/client-ip.ts).
  (await import('./lib/server/peer-address')).installPeerAddressHeader();
  // A request must arrive within 30 s (HTTP_REQUEST_TIMEOUT_MS), its body included.
  (await import('./lib/server/http-timeouts')).installRequestTimeouts();
  const { startServer } = await import('./lib/server/start');
  await startServer();
  (await import('./lib/server/warm-up')).scheduleWarmUp();
}
