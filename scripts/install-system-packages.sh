#!/usr/bin/env bash
# What the tests need from Debian beside Node.js: Chromium (browser tests, through playwright-core),
# the PostgreSQL 15 server (store tests start throwaway clusters) and Prometheus with its promtool
# (the web app's alert rules are checked and unit-tested; the cluster test scrapes its nodes).
# Installs what is missing when it can (root with apt-get, as on CI and a fresh machine); otherwise
# says what to install.
set -euo pipefail

missing=()
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] || missing+=(chromium)
if [ -z "${PG_BIN:-}" ] && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  missing+=(postgresql-15)
fi
if [ ! -x "${PROMTOOL_PATH:-/usr/bin/promtool}" ] || [ ! -x "${PROMETHEUS_PATH:-/usr/bin/prometheus}" ]; then
  missing+=(prometheus)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages the tests need: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "The tests need these Debian packages: ${missing[*]}" >&2
echo "Install them with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
echo "(or set CHROMIUM_PATH / PG_BIN / PROMTOOL_PATH / PROMETHEUS_PATH to where yours are)." >&2
exit 1
