#!/usr/bin/env bash
# Every check, in the order CI runs them: lint, types, unit, media (heavy image tests), integration on PGlite and on PostgreSQL,
# production build, then the browser journeys against that build in embedded mode.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
out=$(mktemp -d)

step() { printf '\n=== %s ===\n' "$*"; }

step "lint (biome)"
npx biome check .

step "typecheck"
npm run -s typecheck

step "unit"
npx vitest run --project unit --reporter=default --reporter=json --outputFile="$out/unit.json"

step "media (CPU-heavy image pipeline)"
npx vitest run --project media --reporter=default --reporter=json --outputFile="$out/media.json"

step "integration on PGlite"
env -u TEST_DATABASE_URL npx vitest run --project integration --reporter=default --reporter=json --outputFile="$out/pglite.json"

step "integration on PostgreSQL ($PG_URL)"
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
TEST_DATABASE_URL="$PG_URL" npx vitest run --project integration --reporter=default --reporter=json --outputFile="$out/postgres.json"

step "build"
# Static pages write APP_URL into canonical links, hreflang, OG and the sitemap at build time; the
# e2e server (playwright.config.ts) serves at this origin, so dynamic pages say the same.
APP_URL="http://127.0.0.1:${E2E_PORT:-3217}" npx next build

step "first-load JS budgets (read from the build's manifests)"
npx tsx scripts/check-bundle-size.ts

step "e2e (Chromium, production build, embedded mode)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" npx playwright test --reporter=list,json

node -e '
const fs = require("fs"); const dir = process.argv[1];
let passed = 0, failed = 0, skipped = 0;
for (const f of ["unit", "media", "pglite", "postgres"]) {
  const r = JSON.parse(fs.readFileSync(`${dir}/${f}.json`, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests || 0);
}
const s = JSON.parse(fs.readFileSync(`${dir}/e2e.json`, "utf8")).stats;
passed += s.expected + (s.flaky || 0); failed += s.unexpected; skipped += s.skipped;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$out"
