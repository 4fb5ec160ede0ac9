// The test servers keep an idle connection open longer than any test leaves one idle. At Node's
// default (5 s) the server may close a kept-alive connection just as Playwright's request context
// sends on it again, and the request fails with ECONNRESET before reaching the server.
export const SERVER_KEEP_ALIVE_MS = 600_000;

// Debian's Chromium, launched so it never reaches for the network (docs/measurements.md: browser tests).
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
