#!/usr/bin/env bash
# One command on a fresh clone: install if needed, build if needed, start in embedded mode.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[start] installing dependencies (npm install)…"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund
fi
stamp=.next/BUILD_ID
# Headers (the CSP), APP_URL's links and NEXT_PUBLIC_* are fixed at build time: a build made with
# another such env is rebuilt (lib/http/csp.ts buildEnvFingerprint; secrets are never stored).
envstamp=.next/stickerfy-build-env
fingerprint="$(npx tsx scripts/build-env-fingerprint.ts)"
if [ ! -f "$stamp" ] || [ "$(cat "$envstamp" 2>/dev/null)" != "$fingerprint" ] || [ -n "$(find app components lib messages i18n public proxy.ts next.config.ts package-lock.json -newer "$stamp" -print -quit 2>/dev/null)" ]; then
  echo "[start] building (next build)…"
  npx next build
  printf '%s\n' "$fingerprint" > "$envstamp"
fi
# A machine of one's own listens on loopback only; HOSTNAME or a public APP_URL opens it up
# (lib/server/listen-host.ts).
host="$(npx tsx scripts/listen-host.ts)"
echo "[start] http://localhost:${PORT:-3000}${host:+ (listening on $host)}"
exec npx next start -p "${PORT:-3000}" ${host:+-H "$host"}
