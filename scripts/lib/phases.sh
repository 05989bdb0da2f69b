# Phases for scripts/test.sh: each check runs as a named phase, alone or beside others, and the
# run ends with a table of what each took (docs/testing.md). Sourced, not run.
#
#   phase NAME CMD...        runs CMD now, its output shown as it comes
#   start NAME CMD...        runs CMD in the background, its output kept until it ends
#   wait_all                 waits for every started phase, shows each output as it ends
#   failed                   true once any phase has failed
#   print_timings            the table (called on exit)

TIMINGS_DIR=${TEST_TIMINGS_DIR:-$(mktemp -d /tmp/crest-test-timings.XXXXXX)}
export TEST_TIMINGS_DIR=$TIMINGS_DIR
: >"$TIMINGS_DIR/phases.tsv"
: >"$TIMINGS_DIR/slowest.txt"
RUN_STARTED=$(date +%s.%N)
LOAD_AT_START=$(cut -d' ' -f1-3 /proc/loadavg)
declare -A PHASE_PID PHASE_STARTED
PHASE_ORDER=()

bold() { printf '\n\033[1m%s\033[0m\n' "$*"; }
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

record() { # NAME STARTED STATUS
  local offset
  offset=$(awk -v a="$RUN_STARTED" -v b="$2" 'BEGIN { printf "%.1f", b - a }')
  printf '%s\t%s\t%s\t%s\n' "$1" "$offset" "$(since "$2")" "$3" >>"$TIMINGS_DIR/phases.tsv"
}

phase() {
  local name=$1 started status=0
  shift
  bold "== $name"
  started=$(now)
  TEST_TIMINGS_LABEL=$name "$@" || status=$?
  record "$name" "$started" "$status"
  return 0
}

start() {
  local name=$1
  shift
  bold "== $name (started beside the others; its output follows when it ends)"
  PHASE_STARTED[$name]=$(now)
  PHASE_ORDER+=("$name")
  # A session of its own, so an interrupted run can stop the phase and everything it started.
  TEST_TIMINGS_LABEL=$name setsid "$@" >"$TIMINGS_DIR/$name.log" 2>&1 &
  PHASE_PID[$name]=$!
}

wait_all() {
  local name status
  for name in "${PHASE_ORDER[@]}"; do
    status=0
    wait "${PHASE_PID[$name]}" || status=$?
    record "$name" "${PHASE_STARTED[$name]}" "$status"
    bold "== $name: output"
    cat "$TIMINGS_DIR/$name.log"
    unset "PHASE_PID[$name]"
  done
  PHASE_ORDER=()
}

failed() { awk -F'\t' '$4 != 0 { bad = 1 } END { exit !bad }' "$TIMINGS_DIR/phases.tsv"; }

stop_started() {
  local pid
  for pid in "${PHASE_PID[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
}

print_timings() {
  stop_started
  cat "$TIMINGS_DIR/slowest.txt"
  bold "Phases (load average at the start: $LOAD_AT_START; at the end: $(cut -d' ' -f1-3 /proc/loadavg))"
  printf '  %-44s %9s %9s  %s\n' phase "starts at" seconds result
  awk -F'\t' '{ printf "  %-44s %8.1fs %8.1fs  %s\n", $1, $2, $3, ($4 == 0 ? "ok" : "FAILED (" $4 ")") }' \
    "$TIMINGS_DIR/phases.tsv"
  printf '  %-44s %9s %8.1fs\n' "whole run" "" "$(since "$RUN_STARTED")"
}
