// A Chrome for a signed-in Lighthouse run: the session's cookies sit in the browser's own cookie jar,
// as a real user's do. Sent instead as an extra request header (Lighthouse's --extra-headers), they
// are lost as soon as the page writes a cookie of its own (the session hint): Chrome then sends the
// jar's cookies in place of the header, and the page's first API calls come back 401.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_PATH } from './tools';

export type SignedInChrome = { port: number; close: () => Promise<void> };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** Starts Chrome with `flags`, puts `cookie` (a Cookie header's value) into its jar for `origin`. */
export async function signedInChrome(
  origin: string,
  cookie: string,
  flags: string[],
): Promise<SignedInChrome> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'stickerfy-lh-profile-'));
  const child: ChildProcess = spawn(
    CHROME_PATH,
    [`--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...flags, 'about:blank'],
    // Its own process group: closing kills Chrome's helper processes too, which otherwise go on
    // writing into the profile after the browser process has exited.
    { stdio: 'ignore', detached: true },
  );
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      await exited;
    }
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (err) {
      // A leftover temp profile is not worth failing a measured run for.
      console.warn(`  (left ${profile}: ${(err as Error).message})`);
    }
  };
  try {
    let browser: Awaited<ReturnType<typeof chromium.connectOverCDP>> | undefined;
    for (const until = Date.now() + 20_000; !browser && Date.now() < until; ) {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(async () => {
        await new Promise((r) => setTimeout(r, 200));
        return undefined;
      });
    }
    if (!browser) throw new Error('Chrome did not open its debugging port');
    const url = new URL(origin);
    await browser.contexts()[0]?.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: url.hostname, path: '/' };
      }),
    );
    await browser.close(); // disconnects; Chrome keeps running for Lighthouse
    return { port, close };
  } catch (err) {
    await close();
    throw err;
  }
}
