#!/usr/bin/env bash
# The whole suite, stage by stage (`npm test`; `.ci/run` adds --install for npm ci): each stage's seconds in
# a table at the end, printed even when a stage fails. The first failing stage ends the run (as `a && b`
# did), the later ones are listed as not run, and the exit code is that stage's.
set -uo pipefail
cd "$(dirname "$0")/.."

stages=()
[ "${1:-}" = "--install" ] && stages+=("npm ci|npm ci --no-audit --no-fund")
stages+=(
  "type-check|npm run typecheck"
  "lint|npm run lint"
  "boundaries|npm run boundaries"
  "Vitest|npm run test:unit"
  "build|npm run build"
  "size|npm run test:size"
  "Playwright|npm run test:e2e"
)

rows=()
status=0
total_ms=0
for stage in "${stages[@]}"; do
  name="${stage%%|*}"
  command="${stage#*|}"
  if [ "$status" -ne 0 ]; then
    rows+=("$(printf '%-12s %9s  %s' "$name" '-' 'not run')")
    continue
  fi
  printf '\n=== %s: %s\n' "$name" "$command"
  started=$(date +%s%N)
  $command
  status=$?
  ms=$((($(date +%s%N) - started) / 1000000))
  total_ms=$((total_ms + ms))
  rows+=("$(printf '%-12s %9d.%d  %s' "$name" $((ms / 1000)) $((ms % 1000 / 100)) \
    "$([ "$status" -eq 0 ] && echo ok || echo "FAILED (exit $status)")")")
done

printf '\n=== Stage times\n%-12s %11s  %s\n' 'stage' 'seconds' 'result'
printf '%s\n' "${rows[@]}"
printf '%-12s %9d.%d\n' 'total' $((total_ms / 1000)) $((total_ms % 1000 / 100))
exit "$status"
