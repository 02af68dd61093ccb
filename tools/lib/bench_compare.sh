#!/usr/bin/env bash
# ./tools/bench compare REV [NEW_REV]: the engine benchmark of two revisions
# side by side on one (shared, noisy) machine. A loaded machine makes
# absolute deals per second meaningless from one run to the next, but two
# binaries run alternately in the same minutes see the same load, so their
# ratio holds.
#
# REV's bench_engine is built from `git archive REV` in build/compare/<commit>/
# (its own CMake files, Release, only that target; kept for the next run).
# NEW_REV likewise, or by default this working tree's build/native-release.
# For each bench case, BENCH_ROUNDS rounds (default 5) of BENCH_SECONDS
# (default 2) each, the two binaries taking turns to go first; then each
# binary's median deals per CPU second (see run_case), the ratio new/old,
# and whether the two played the same deals (signature). A case the old
# revision does not know is skipped.
# Last line: ratio_<case>=F ... (new/old, above 1 = faster).
set -euo pipefail
source "$(dirname "$0")/common.sh"
source "$ROOT/tools/lib/release_target.sh"
source "$ROOT/tools/lib/bench_cases.sh"

[ $# -ge 1 ] && [ $# -le 2 ] || die "usage: ./tools/bench compare REV [NEW_REV]"
rounds="${BENCH_ROUNDS:-5}"
seconds="${BENCH_SECONDS:-2}"

# build_revision <rev>: prints the path of that revision's bench_engine.
build_revision() {
  local rev dir
  rev="$(git -C "$ROOT" rev-parse --verify --quiet "$1^{commit}")" || die "'$1' is not a revision of this repository."
  dir="$BUILD/compare/${rev:0:12}"
  if [ ! -x "$dir/build/bench_engine" ]; then
    say "building bench_engine of ${rev:0:12} in ${dir#$ROOT/}"
    rm -rf "$dir"
    mkdir -p "$dir/src"
    git -C "$ROOT" archive "$rev" | tar -x -C "$dir/src"
    run_logged "$dir/configure.log" "Configuring ${rev:0:12}" \
      cmake -S "$dir/src" -B "$dir/build" -G Ninja -DCMAKE_BUILD_TYPE=Release
    run_logged "$dir/build.log" "Building bench_engine of ${rev:0:12}" \
      cmake --build "$dir/build" --target bench_engine -j "$JOBS"
  fi
  echo "$dir/build/bench_engine"
}

old="$(build_revision "$1")"
if [ $# -eq 2 ]; then
  new="$(build_revision "$2")"
else
  build_release_target bench_engine
  new="$BUILD/native-release/bench_engine"
fi

# Benchmarks from before presets ignore the preset argument and play
# Classic: they know only the classic case. A bench that knows presets
# refuses an unknown one.
knows_presets() {  # <binary>
  ! "$1" 0 no-such-preset >/dev/null 2>&1
}
# runs_case <binary> <case>: whether the binary plays that case.
runs_case() {
  if [ "$2" = classic ]; then return 0; fi
  knows_presets "$1" && "$1" 0 "$2" >/dev/null 2>&1
}

figure() { sed -nE "s/.*(^| )$2=([^ ]*).*/\2/p" <<<"$1"; }
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# run_case <binary> <case>: one timed run; prints "<deals per CPU second> <signature>".
# The rate is the deals the binary played over the CPU time the kernel gave
# it (user + system), not over the wall clock: on a shared machine a
# process waits for a core a good part of its run, and that wait is not the
# engine's. Every revision's bench prints deals=N, so old ones are timed so too.
run_case() {
  local user sys line deals
  { TIMEFORMAT='%U %S'; time "$1" "$seconds" "$2" >"$tmp/out" 2>"$tmp/err"; } 2>"$tmp/time" ||
    die "$1 failed on $2: $(cat "$tmp/err")"
  read -r user sys <"$tmp/time"
  line="$(cat "$tmp/out")"
  deals="$(figure "$line" deals)"
  echo "$(awk -v d="$deals" -v u="$user" -v s="$sys" 'BEGIN { printf "%.0f", d / (u + s) }') $(figure "$line" signature)"
}

summary=""
for case in $BENCH_CASES; do
  if ! runs_case "$new" "$case" || ! runs_case "$old" "$case"; then
    say "$case: not known to both revisions, skipped"
    continue
  fi
  old_rates=() new_rates=() old_sig="" new_sig=""
  for ((r = 0; r < rounds; r++)); do
    for turn in 0 1; do
      # Odd rounds run the new binary first, so neither always follows the other.
      if [ $(((r + turn) % 2)) -eq 0 ]; then
        read -r rate old_sig <<<"$(run_case "$old" "$case")"; [ -n "$rate" ] || exit 1
        old_rates+=("$rate")
      else
        read -r rate new_sig <<<"$(run_case "$new" "$case")"; [ -n "$rate" ] || exit 1
        new_rates+=("$rate")
      fi
    done
  done
  old_median="$(printf '%s\n' "${old_rates[@]}" | median)"
  new_median="$(printf '%s\n' "${new_rates[@]}" | median)"
  ratio="$(awk -v a="$new_median" -v b="$old_median" 'BEGIN { printf "%.3f", a / b }')"
  same="same deals"
  [ "$old_sig" = "$new_sig" ] || same="different deals (signatures $old_sig, $new_sig)"
  say "$case: old ${old_rates[*]} -> median $old_median; new ${new_rates[*]} -> median $new_median; new/old $ratio; $same"
  summary="$summary ratio_$case=$ratio"
done
echo "${summary# }"
