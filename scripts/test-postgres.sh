# Sourced by scripts/test.sh: a PostgreSQL database for the quotes service's tests, exported as
# TEST_DATABASE_URL (the API's tests also run on embedded PGlite always). A TEST_DATABASE_URL
# already set is used as it is. Otherwise, as root on Debian (postgresql installed by
# install-test-system-deps.sh), the newest local cluster is created if needed and started, with a
# throwaway database whose role may create databases (the API's tests make one per Vitest worker,
# and the three-instance test one of its own).
# Not root: one line saying how to point the tests at a server, and stop.
setup_test_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then return 0; fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "npm test needs a PostgreSQL server for the API's tests: set TEST_DATABASE_URL=postgres://user:pass@host:5432/db (a role that may create databases), or run npm test as root on Debian to have one set up." >&2
    return 1
  fi
  local version port
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$version main"; then
    pg_createcluster "$version" main >/dev/null
  fi
  port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')
  pg_ctlcluster "$version" main start >/dev/null 2>&1 || true # already running is fine
  for _ in $(seq 1 30); do
    pg_isready -q -h 127.0.0.1 -p "$port" && break
    sleep 1
  done
  PGOPTIONS="-c client_min_messages=warning" runuser -u postgres -- psql -q -p "$port" -v ON_ERROR_STOP=1 <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'plummet_test') THEN
    CREATE ROLE plummet_test LOGIN PASSWORD 'plummet_test';
  END IF;
END $$;
ALTER ROLE plummet_test CREATEDB;
DROP DATABASE IF EXISTS plummet_test WITH (FORCE);
CREATE DATABASE plummet_test OWNER plummet_test;
SQL
  export TEST_DATABASE_URL="postgres://plummet_test:plummet_test@127.0.0.1:${port}/plummet_test"
  echo "› PostgreSQL $version on 127.0.0.1:$port for the API's tests"
}
setup_test_postgres
