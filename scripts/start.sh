#!/usr/bin/env bash
# Installs, builds and starts the site (http://localhost:3000) and the API (http://localhost:3001).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

pnpm install --frozen-lockfile
pnpm turbo run build --filter=@plummet/web --filter=@plummet/api
echo "› starting the API on http://localhost:3001 and the site on http://localhost:3000 (Ctrl-C stops both)"
# Where the API writes quote emails with no SMTP_URL: MAIL_DIR, else DATA_DIR/mail (both relative
# to apps/api, where the API runs), else apps/api/data/mail. The API's log says the same at start.
mail_dir="${MAIL_DIR:-${DATA_DIR:+$DATA_DIR/mail}}"
mail_dir="${mail_dir:-apps/api/data/mail}"
echo "› quote emails: ${SMTP_URL:+sent through \$SMTP_URL}${SMTP_URL:-written as .eml files to $mail_dir (set SMTP_URL to send them through a mail server)}"
exec pnpm --parallel --filter @plummet/api --filter @plummet/web start
