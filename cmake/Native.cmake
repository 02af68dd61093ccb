# Native build: the SDL2 table as a desktop program, the host tools that
# generate art, the command-line tools and the doctest suites run by CTest.
find_package(PkgConfig REQUIRED)
pkg_check_modules(SDL2 REQUIRED IMPORTED_TARGET sdl2 SDL2_image)
find_path(DOCTEST_INCLUDE_DIR doctest/doctest.h REQUIRED)
find_path(STB_INCLUDE_DIR stb_truetype.h PATH_SUFFIXES stb REQUIRED)

# Art is generated at build time; nothing binary is committed.
file(GLOB GEN_ASSETS_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tools/gen_assets/*.cpp)
if(GEN_ASSETS_SOURCES)
  add_executable(gen_assets ${GEN_ASSETS_SOURCES})
  target_include_directories(gen_assets PRIVATE ${STB_INCLUDE_DIR})
  find_package(ZLIB REQUIRED)  # stb_image_write compresses with zlib: smaller PNGs
  target_link_libraries(gen_assets PRIVATE canasta_warnings ZLIB::ZLIB)
  set(CANASTA_ASSET_DIR ${CMAKE_BINARY_DIR}/assets)
  add_custom_command(OUTPUT ${CANASTA_ASSET_DIR}/cards.png
    COMMAND gen_assets ${CANASTA_ASSET_DIR}
    DEPENDS gen_assets
    COMMENT "Generating card art, font atlas and icons")
  add_custom_target(assets ALL DEPENDS ${CANASTA_ASSET_DIR}/cards.png)
endif()

file(GLOB_RECURSE FRONTEND_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/frontend/*.cpp)
list(FILTER FRONTEND_SOURCES EXCLUDE REGEX "/main\\.cpp$")
add_library(canasta_frontend STATIC ${FRONTEND_SOURCES} ${CANASTA_TUTORIAL_SOURCE} ${CANASTA_WORDS_SOURCES})
target_include_directories(canasta_frontend PUBLIC ${CMAKE_BINARY_DIR})  # generated/words/string_ids.h
target_link_libraries(canasta_frontend PUBLIC canasta_engine PkgConfig::SDL2)
target_compile_definitions(canasta_frontend PUBLIC CANASTA_ASSET_DIR="${CMAKE_BINARY_DIR}/assets")
if(TARGET assets)
  add_dependencies(canasta_frontend assets)
endif()

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
enable_testing()
add_library(doctest_main STATIC ${PROJECT_SOURCE_DIR}/tests/doctest_main.cpp)
target_include_directories(doctest_main PUBLIC ${DOCTEST_INCLUDE_DIR})

file(GLOB ENGINE_TEST_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/engine/*.cpp)
if(ENGINE_TEST_SOURCES)
  add_executable(engine_tests ${ENGINE_TEST_SOURCES})
  target_link_libraries(engine_tests PRIVATE canasta_engine doctest_main)
  add_test(NAME engine_tests COMMAND engine_tests)
endif()

file(GLOB FRONTEND_TEST_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/frontend/*.cpp)
if(FRONTEND_TEST_SOURCES)
  add_executable(frontend_tests ${FRONTEND_TEST_SOURCES})
  target_link_libraries(frontend_tests PRIVATE canasta_frontend doctest_main)
  add_test(NAME frontend_tests COMMAND frontend_tests)
  # SDL renders offscreen in tests: no display is needed. The software
  # renderer without framebuffer acceleration keeps Mesa's EGL out of the
  # process: its driver loading leaks by design, which LeakSanitizer reports.
  set_tests_properties(frontend_tests PROPERTIES ENVIRONMENT
    "SDL_VIDEODRIVER=offscreen;SDL_AUDIODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_FRAMEBUFFER_ACCELERATION=0")
endif()

# Prints the hands dealt for a seed, for the native/WASM cross-check.
add_executable(deal_dump ${PROJECT_SOURCE_DIR}/tests/deal_dump.cpp)
target_link_libraries(deal_dump PRIVATE canasta_engine)
