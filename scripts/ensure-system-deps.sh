#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium for
# Playwright (never a downloaded browser) and, with --postgres, a PostgreSQL server and its
# client programs (pg_dump, for npm run backup on a server).
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
if [ "${1:-}" = "--postgres" ] && ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  need+=(postgresql)
elif [ "${1:-}" = "--postgres" ] && ! command -v pg_dump >/dev/null 2>&1; then
  need+=(postgresql-client)
fi
[ ${#need[@]} -eq 0 ] && exit 0

echo "Installing Debian packages: ${need[*]}"
run() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
run apt-get update -qq
DEBIAN_FRONTEND=noninteractive run apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
