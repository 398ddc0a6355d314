#!/usr/bin/env bash
# The fast loop for one change: lint the files changed since the last commit, type-check the
# packages they are in and every package that depends on them, and run the unit tests those
# files affect (Vitest follows the imports). The journeys, Storybook's screenshots and the
# published-package checks stay in `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

mapfile -t changed < <( (git diff --name-only HEAD; git ls-files --others --exclude-standard) | sort -u)
existing=()
for file in "${changed[@]}"; do [ -f "$file" ] && existing+=("$file"); done
if [ ${#existing[@]} -eq 0 ]; then
  echo "Nothing has changed since the last commit."
  exit 0
fi
echo "› ${#existing[@]} changed file(s)"
pnpm exec biome check --no-errors-on-unmatched --files-ignore-unknown=true "${existing[@]}"
pnpm turbo run typecheck test:changed --filter="...[HEAD]" --output-logs=new-only
