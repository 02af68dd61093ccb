// Internal: keeping the hot loop's code small. A random playout runs through
// move generation, going out's search and apply thousands of times a
// second; when the compiler inlines big functions into each other (or a
// recursion into itself) that code outgrows the instruction cache and the
// engine slows down more than the calls it saved. CANASTA_OUT_OF_LINE keeps
// a function a function, in one copy.
#pragma once

#if defined(__clang__)
#define CANASTA_OUT_OF_LINE __attribute__((noinline))
#elif defined(__GNUC__)
#define CANASTA_OUT_OF_LINE __attribute__((noinline, noclone))
#else
#define CANASTA_OUT_OF_LINE
#endif
