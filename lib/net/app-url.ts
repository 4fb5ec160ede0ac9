// The app's own address when APP_URL is not set, without the server-only env module: the build's
// fingerprint (scripts/build-env-fingerprint.ts) and the listening address (lib/server/listen-host.ts)
// read it too.

type Env = Record<string, string | undefined>;

/** Wildcards a server listens on; a link to one leads nowhere, so links name localhost instead. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Where the server listens, as a URL: http://localhost:3000 with nothing set, PORT's port and
 * HOSTNAME's host when they are set (docs/decisions.md).
 */
export function defaultAppUrl(env: Env): string {
  const port = env.PORT?.trim();
  const host = env.HOSTNAME?.trim();
  const name =
    !host || ANY_INTERFACE.has(host)
      ? 'localhost'
      : host.includes(':') && !host.startsWith('[')
        ? `[${host}]`
        : host;
  return `http://${name}:${port && /^\d+$/.test(port) ? port : '3000'}`;
}

/** The address every absolute link names: APP_URL when set (it wins), else where the server listens. */
export function effectiveAppUrl(env: Env): string {
  return (env.APP_URL?.trim() || defaultAppUrl(env)).replace(/\/+$/, '');
}
