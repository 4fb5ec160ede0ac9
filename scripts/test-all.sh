#!/usr/bin/env bash
# Every check, in the order CI runs them: lint, types, unit and media, integration on PostgreSQL (every
# file, in parallel) and on PGlite (the embedded database's own suite), production build, then the
# browser journeys against that build in embedded mode (one spec starts a second build, made in Clerk
# mode). The JSON reports stay in .reports/ (ignored by git); the closing line counts a test that
# passed only on a retry as failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
out=".reports"
rm -rf "$out" && mkdir -p "$out"
status=0
started=$(date +%s)

step() { printf '\n=== %s (%ss) ===\n' "$*" "$(($(date +%s) - started))"; }
# A failed step is remembered, not fatal: the later steps still run and the closing line counts them.
run() { "$@" || status=1; }

step "lint (biome)"
run npx biome check .

step "typecheck"
run npm run -s typecheck

step "unit and media (the real image pipeline, once per layer)"
run npx vitest run --project 'unit*' --project media --no-allowOnly \
  --reporter=default --reporter=json --outputFile="$out/unit.json"

step "integration on PostgreSQL ($PG_URL); beside it PGlite's suite, then the two builds"
# Side by side, because each alone leaves a core idle much of the time (PostgreSQL round trips,
# one-threaded stretches of the build): together they take about the time of the longer one. The
# second line's output is kept in a log and printed once both are done, so neither is interleaved.
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
beside() {
  local ok=0
  printf '\n=== integration on PGlite (the suite of the embedded database) ===\n'
  env -u TEST_DATABASE_URL npx vitest run --project 'pglite*' --no-allowOnly \
    --reporter=dot --reporter=json --outputFile="$out/pglite.json" || ok=1
  printf '\n=== build ===\n'
  # Static pages write APP_URL into canonical links, hreflang, OG and the sitemap at build time; the
  # e2e server (playwright.config.ts) serves at this origin, so dynamic pages say the same.
  if APP_URL="http://127.0.0.1:${E2E_PORT:-3217}" npx next build; then
    touch "$out/built"
    printf '\n=== first-load JS budgets (read from the manifests of the build) ===\n'
    npx tsx scripts/check-bundle-size.ts || ok=1
    printf '\n=== build in Clerk mode (.next-clerk, for tests/e2e/clerk-mode.spec.ts) ===\n'
    bash scripts/build-clerk-e2e.sh || ok=1
  else
    ok=1
  fi
  return $ok
}
beside >"$out/beside.log" 2>&1 &
beside_pid=$!
run env TEST_DATABASE_URL="$PG_URL" npx vitest run --project 'integration*' --no-allowOnly \
  --reporter=dot --reporter=json --outputFile="$out/postgres.json"
wait "$beside_pid" || status=1
cat "$out/beside.log"

if [ -f "$out/built" ]; then
  step "e2e (Chromium, production build, embedded mode)"
  run env PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" npx playwright test --forbid-only --reporter=list,json
else
  status=1
fi

step "summary"
STEPS_FAILED=$status node scripts/test-summary.mjs "$out" || status=1
exit $status
