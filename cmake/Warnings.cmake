# One interface target carries the warning flags (and the sanitizers in the
# debug preset) so every target in the project is built the same way.
add_library(canasta_warnings INTERFACE)
target_compile_options(canasta_warnings INTERFACE -Wall -Wextra -Wpedantic
  # GCC 12 at -O3 reports std::string concatenation as overlapping memcpy
  # (GCC bug 105329, a false positive in libstdc++ itself).
  $<$<CXX_COMPILER_ID:GNU>:-Wno-restrict>)
if(CANASTA_WERROR)
  target_compile_options(canasta_warnings INTERFACE -Werror)
endif()
if(CANASTA_SANITIZE)
  target_compile_options(canasta_warnings INTERFACE
    -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_link_options(canasta_warnings INTERFACE -fsanitize=address,undefined)
endif()
