# Sourced by the start and test scripts: makes `pnpm` available on a machine that has only npm.
PNPM_VERSION="10.34.9"
if ! command -v pnpm >/dev/null 2>&1; then
  echo "› installing pnpm ${PNPM_VERSION} with npm"
  if ! npm install --global "pnpm@${PNPM_VERSION}" >/dev/null 2>&1; then
    # No permission for a global install: run it through npx instead.
    pnpm() { npx --yes "pnpm@${PNPM_VERSION}" "$@"; }
  fi
fi
export TURBO_TELEMETRY_DISABLED=1
