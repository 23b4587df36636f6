#!/usr/bin/env bash
# `npm test`: every test. Installs what it needs on a fresh machine (npm packages; Debian's Chromium
# and its headless shell, Varnish and its modules when run as root on Debian), then the production build and the
# unit/integration tests (the demo content against the Studio's schema among them,
# scripts/content-validate), then the browser tests; beside them typecheck, lint, the generated content
# types against the schema and the queries, and the Studio's build (before the browser tests).
set -euo pipefail
cd "$(dirname "$0")/.."
STARTED=$SECONDS

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
  echo "== installing npm packages (took $((SECONDS - STARTED)) s)"
fi

# Most journeys run in Debian's headless shell of Chromium (the same engine without the browser's
# windows, what Playwright itself runs headless: a quarter to a third less CPU); the few that need
# the browser's own pages run in the full one (playwright.config.ts). CHROMIUM_PATH runs them all.
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
NEEDED=()
[ -x "$CHROMIUM" ] || NEEDED+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || NEEDED+=(chromium-headless-shell)
if [ ${#NEEDED[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "== installing Debian's ${NEEDED[*]} for the browser tests"
    # The shell alone is a saving, not a need: without it the full browser runs every journey.
    { DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${NEEDED[@]}" >/dev/null; } ||
      [ -x "$CHROMIUM" ]
  elif [ ! -x "$CHROMIUM" ]; then
    cat >&2 <<MSG
The browser tests need Chromium at $CHROMIUM and it is missing.
  On Debian/Ubuntu:  sudo apt-get install -y chromium chromium-headless-shell
  Elsewhere:         install Chromium or Chrome and run  CHROMIUM_PATH=/path/to/chromium npm test
MSG
    exit 1
  fi
fi
[ -z "${CHROMIUM_PATH:-}" ] || export CHROMIUM_PATH

# The shared-cache test (server/varnish.test.ts) runs Varnish with the xkey module. Where it cannot be
# installed, that test says so and is skipped.
if ! command -v varnishd >/dev/null 2>&1 || ! { dpkg -s varnish-modules >/dev/null 2>&1 || ! command -v dpkg >/dev/null 2>&1; }; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "== installing Debian's varnish and varnish-modules for the shared-cache test"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq varnish varnish-modules >/dev/null
  else
    echo "Varnish with varnish-modules is missing and cannot be installed here (not root, or no apt-get): the shared-cache test will be skipped." >&2
  fi
fi

# Each step says how long it took, so the slow one is seen in the log (figures: decision 0057).
step() {
  local name="$1" started=$SECONDS
  shift
  echo "== $name"
  "$@"
  echo "== $name (took $((SECONDS - started)) s)"
}

# The checks that only read the code (single-threaded) run beside the build and the unit tests, at a
# lower priority: they take the time the unit tests leave idle (waiting on the servers they start)
# and do not slow the tests against their time limits. They run in two lines of about the same
# length, and go on beside the browser tests, which leave a core idle while their pages wait (a
# check at nice 10 takes what the journeys leave). Their output is printed as a block when they
# are done.
CHECKS_LOGS=("$(mktemp -t salone-checks.XXXXXX)" "$(mktemp -t salone-checks.XXXXXX)")
(
  set -e
  renice -n 10 -p "$BASHPID" >/dev/null
  step "typecheck" npm run --silent typecheck
) >"${CHECKS_LOGS[0]}" 2>&1 &
CHECKS=("$!")
(
  set -e
  renice -n 10 -p "$BASHPID" >/dev/null
  step "lint" npm run --silent lint
  step "generated content types against the schema and the queries" npm run --silent typegen -- --check
) >"${CHECKS_LOGS[1]}" 2>&1 &
CHECKS+=("$!")
# Once nothing of the run's has a time limit to keep, a line goes back to the run's own priority
# (where the system lets a priority be raised again), or a machine busy with other work leaves it a
# tenth of a core (beside scripts/busy-loops.sh the checks ran 5 minutes past the tests): the
# Studio's build once the unit tests are done, the checks once the browser tests are.
BASE_NICE="$(nice)"
# A process and its descendants; on Linux each of their threads (a priority is a thread's there).
descendants() {
  local child
  if [ -d "/proc/$1/task" ]; then ls "/proc/$1/task" 2>/dev/null; else echo "$1"; fi
  for child in $(pgrep -P "$1" 2>/dev/null); do descendants "$child"; done
}
unnice() {
  local pid
  for pid in "$@"; do
    # shellcheck disable=SC2046 # one argument a process
    renice -n "$BASE_NICE" -p $(descendants "$pid") >/dev/null 2>&1 || true
  done
}
# Waits for the checks whose indexes are given (all when none), printing their output.
finish_checks() {
  local status=0 i which=("$@")
  [ $# -gt 0 ] || which=("${!CHECKS[@]}")
  for i in "${which[@]}"; do
    [ -n "${CHECKS[$i]:-}" ] || continue
    wait "${CHECKS[$i]}" || status=$?
    cat "${CHECKS_LOGS[$i]}"
    rm -f "${CHECKS_LOGS[$i]}"
    unset "CHECKS[$i]"
  done
  return "$status"
}
# A failing test ends the run: the checks still finish, at the run's priority, and say what they found.
trap '[ ${#CHECKS[@]} -eq 0 ] || { unnice "${CHECKS[@]}"; finish_checks || true; }' EXIT

# Before the integration tests: those that start the site would otherwise build it inside a test's
# setup, against that setup's time limit (a clean clone on a busy machine went past 60 s).
# The Studio's build with it, for the same reason: the tests that run `npm start` build the Studio
# when it is missing, each one on its own (some 35 s of CPU each), against their time limits.
STUDIO_LOG="$(mktemp -t salone-studio.XXXXXX)"
step "studio build" npm run --silent studio:build >"$STUDIO_LOG" 2>&1 &
STUDIO_BUILD=$!
# With the secrets' stand-ins set, as a CI's build has its secrets: server/secrets.test.ts searches
# this build for them instead of making one of its own.
step "production build" npx tsx scripts/build-if-needed.ts --secret-probes
STUDIO_STATUS=0
wait "$STUDIO_BUILD" || STUDIO_STATUS=$?
cat "$STUDIO_LOG"
rm -f "$STUDIO_LOG"
[ "$STUDIO_STATUS" -eq 0 ] || exit "$STUDIO_STATUS"
step "unit and integration tests" npx vitest run
step "browser tests" npx playwright test
unnice "${CHECKS[@]}"
echo "== checks (typecheck; lint, content types), run beside the above"
finish_checks
echo "== all tests passed (took $((SECONDS - STARTED)) s)"
