#!/usr/bin/env bash
# Installs what the tests need (pnpm, Debian's Chromium) and runs every test of every package:
# lint, types, unit and API tests, Storybook stories in Chromium, then the end-to-end journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
bash scripts/install-test-system-deps.sh

pnpm install --frozen-lockfile
pnpm lint
pnpm turbo run build typecheck
pnpm turbo run test --concurrency=1
pnpm turbo run test:e2e
