#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh Debian machine (Debian's
# Chromium, since Playwright cannot download a browser here), then runs every test (`npm test`).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
# The e2e suites run in Chromium's headless shell (same engine, less CPU); the benchmarks in the full browser.
command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || need+=(nginx-light)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
if ((${#need[@]})); then
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  echo "› installing ${need[*]} with apt"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

# JOBS: node-gyp compiles the native modules (better-sqlite3) on every core.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_build_from_source=true NEXT_TELEMETRY_DISABLED=1 JOBS=max
npm install --no-audit --no-fund
npm test
