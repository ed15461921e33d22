#!/usr/bin/env bash
# Runs npm on the project's pinned Node (node_modules/.bin/node), so that dependency resolution
# sees Node 24 and not the machine's older Node. Usage: scripts/npm-pinned.sh install <pkg>@<ver>
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/node ]; then
  echo "node_modules/.bin/node is missing: run 'npm ci' first (it installs the pinned Node)." >&2
  exit 1
fi
npm_cli="$(dirname "$(readlink -f "$(command -v npm)")")/npm-cli.js"
node_modules/.bin/node "$npm_cli" "$@"
# This registry lacks some other platforms' optional packages: keep the lock valid for `npm ci`.
node scripts/lock-platforms.mjs
