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
if [ ! -f "$stamp" ] || [ -n "$(find app components lib messages i18n public proxy.ts next.config.ts package-lock.json -newer "$stamp" -print -quit 2>/dev/null)" ]; then
  echo "[start] building (next build)…"
  npx next build
fi
echo "[start] http://localhost:${PORT:-3000}"
exec npx next start -p "${PORT:-3000}"
