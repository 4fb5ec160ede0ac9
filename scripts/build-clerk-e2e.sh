#!/usr/bin/env bash
# The app built in Clerk mode for tests/e2e/clerk-mode.spec.ts, beside the embedded build: Clerk's
# publishable key is a build-time input (next.config.ts, and Next writes it into the server bundle),
# so this mode needs a build of its own. The key is the fake instance's (FRONTEND_API in
# tests/helpers/fake-clerk.ts); the spec points the app at its local fake at run time with
# NEXT_PUBLIC_CLERK_PROXY_URL, which must therefore stay unset here. The secret key only completes
# the pair for the build; the spec starts the server with the fake's own keys.
set -euo pipefail
cd "$(dirname "$0")/.."
unset NEXT_PUBLIC_CLERK_PROXY_URL
export NEXT_DIST_DIR="${CLERK_E2E_DIST:-.next-clerk}"
export NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY="pk_live_$(printf 'clerk.stickers.test$' | base64 -w0)"
export CLERK_SECRET_KEY=sk_live_build_only
export APP_URL="http://127.0.0.1:${CLERK_E2E_PORT:-3218}"
exec npx next build
