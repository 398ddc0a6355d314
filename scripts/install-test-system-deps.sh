#!/usr/bin/env bash
# What `npm test` needs besides Node: Chromium (browser tests; Playwright's own browser download
# is not available here) and Java 17+ (the Nu HTML Checker, vnu-jar). On Debian, as root, they
# are installed with apt; anywhere else the script stops at once with one line saying what to
# install and how to point the tests at it. PostgreSQL and Redis are optional (see README).
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
java_ok() {
  local version
  version=$(java -version 2>&1 | awk -F'"' '/version/ { print $2; exit }') || return 1
  [ -n "$version" ] && [ "${version%%.*}" -ge 17 ] 2>/dev/null
}

missing=()
[ -x "$chromium" ] || missing+=(chromium)
java_ok || missing+=(openjdk-17-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test needs Chromium (set CHROMIUM_PATH=/path/to/chromium) and Java 17 or later on PATH (for the Nu HTML Checker); missing: ${missing[*]}. On Debian run as root: apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "› installing Debian's ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
