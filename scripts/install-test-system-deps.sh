#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright's own browser download is not available here).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'apt-get install -y chromium' as root, or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "› installing Debian's chromium"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
