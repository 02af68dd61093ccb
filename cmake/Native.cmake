# Native build: the SDL2 table as a desktop program, the host tools that
# generate art, the command-line tools and the doctest suites run by CTest.
find_package(PkgConfig REQUIRED)
pkg_check_modules(SDL2 REQUIRED IMPORTED_TARGET sdl2 SDL2_image)
find_path(DOCTEST_INCLUDE_DIR doctest/doctest.h REQUIRED)
find_path(STB_INCLUDE_DIR stb_truetype.h PATH_SUFFIXES stb REQUIRED)

# The glyph outlines the table paints with, and the app icons, are generated
# at build time from the DejaVu fonts; nothing binary is committed.
file(GLOB GEN_ASSETS_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tools/gen_assets/*.cpp)
add_executable(gen_assets ${GEN_ASSETS_SOURCES})
target_include_directories(gen_assets PRIVATE ${STB_INCLUDE_DIR})
find_package(ZLIB REQUIRED)  # stb_image_write compresses with zlib: smaller PNGs
target_link_libraries(gen_assets PRIVATE canasta_art ZLIB::ZLIB)
set(CANASTA_GENERATED_ART ${CMAKE_BINARY_DIR}/generated/art)
add_custom_command(OUTPUT ${CANASTA_GENERATED_ART}/glyph_data.cpp ${CANASTA_GENERATED_ART}/icon-192.png
    ${CANASTA_GENERATED_ART}/icon-512.png ${CANASTA_GENERATED_ART}/icon-maskable-512.png
  COMMAND gen_assets ${CANASTA_GENERATED_ART}
  DEPENDS gen_assets
  COMMENT "Extracting the glyph outlines and painting the icons")

file(GLOB_RECURSE FRONTEND_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/frontend/*.cpp)
list(FILTER FRONTEND_SOURCES EXCLUDE REGEX "/main\\.cpp$")
add_library(canasta_frontend STATIC ${FRONTEND_SOURCES} ${CANASTA_TUTORIAL_SOURCE} ${CANASTA_WORDS_SOURCES} ${CANASTA_MESSAGE_TYPES_H}
  ${CANASTA_GENERATED_ART}/glyph_data.cpp)
target_include_directories(canasta_frontend PUBLIC ${CMAKE_BINARY_DIR})  # generated/words/string_ids.h
target_link_libraries(canasta_frontend PUBLIC canasta_engine canasta_art PkgConfig::SDL2)
canasta_unity(canasta_frontend)
# Where the table tests leave their screenshots, beside the browser tests' ones.
target_compile_definitions(canasta_frontend PUBLIC CANASTA_ARTIFACT_DIR="${PROJECT_SOURCE_DIR}/build/artifacts")

add_executable(canasta_table ${PROJECT_SOURCE_DIR}/frontend/app/main.cpp)
target_link_libraries(canasta_table PRIVATE canasta_frontend)

find_package(Threads REQUIRED)

# Command-line programs (tools/cli/<name>.cpp -> <name>).
file(GLOB CLI_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tools/cli/*.cpp)
foreach(src ${CLI_SOURCES})
  get_filename_component(name ${src} NAME_WE)
  add_executable(${name} ${src})
  target_link_libraries(${name} PRIVATE canasta_engine)
  target_link_libraries(${name} PRIVATE Threads::Threads)
endforeach()

# --- tests ----------------------------------------------------------------
# test_programs: what CTest runs, built alone by ./tools/build suites. The
# native-release preset leaves the tests out: they run in the sanitized
# debug build, and compiling them at -O3 too cost the suite minutes.
enable_testing()
add_custom_target(test_programs)
if(CANASTA_TESTS)
add_library(doctest_main STATIC ${PROJECT_SOURCE_DIR}/tests/doctest_main.cpp)
target_include_directories(doctest_main PUBLIC ${DOCTEST_INCLUDE_DIR})

file(GLOB ENGINE_TEST_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/engine/*.cpp)
if(ENGINE_TEST_SOURCES)
  add_executable(engine_tests ${ENGINE_TEST_SOURCES})
  target_link_libraries(engine_tests PRIVATE canasta_engine doctest_main)
  canasta_unity(engine_tests)
  # Random self-play (tests/engine/selfplay_test.cpp) is most of this
  # program's time under the sanitizers: each preset family's case runs as a
  # CTest entry of its own, so `ctest -j 2` keeps both cores busy. Filtered
  # runs leave "skipped" out of doctest's summary (the cases another entry
  # runs are not skipped: tools/test counts a skipped case as a failure) and
  # run a case marked skip anyway. tools/test's floor still catches a case
  # that no entry runs.
  set(selfplay "Self-play - invariants hold after every move of random deals: ")
  set(shard_flags --no-skipped-summary --no-skip)
  add_test(NAME engine_tests COMMAND engine_tests "-tce=${selfplay}*" ${shard_flags})
  foreach(family Classic Three-pack "Modern American" Uruguayan)
    string(REPLACE " " "_" entry "engine_selfplay_${family}")
    add_test(NAME ${entry} COMMAND engine_tests "-tc=${selfplay}${family}" ${shard_flags})
    # Started first: CTest begins with the costliest entries it knows of.
    set_tests_properties(${entry} PROPERTIES COST 100)
  endforeach()
  add_dependencies(test_programs engine_tests)
endif()

file(GLOB FRONTEND_TEST_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/frontend/*.cpp)
if(FRONTEND_TEST_SOURCES)
  add_executable(frontend_tests ${FRONTEND_TEST_SOURCES})
  target_link_libraries(frontend_tests PRIVATE canasta_frontend doctest_main)
  canasta_unity(frontend_tests)
  # The label check lays out the table and its dialogs in every language and
  # size, half of this program's time: a CTest entry of its own, started
  # first, beside the rest (the same filters as the engine's self-play).
  set(labels "Table text - every button label*")
  add_test(NAME frontend_tests COMMAND frontend_tests "-tce=${labels}" ${shard_flags})
  add_test(NAME frontend_labels COMMAND frontend_tests "-tc=${labels}" ${shard_flags})
  # The two longest entries (about 70 s and 55 s under the sanitizers, the
  # self-play ones 6 to 17 s) start first, one a core; started after the
  # self-play, the label check alone made the suite's last minute.
  set_tests_properties(frontend_labels PROPERTIES COST 300)
  set_tests_properties(frontend_tests PROPERTIES COST 200)
  add_dependencies(test_programs frontend_tests)
  # SDL renders offscreen in tests: no display is needed. The software
  # renderer without framebuffer acceleration keeps Mesa's EGL out of the
  # process: its driver loading leaks by design, which LeakSanitizer reports.
  set_tests_properties(frontend_tests frontend_labels PROPERTIES ENVIRONMENT
    "SDL_VIDEODRIVER=offscreen;SDL_AUDIODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_FRAMEBUFFER_ACCELERATION=0")
endif()

# The painted art against the DejaVu fonts themselves (read as gen_assets reads them).
file(GLOB ART_TEST_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/art/*.cpp)
add_executable(art_tests ${ART_TEST_SOURCES} ${PROJECT_SOURCE_DIR}/tools/gen_assets/ttf_glyphs.cpp)
target_link_libraries(art_tests PRIVATE canasta_art doctest_main)
add_test(NAME art_tests COMMAND art_tests)
add_dependencies(test_programs art_tests)
endif()  # CANASTA_TESTS

# Prints the hands dealt for a seed, for the native/WASM cross-check.
add_executable(deal_dump ${PROJECT_SOURCE_DIR}/tests/deal_dump.cpp)
target_link_libraries(deal_dump PRIVATE canasta_engine)
