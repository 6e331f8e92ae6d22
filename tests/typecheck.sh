#!/usr/bin/env bash
# The type-check (`npm run typecheck`): each side in its own program, so that browser code cannot lean on Node's
# types nor the server on the DOM's: tsconfig.client.json (DOM), tsconfig.server.json (Node),
# tsconfig.machines.json (neither) and tsconfig.tests.json (both; it also holds the server-side entry of the app,
# src/client/app/entry-server.tsx, with the same options its own program had).
#
# The programs run side by side, as many at once as the machine has cores, each with one checker: tsc's default
# of four checkers per program has each of them work out again the types they share (React's, Mantine's,
# XState's), which on two cores cost twice the CPU time of one checker and finished no sooner.
set -uo pipefail
cd "$(dirname "$0")/.."

printf '%s\n' tests client server machines |
  xargs -P "$(nproc)" -I{} sh -c 'node_modules/.bin/tsc -p "tsconfig.$1.json" --checkers 1 || { echo "tsconfig.$1.json: type errors above" >&2; exit 1; }' _ {}
