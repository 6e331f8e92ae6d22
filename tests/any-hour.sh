#!/usr/bin/env bash
# Runs the whole `npm test` with the machine's clock moved (Debian's faketime; Node and Chromium both follow
# it) to the hours that once broke the suite, in two time zones: late Sunday evening and just after midnight
# in Melbourne, and the night daylight saving starts in Victoria. Not part of `npm test` (it runs it 6 times).
# Usage: bash tests/any-hour.sh ["2026-11-29 12:40:00 UTC" ...]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v faketime >/dev/null || { echo "needs faketime: apt-get install faketime" >&2; exit 1; }

instants=("$@")
if [ ${#instants[@]} -eq 0 ]; then
  instants=(
    "2026-11-29 12:40:00 UTC" # Sunday 23:40 in Melbourne
    "2026-11-29 13:20:00 UTC" # Monday 00:20 in Melbourne
    "2026-10-03 15:50:00 UTC" # 01:50 in Melbourne, ten minutes before clocks go forward
  )
fi
for instant in "${instants[@]}"; do
  for zone in UTC Australia/Perth; do
    printf '\n=== npm test at %s (Melbourne %s), TZ=%s\n' "$instant" \
      "$(TZ=Australia/Melbourne date -d "$instant" '+%a %H:%M')" "$zone"
    TZ="$zone" faketime "$instant" npm test
  done
done
