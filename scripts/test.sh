#!/usr/bin/env bash
# Installs what the tests need (pnpm; Debian's Chromium, Java, PostgreSQL and Redis), starts a
# PostgreSQL database for the API's tests, and runs every test of every package: lint, types, the
# published packages as installed from their tarballs, `pnpm dev` starting and answering, unit and
# API tests, Storybook stories in Chromium, then the journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
bash scripts/install-test-system-deps.sh
source scripts/test-postgres.sh

pnpm install --frozen-lockfile
pnpm lint
pnpm turbo run build typecheck
node scripts/check-packages.mjs
# Three packages at a time: the API's and the Storybook tests keep both cores busy, and the small
# packages' tests (which wait on servers they start) fill the gaps instead of running after them.
# new-only: a cached build's log is not replayed, so a failing test's own output ends the log.
pnpm turbo run test --concurrency=3 --output-logs=new-only
pnpm turbo run test:e2e --output-logs=new-only
