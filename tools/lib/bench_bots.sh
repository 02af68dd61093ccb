#!/usr/bin/env bash
# The bots benchmark (./tools/bench bots runs it after building the site):
# Standard, Expert and Master decision times natively with their fixed
# budgets (tools/cli/bench_bots.cpp: 4-player deals, Expert at seats 0 and
# 2, every decision with more than one legal move), then the same Expert
# questions asked of the real bot worker in headless Chromium with the
# levels' time budgets, Expert every one and Master every
# BENCH_MASTER_EVERY-th (default 3; it thinks about a second each)
# (tools/lib/bench_bots_wasm.mjs), and Master once more on a CPU four times
# slower, as a phone's (tools/lib/slow_cpu.sh: a cgroup's CPU quota, so root
# on Linux; elsewhere its figures are n/a). Needs build/site (./tools/build web).
# First, the search's own speed natively: deals sampled and played out by
# Standard per CPU second (bench_bots --playouts), the samples a search
# takes within its time budget.
# BENCH_BOT_DEALS sets the number of deals (default 6).
# Last line: search_playouts_per_s=N standard_median_ms=F expert_median_ms=F master_median_ms=F
#   expert_wasm_median_ms=F expert_wasm_p95_ms=F master_wasm_median_ms=F master_wasm_p95_ms=F
#   master_wasm_cpu4_median_ms=F master_wasm_cpu4_p95_ms=F
set -euo pipefail
source "$(dirname "$0")/common.sh"
source "$ROOT/tools/lib/release_target.sh"
source "$ROOT/tools/lib/slow_cpu.sh"

deals="${BENCH_BOT_DEALS:-6}"
build_release_target bench_bots
[ -f "$BUILD/site/canasta_bots.js" ] || die "build/site has no bot worker module: run ./tools/build web first."

playouts="$("$BUILD/native-release/bench_bots" --playouts 3 1)"
say "search: $playouts"
native="$("$BUILD/native-release/bench_bots" "$deals" 1)"
say "native: $(tr '\n' ' ' <<<"$native")"
last="$(tail -n 1 <<<"$native")"
figure() { sed -nE "s/.*(^| )$2=([^ ]*).*/\2/p" <<<"$1"; }

observations="$(mktemp)"
trap 'rm -f "$observations"' EXIT
"$BUILD/native-release/bench_bots" --observations "$deals" 1 >"$observations"
wasm="$(cd "$ROOT" && node tools/lib/bench_bots_wasm.mjs "$BUILD/site" expert 1 <"$observations")"
say "wasm: $(tr '\n' ' ' <<<"$wasm")"
wlast="$(tail -n 1 <<<"$wasm")"
mwasm="$(cd "$ROOT" && node tools/lib/bench_bots_wasm.mjs "$BUILD/site" master "${BENCH_MASTER_EVERY:-3}" <"$observations")"
say "wasm: $(tr '\n' ' ' <<<"$mwasm")"
mlast="$(tail -n 1 <<<"$mwasm")"
if slowed="$(cd "$ROOT" && slow_cpu 4 node tools/lib/bench_bots_wasm.mjs "$BUILD/site" master "${BENCH_MASTER_EVERY:-3}" 4 <"$observations")"; then
  say "wasm, CPU four times slower: $(tr '\n' ' ' <<<"$slowed")"
else
  slowed="master_wasm_cpu4_median_ms=n/a master_wasm_cpu4_p95_ms=n/a"
fi
slast="$(tail -n 1 <<<"$slowed")"

echo "search_playouts_per_s=$(figure "$playouts" search_playouts_per_s)" \
  "standard_median_ms=$(figure "$last" standard_median_ms) expert_median_ms=$(figure "$last" expert_median_ms)" \
  "master_median_ms=$(figure "$last" master_median_ms)" \
  "expert_wasm_median_ms=$(figure "$wlast" expert_wasm_median_ms) expert_wasm_p95_ms=$(figure "$wlast" expert_wasm_p95_ms)" \
  "master_wasm_median_ms=$(figure "$mlast" master_wasm_median_ms) master_wasm_p95_ms=$(figure "$mlast" master_wasm_p95_ms)" \
  "master_wasm_cpu4_median_ms=$(figure "$slast" master_wasm_cpu4_median_ms) master_wasm_cpu4_p95_ms=$(figure "$slast" master_wasm_cpu4_p95_ms)"
