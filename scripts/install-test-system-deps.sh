#!/usr/bin/env bash
# What `npm test` needs besides Node: Chromium's headless shell (browser tests; Playwright's own
# browser download is not available here; the shell is the same Blink without the full browser's
# window machinery, and the journeys run in 72% of the time), Java 17+ (the Nu HTML Checker,
# vnu-jar), and PostgreSQL and Redis (the quotes service's tests on a real database and its
# three-instance test). On Debian, as root, missing ones are installed with apt; anywhere else the
# script stops at once with one line saying what to install and how to point the tests at it.
# Checks only: scripts/test-postgres.sh starts the database. Also Prometheus's promtool (the API's
# alert rules and /metrics are checked with it) and SpamAssassin (every email is scored with its
# local rules).
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
redis="${REDIS_SERVER_PATH:-$(command -v redis-server || echo /usr/bin/redis-server)}"
java_ok() {
  local version
  version=$(java -version 2>&1 | awk -F'"' '/version/ { print $2; exit }') || return 1
  [ -n "$version" ] && [ "${version%%.*}" -ge 17 ] 2>/dev/null
}

missing=()
[ -x "$chromium" ] || missing+=(chromium-headless-shell)
java_ok || missing+=(openjdk-17-jre-headless)
# A PostgreSQL server of one's own (TEST_DATABASE_URL) needs no local installation.
[ -n "${TEST_DATABASE_URL:-}" ] || compgen -G "/usr/lib/postgresql/*/bin/pg_ctl" >/dev/null || missing+=(postgresql)
[ -x "$redis" ] || missing+=(redis-server)
command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
command -v spamassassin >/dev/null 2>&1 || missing+=(spamassassin)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test is missing ${missing[*]}: on Debian run as root apt-get install -y ${missing[*]}; elsewhere install them and point the tests at them with CHROMIUM_PATH=/path/to/chromium (a headless shell or a full Chromium), Java 17+ on PATH, TEST_DATABASE_URL=postgres://user:pass@host:5432/db (a role that may create databases) and REDIS_SERVER_PATH=/path/to/redis-server, promtool (Prometheus) and spamassassin on PATH." >&2
  exit 1
fi
echo "› installing Debian's ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
