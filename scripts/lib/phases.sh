# Phases for scripts/test.sh: each check runs as a named phase, alone or beside others, and the
# run ends with a table of what each took (docs/testing.md). Sourced, not run.
#
#   phase NAME CMD...        runs CMD now, its output shown as it comes
#   start NAME CMD...        runs CMD in the background, its output kept until it ends
#   wait_all                 waits for every started phase, showing each output as it ends
#   failed                   true once any phase has failed
#   print_timings            the slowest test files and the table of phases (on exit)

TIMINGS_DIR=${TEST_TIMINGS_DIR:-$(mktemp -d /tmp/crest-test-timings.XXXXXX)}
export TEST_TIMINGS_DIR=$TIMINGS_DIR
: >"$TIMINGS_DIR/phases.tsv"
: >"$TIMINGS_DIR/slowest.txt"
RUN_STARTED=$(date +%s.%N)
LOAD_AT_START=$(cut -d' ' -f1-3 /proc/loadavg)
declare -A RUNNING # pid → phase number, for the phases started and not yet waited for
PHASE_NAMES=()
PHASE_STARTED=()

bold() { printf '\n\033[1m%s\033[0m\n' "$*"; }
now() { date +%s.%N; }
seconds_between() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

record() { # NAME STARTED ENDED STATUS
  printf '%s\t%s\t%s\t%s\n' "$1" "$(seconds_between "$RUN_STARTED" "$2")" "$(seconds_between "$2" "$3")" "$4" \
    >>"$TIMINGS_DIR/phases.tsv"
}

phase() {
  local name=$1 started status=0
  shift
  bold "== $name"
  started=$(now)
  TEST_TIMINGS_LABEL=$name "$@" || status=$?
  record "$name" "$started" "$(now)" "$status"
  return 0
}

start() {
  local name=$1 number=${#PHASE_NAMES[@]}
  shift
  bold "== $name (beside the others; its output follows when it ends)"
  PHASE_NAMES+=("$name")
  PHASE_STARTED+=("$(now)")
  # A session of its own, so that an interrupted run stops the phase and all it started; the
  # phase notes when it ended, for phases waited for after it.
  TEST_TIMINGS_LABEL=$name setsid bash -c '"$@"; status=$?; date +%s.%N >"$0.ended"; exit $status' \
    "$TIMINGS_DIR/phase-$number" "$@" >"$TIMINGS_DIR/phase-$number.log" 2>&1 &
  RUNNING[$!]=$number
}

wait_all() {
  local pid number status
  while [ ${#RUNNING[@]} -gt 0 ]; do
    status=0
    wait -n -p pid "${!RUNNING[@]}" || status=$?
    number=${RUNNING[$pid]}
    unset "RUNNING[$pid]"
    record "${PHASE_NAMES[$number]}" "${PHASE_STARTED[$number]}" \
      "$(cat "$TIMINGS_DIR/phase-$number.ended" 2>/dev/null || now)" "$status"
    bold "== ${PHASE_NAMES[$number]}: $([ "$status" = 0 ] && echo done || echo "FAILED ($status)")"
    cat "$TIMINGS_DIR/phase-$number.log"
  done
}

failed() { awk -F'\t' '$4 != 0 { bad = 1 } END { exit !bad }' "$TIMINGS_DIR/phases.tsv"; }

print_timings() {
  local pid
  for pid in "${!RUNNING[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  cat "$TIMINGS_DIR/slowest.txt"
  bold "Phases (load average at the start: $LOAD_AT_START; at the end: $(cut -d' ' -f1-3 /proc/loadavg))"
  printf '  %-58s %9s %9s  %s\n' phase "starts at" seconds result
  awk -F'\t' '{ printf "  %-58s %8.1fs %8.1fs  %s\n", $1, $2, $3, ($4 == 0 ? "ok" : "FAILED (" $4 ")") }' \
    "$TIMINGS_DIR/phases.tsv"
  printf '  %-58s %9s %8.1fs\n' "whole run" "" "$(seconds_between "$RUN_STARTED" "$(now)")"
}
