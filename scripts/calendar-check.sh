#!/usr/bin/env bash
# Runs the tests that read the calendar as if today were each of the year's awkward days (scripts/test-clock.mjs):
# the 1st of a month, a Sunday, a public holiday, Christmas, the day after Easter Monday, the two DST changes,
# before and after the cutoff hour. Needs `npm run build` first (the E2E servers run the bundle).
#
#   scripts/calendar-check.sh                      every day below; unit, API (PGlite) and the E2E files below
#   scripts/calendar-check.sh 2027-01-01T06:30:00+13:00 ...   those instants instead
#   E2E_FILES='admin-dashboard ordering' scripts/calendar-check.sh   other journeys (vitest filters; '' for all)
#   SUITES='e2e' scripts/calendar-check.sh         only some of: unit api e2e
#
# The API tests run on PGlite only: PostgreSQL's own now() keeps the real time, which a moved Node clock
# cannot follow. Dates stay ahead of the real one (or within days of it): the browser expires cookies by the
# real clock, so a session dated months back would be gone as it is set.
set -uo pipefail
cd "$(dirname "$0")/.."

days=("$@")
if [[ ${#days[@]} -eq 0 ]]; then
  days=(
    2027-02-01T04:30:00+13:00 # the 1st of a month, a Monday, before the cutoff
    2027-01-01T06:30:00+13:00 # the 1st of a month and New Year's Day (closed), after the cutoff
    2026-12-06T10:00:00+13:00 # a Sunday (closed)
    2026-12-25T06:30:00+13:00 # Christmas Day (closed), the week of two public holidays
    2027-03-30T05:30:00+13:00 # Tuesday after Easter Monday, just after the cutoff
    2027-04-04T12:00:00+12:00 # DST ends (a Sunday of 25 hours)
    2027-09-26T12:00:00+12:00 # DST starts (a Sunday of 23 hours)
    2027-09-27T04:59:00+13:00 # the Monday after DST starts, a minute before the cutoff
  )
fi
suites=${SUITES:-unit api e2e}
e2e_files=${E2E_FILES-admin-dashboard admin-orders admin-order-editor admin-packing admin-invoicing admin-recurring-orders admin-settings my-orders ordering}
log_dir=${LOG_DIR:-$(mktemp -d /tmp/cleaver-calendar.XXXXXX)}
unset TEST_DATABASE_URL TEST_CLOCK_OFFSET_MS
failed=0
summary=()

run() {
  local day=$1 suite=$2 log
  shift 2
  log="$log_dir/${day//[:+]/-}-$suite.log"
  local started=$SECONDS
  if TEST_NOW=$day "$@" >"$log" 2>&1; then
    summary+=("PASS $day $suite ($((SECONDS - started)) s)")
  else
    failed=1
    summary+=("FAIL $day $suite ($((SECONDS - started)) s): $log")
    grep -E '^\s*(FAIL|×)' "$log" | sed 's/\x1b\[[0-9;]*m//g' | sort -u | head -20 | sed 's/^/    /' >&2
  fi
  echo "${summary[-1]}"
}

echo "Logs in $log_dir"
for day in "${days[@]}"; do
  for suite in $suites; do
    case $suite in
      unit) run "$day" unit npx vitest run --project domain --project web ;;
      # storage.test's S3 server (s3rver) refuses requests signed by a moved clock (RequestTimeTooSkewed).
      api) run "$day" api npx vitest run --project server --exclude '**/storage.test.ts' ;;
      # shellcheck disable=SC2086 # the file filters are separate words
      e2e) run "$day" e2e npm test -w @cleaver/e2e -- $e2e_files ;;
      *) echo "unknown suite $suite (unit, api, e2e)" >&2 && exit 2 ;;
    esac
  done
done
printf '\n%s\n' "${summary[@]}"
exit $failed
