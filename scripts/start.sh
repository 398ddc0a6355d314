#!/usr/bin/env bash
# Installs, builds and starts the site (http://localhost:3000) and the API (http://localhost:3001).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

pnpm install --frozen-lockfile
pnpm turbo run build --filter=@plummet/web --filter=@plummet/api
echo "› starting the API on http://localhost:3001 and the site on http://localhost:3000 (Ctrl-C stops both)"
echo "› quote emails: ${SMTP_URL:+sent through \$SMTP_URL}${SMTP_URL:-written as .eml files to apps/api/data/mail (set SMTP_URL to send them)}"
exec pnpm --parallel --filter @plummet/api --filter @plummet/web start
