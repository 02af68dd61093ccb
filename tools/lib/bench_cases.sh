# The engine benchmark's cases, in the order ./tools/bench engine and
# ./tools/bench compare run them: each is a name bench_engine accepts
# (tools/cli/bench_engine.cpp). Classic first: its figures keep their old
# names. Sourced, never run.
BENCH_CASES="classic threepack american uruguayan uruguayan_trios"
