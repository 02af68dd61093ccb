# Shared helpers for the tools/ scripts. Sourced, never run.
# Why a shared file: every entry script needs the same paths, the same
# "one clear sentence on failure" behaviour and the same stamp logic.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DEPS="$ROOT/.deps"
BUILD="$ROOT/build"
export NODE_PATH=/usr/share/nodejs
# Debian's Emscripten ships a frozen, prebuilt system-library cache under
# /usr/share/emscripten/cache; we use it as is (it cannot build ports, which
# is why SDL2 is built from Debian's sources by tools/setup).
# Two cores on CI: use both.
JOBS="${JOBS:-$(nproc 2>/dev/null || echo 2)}"

say() { printf '[canasta] %s\n' "$*" >&2; }
die() { printf '[canasta] ERROR: %s\n' "$*" >&2; exit 1; }

# run_logged <log file> <sentence on failure> <command...>
# Runs a noisy command with its output in a log; on failure prints the last
# lines of that log and one sentence saying what failed and how to retry.
run_logged() {
  local log="$1" what="$2"
  shift 2
  mkdir -p "$(dirname "$log")"
  if ! "$@" >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    die "$what failed (full log: ${log#$ROOT/}); fix the cause above and run the same command again."
  fi
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}
