// The one way the engine stops on a broken invariant.
//
// Illegal input (a bad move, a bad position string) never reaches this: it is
// answered with an error value. CANASTA_CHECK guards facts the engine itself
// guarantees; if one fails the program has a bug, and it stops at once without
// printing (the engine does no I/O).
#pragma once

#include <cstdlib>

#define CANASTA_CHECK(condition) \
  do {                           \
    if (!(condition)) std::abort(); \
  } while (false)
