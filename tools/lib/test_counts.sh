# tools/test's bookkeeping: runs a phase or a suite, times it (wall clock and
# the CPU its processes used), and adds up what each suite proved. Sourced.
# Expects LOGS (the suites' log folder) and common.sh's say.

# PASSED counts distinct tests: the wasm suite runs the engine's doctest cases
# a second time, compiled to WebAssembly, so its passes are kept apart
# (WASM_PASSED) and said on a line of their own; its failures still count.
PASSED=0
FAILED=0
WASM_PASSED=0
WASM_FAILED=0
PHASE_LINES=()

# The fewest tests each suite may report. A suite reporting fewer lost some
# without anyone deciding so (a glob that matched nothing, a file that no
# longer builds or loads, a test binary CTest did not find): that is a
# failure. Raise a floor when you add tests; lower it only when removing
# tests on purpose, and say so in the commit.
declare -A SUITE_FLOOR=([native]=488 [wasm]=310 [determinism]=9 [tools]=86 [fuzz]=2 [browser]=220)

# Sets CPU_NOW: CPU seconds (user + system) used so far by this shell's
# finished children and everything they waited for. `times` must run in this
# shell, not in a $(...) subshell (which has no children of its own yet),
# hence the file and the variable. A browser's renderer and GPU processes are
# not among them (nobody waits for them once the browser is gone), so the
# machine's busy time is kept too (MACHINE_NOW, from /proc/stat): on a machine
# that runs nothing else, as CI's, it is the phase's whole cost.
children_cpu_seconds() {
  times >"$LOGS/.times"
  CPU_NOW=$(awk 'NR == 2 {
    total = 0
    for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); total += t[1] * 60 + t[2] }
    printf "%.0f\n", total
  }' "$LOGS/.times")
  MACHINE_NOW=$(awk -v hz="$(getconf CLK_TCK)" '$1 == "cpu" {
    printf "%.0f\n", ($2 + $3 + $4 + $7 + $8 + $9) / hz }' /proc/stat 2>/dev/null || echo 0)
}

# timed_phase <name> <command...>: runs the command and records its times.
timed_phase() {
  local name="$1"; shift
  local wall_start cpu_start machine_start code
  wall_start=$(date +%s); children_cpu_seconds; cpu_start=$CPU_NOW; machine_start=$MACHINE_NOW
  "$@"; code=$?
  record_phase "$name" "$wall_start" "$cpu_start" "$machine_start" ""
  return "$code"
}

record_phase() {  # <name> <wall start> <cpu start> <machine start> <note>
  children_cpu_seconds
  local wall=$(( $(date +%s) - $2 )) cpu=$(( CPU_NOW - $3 )) machine=$(( MACHINE_NOW - $4 ))
  PHASE_LINES+=("$(printf '%-12s %6d s %8d s %8d s   %s' "$1" "$wall" "$cpu" "$machine" "$5")")
}

# failures_of <suite> <log>: each failed test with its error lines: TAP's
# "not ok" entries, doctest's ERROR lines and CTest's failed programs.
failures_of() {
  echo "suite $1:"
  awk '/^ *not ok /{p=1; print; next} /^ *(ok |# Subtest)/{p=0}
       p && !/duration_ms|failureType|^ *(---|\.\.\.)$|^ *(type|code):/' "$2" | cut -c1-300 | head -n 150
  grep -E -B2 ': ERROR: |\*\*\*(Failed|Timeout|Exception)' "$2" | cut -c1-300 | head -n 60
}

# The failures of every suite run, printed last: a CI excerpt shows the end.
print_failures() {
  [ -s "$LOGS/failures.txt" ] || return 0
  say "what failed:"
  cat "$LOGS/failures.txt"
}

print_phases() {
  say "phases:        wall       CPU   machine (CPU: ours, without a browser's renderers; machine: all busy cores)"
  local line
  for line in "${PHASE_LINES[@]}"; do say "  $line"; done
  # The node suites' longest files (tools/lib/count_reporter.mjs), where
  # the time goes when the suite grows slow.
  [ -s "$LOGS/slowest.txt" ] && cut -c1-400 "$LOGS/slowest.txt"
  return 0
}

# Adds the counts a log reports: doctest's summary lines (a skipped case is
# a failure: it proved nothing) and the check-summary lines of the node
# suites (tools/lib/count_reporter.mjs) and the determinism check. TAP's own
# "# pass" lines are not read: the reporter's count is the stricter one. A
# suite that crashed before reporting, or that exited non-zero with no
# failure counted, counts one failure, so a crash is never silent.
# Sets SUITE_PASSED and SUITE_FAILED.
count_results() {  # <log> <exit code>
  local log="$1" code="$2" p=0 f=0 found=0 a b c
  # A filtered run (the native suite's shards, cmake/Native.cmake) prints no
  # skipped count.
  while read -r a b c; do p=$((p + a)); f=$((f + b + ${c:-0})); found=1; done < <(
    sed -nE 's/.*test cases: *[0-9]+ \| *([0-9]+) passed \| *([0-9]+) failed \|( *([0-9]+) skipped)?.*/\1 \2 \4/p' "$log")
  while read -r a b; do p=$((p + a)); f=$((f + b)); found=1; done < <(
    sed -nE 's/^check-summary: ([0-9]+) passed, ([0-9]+) failed$/\1 \2/p' "$log")
  if [ "$found" = 0 ] || { [ "$code" != 0 ] && [ "$f" = 0 ]; }; then f=$((f + 1)); fi
  SUITE_PASSED=$p; SUITE_FAILED=$f
}

# run_suite <name> <command...>: runs a suite into its log, counts it, holds
# it to its floor and records its phase line.
run_suite() {
  local name="$1"; shift
  local log="$LOGS/$name.log" wall_start cpu_start machine_start code note
  say "suite $name"
  wall_start=$(date +%s); children_cpu_seconds; cpu_start=$CPU_NOW; machine_start=$MACHINE_NOW
  "$@" >"$log" 2>&1
  code=$?
  if [ "$code" != 0 ]; then
    tail -n 40 "$log" | cut -c1-300
    failures_of "$name" "$log" >>"$LOGS/failures.txt"
  fi
  count_results "$log" "$code"
  grep -h '^slowest files:' "$log" | sed "s/^/  $name: /" >>"$LOGS/slowest.txt"
  local floor="${SUITE_FLOOR[$name]:-1}"
  if [ "$SUITE_PASSED" -lt "$floor" ]; then
    echo "  suite $name passed $SUITE_PASSED tests, fewer than its floor of $floor (tools/lib/test_counts.sh): tests went missing"
    SUITE_FAILED=$((SUITE_FAILED + 1))
  fi
  echo "  -> $SUITE_PASSED passed, $SUITE_FAILED failed (log: ${log#"$ROOT"/})"
  if [ "$name" = wasm ]; then
    WASM_PASSED=$SUITE_PASSED; WASM_FAILED=$SUITE_FAILED
  else
    PASSED=$((PASSED + SUITE_PASSED))
  fi
  FAILED=$((FAILED + SUITE_FAILED))
  note="$SUITE_PASSED passed, $SUITE_FAILED failed"
  [ "$name" = wasm ] && note="$note (the engine's cases again, in WASM: not in the final count of distinct tests)"
  record_phase "$name" "$wall_start" "$cpu_start" "$machine_start" "$note"
}
