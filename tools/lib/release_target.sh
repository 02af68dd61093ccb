# build_release_target <target>: configures build/native-release if needed and
# brings one target up to date, quietly (output only on failure). Sourced
# after common.sh by tools/canasta, tools/soak and tools/bench.
build_release_target() {
  local target="$1" dir="$BUILD/native-release"
  if [ ! -f "$dir/build.ninja" ]; then
    run_logged "$BUILD/logs/configure-native-release.log" "Configuring the native-release build" \
      cmake --preset native-release -DCANASTA_WERROR=ON
  fi
  run_logged "$BUILD/logs/build-$target.log" "Building $target" \
    cmake --build --preset native-release --target "$target" -j "$JOBS"
}
