#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium for
# Playwright (never a downloaded browser); with --postgres, a PostgreSQL server; with
# --cluster, that and HAProxy and PgBouncer (the cluster test, docs/decisions/0082).
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
if [ "${1:-}" = "--postgres" ] || [ "${1:-}" = "--cluster" ]; then
  ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need+=(postgresql)
fi
if [ "${1:-}" = "--cluster" ]; then
  command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || need+=(haproxy)
  command -v pgbouncer >/dev/null || [ -x /usr/sbin/pgbouncer ] || need+=(pgbouncer)
fi
[ ${#need[@]} -eq 0 ] && exit 0

echo "Installing Debian packages: ${need[*]}"
run() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
run apt-get update -qq
DEBIAN_FRONTEND=noninteractive run apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
