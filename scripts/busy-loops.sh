#!/usr/bin/env bash
# A slower host on this one: runs a command (by default `npm test`) beside busy loops that take the
# machine's cores, one loop a core unless told, at the tests' own priority. The loops end when the
# command ends, and after a time limit in any case (default an hour), so a run left behind stops
# taking the machine. Exits with the command's status.
#
#   bash scripts/busy-loops.sh                          # npm test beside one loop a core
#   bash scripts/busy-loops.sh --loops 2 --limit 1200 -- npx playwright test tests/e2e/head.spec.ts
#
# On 2 cores, two loops at the same priority leave the tests about half of each core: what that made
# of npm test's steps is in docs/testing.md.
set -euo pipefail

LOOPS="$(nproc)"
LIMIT=3600
while [ $# -gt 0 ]; do
  case "$1" in
    --loops) LOOPS="$2"; shift 2 ;;
    --limit) LIMIT="$2"; shift 2 ;;
    --) shift; break ;;
    -h | --help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || set -- npm test
case "$LOOPS$LIMIT" in *[!0-9]*) echo "--loops and --limit take whole numbers" >&2; exit 2 ;; esac

LOOP_PIDS=()
stop_loops() {
  [ ${#LOOP_PIDS[@]} -gt 0 ] || return 0
  kill "${LOOP_PIDS[@]}" 2>/dev/null || true
  wait "${LOOP_PIDS[@]}" 2>/dev/null || true
  LOOP_PIDS=()
}
trap stop_loops EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

for _ in $(seq "$LOOPS"); do
  timeout "$LIMIT" bash -c 'while :; do :; done' &
  LOOP_PIDS+=("$!")
done

STARTED=$SECONDS
echo "== $LOOPS busy loops (for at most $LIMIT s) beside: $* (load average $(cut -d' ' -f1-3 /proc/loadavg))"
STATUS=0
"$@" || STATUS=$?
echo "== busy loops: the command ended with $STATUS after $((SECONDS - STARTED)) s (load average $(cut -d' ' -f1-3 /proc/loadavg))"
stop_loops
exit "$STATUS"
