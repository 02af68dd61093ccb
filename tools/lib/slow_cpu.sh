# Runs a command on a slower CPU, as a phone's:  slow_cpu <factor> <command...>
# The command and everything it starts (a browser and its worker) share a
# 1/<factor> part of one core: a Linux cgroup's CPU quota, 10 ms periods so
# that a decision of a second sees the average. Needs a writable cgroup CPU
# controller (root; v1 or v2); without one it fails and says why.
slow_cpu() {
  local factor="$1"; shift
  local period=10000 quota group
  quota=$((period / factor))
  if [ -w /sys/fs/cgroup/cpu ] && [ -f /sys/fs/cgroup/cpu/cpu.cfs_quota_us ]; then
    group="/sys/fs/cgroup/cpu/canasta-slow-$$"
    mkdir -p "$group" && echo "$period" >"$group/cpu.cfs_period_us" && echo "$quota" >"$group/cpu.cfs_quota_us" ||
      { rmdir "$group" 2>/dev/null; return 1; }
  elif [ -w /sys/fs/cgroup ] && grep -qw cpu /sys/fs/cgroup/cgroup.subtree_control 2>/dev/null; then
    group="/sys/fs/cgroup/canasta-slow-$$"
    mkdir -p "$group" && echo "$quota $period" >"$group/cpu.max" || { rmdir "$group" 2>/dev/null; return 1; }
  else
    echo "cannot slow the CPU here: no writable cgroup CPU controller (run as root on Linux)" >&2
    return 1
  fi
  local code=0
  (echo "$BASHPID" >"$group/cgroup.procs" && exec "$@") || code=$?
  rmdir "$group" 2>/dev/null || true
  return "$code"
}
