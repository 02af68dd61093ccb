# Web build: the SDL2 table as the page's main WASM module, the bot worker as
# a second small module built from engine/ alone, and the engine tests under
# node. Every Emscripten flag lives in this file.

set(CANASTA_WASM_SDL_PREFIX "" CACHE PATH "Prefix holding SDL2 built for WASM (tools/setup)")
set(CANASTA_HOST_BUILD_DIR "" CACHE PATH "Native build folder holding the host tool gen_assets")
set(CANASTA_SITE_DIR ${CMAKE_BINARY_DIR}/site CACHE PATH "Where the deployable static site is assembled")
# The page's WASM modules are linked here and copied into the site, which is
# assembled afresh each build: a file an older build left can never be served.
set(CANASTA_MODULE_DIR ${CMAKE_BINARY_DIR}/modules)
set(CANASTA_DOCTEST_INCLUDE "" CACHE PATH "Folder holding only a link to doctest/ (never /usr/include)")

# Debian's Emscripten runs its JS tools (acorn optimizer) with node and needs
# NODE_PATH to find their modules; set it for every link so that a plain
# `cmake --build --preset web-release` works too.
set(CMAKE_CXX_LINKER_LAUNCHER env NODE_PATH=/usr/share/nodejs)

# Flags shared by every WASM program.
add_library(canasta_web_common INTERFACE)
target_compile_options(canasta_web_common INTERFACE -fno-exceptions)
target_link_options(canasta_web_common INTERFACE
  -sALLOW_MEMORY_GROWTH=1
  -sDYNAMIC_EXECUTION=0        # no eval / new Function: the page's CSP forbids them
  -sTEXTDECODER=2
  -sEXIT_RUNTIME=0)

# --- the table ---------------------------------------------------------------
add_library(wasm_sdl2 INTERFACE)
target_include_directories(wasm_sdl2 INTERFACE ${CANASTA_WASM_SDL_PREFIX}/include/SDL2)
target_link_libraries(wasm_sdl2 INTERFACE ${CANASTA_WASM_SDL_PREFIX}/lib/libSDL2.a)

# The glyph outlines compiled into the table (it paints its cards and font
# from them at start-up, so the page downloads no pictures), and the icons.
set(CANASTA_GENERATED_ART ${CMAKE_BINARY_DIR}/generated/art)
add_custom_command(OUTPUT ${CANASTA_GENERATED_ART}/glyph_data.cpp ${CANASTA_GENERATED_ART}/icon-192.png
    ${CANASTA_GENERATED_ART}/icon-512.png ${CANASTA_GENERATED_ART}/icon-maskable-512.png
    ${CANASTA_GENERATED_ART}/cards.png
  COMMAND ${CANASTA_HOST_BUILD_DIR}/gen_assets ${CANASTA_GENERATED_ART}
  DEPENDS ${CANASTA_HOST_BUILD_DIR}/gen_assets
  COMMENT "Extracting the glyph outlines and painting the icons with the host tool")

file(GLOB_RECURSE FRONTEND_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/frontend/*.cpp)
add_executable(canasta_web ${FRONTEND_SOURCES} ${CANASTA_TUTORIAL_SOURCE} ${CANASTA_WORDS_SOURCES} ${CANASTA_MESSAGE_TYPES_H}
  ${CANASTA_GENERATED_ART}/glyph_data.cpp)
target_include_directories(canasta_web PRIVATE ${CMAKE_BINARY_DIR})  # generated/words/string_ids.h, generated/messages/
set_target_properties(canasta_web PROPERTIES OUTPUT_NAME canasta SUFFIX .js
  RUNTIME_OUTPUT_DIRECTORY ${CANASTA_MODULE_DIR})
target_link_libraries(canasta_web PRIVATE canasta_engine canasta_art wasm_sdl2 canasta_web_common)
canasta_unity(canasta_web)
target_compile_options(canasta_web PRIVATE -Os)
target_link_options(canasta_web PRIVATE -Os)
target_link_options(canasta_web PRIVATE
  -sMODULARIZE=1 -sEXPORT_NAME=createCanastaModule
  -sENVIRONMENT=web
  -sMIN_WEBGL_VERSION=1 -sMAX_WEBGL_VERSION=2
  -sEXPORTED_RUNTIME_METHODS=[ccall,cwrap,UTF8ToString,lengthBytesUTF8,stringToUTF8,HEAPU8,addRunDependency,removeRunDependency]
  # The page's interface to the table: every function of frontend/app/web_api.cpp,
  # and platform.cpp's idle callback.
  -sEXPORTED_FUNCTIONS=[_main,_malloc,_free,_canasta_message,_canasta_record_json,_canasta_state_json,_canasta_limits_json,_canasta_check_record,_canasta_loaded_record_bytes,_canasta_load_record,_canasta_new_game,_canasta_load_position,_canasta_load_lesson,_canasta_lesson_problem,_canasta_load_replay,_canasta_replay_step,_canasta_set_demo,_canasta_idle])

# --- engine-only modules: the bot worker's, and the protocol for the editor ---
# Each answers one command line through the heap (a request function and a
# free function of its own, and any more functions the page calls, listed
# comma-separated in `functions`), built from engine/ alone.
function(canasta_engine_module name export environment functions)
  add_executable(${name} ${ARGN})
  set_target_properties(${name} PROPERTIES OUTPUT_NAME ${name} SUFFIX .js
    RUNTIME_OUTPUT_DIRECTORY ${CANASTA_MODULE_DIR})
  target_link_libraries(${name} PRIVATE canasta_engine canasta_web_common)
  target_link_options(${name} PRIVATE
    -sMODULARIZE=1 -sEXPORT_NAME=${export}
    -sENVIRONMENT=${environment}
    -sEXPORTED_RUNTIME_METHODS=[ccall,cwrap,UTF8ToString,lengthBytesUTF8,stringToUTF8]
    -sEXPORTED_FUNCTIONS=[_malloc,_free,${functions}])
endfunction()
file(GLOB WORKER_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/web/native/*.cpp)
canasta_engine_module(canasta_bots createBotModule worker,node _bots_request,_bots_free ${WORKER_SOURCES})
# The position editor's engine (web/site/editor/editor.js): the text protocol,
# and the code of its last refusal for the page to word.
canasta_engine_module(canasta_protocol createProtocolModule web,node _protocol_request,_protocol_problem,_protocol_free
  ${PROJECT_SOURCE_DIR}/web/protocol/protocol_api.cpp)

# --- the static site: web/, the WASM modules and the icons --------------------
# cards.png is the card art for the editor's picture export (editor/position_image.js),
# fetched only when a picture is saved. docs/authoring.html is README's
# sections for authors (tools/lib/readme_page.mjs).
file(GLOB_RECURSE WEB_STATIC CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/web/site/* ${PROJECT_SOURCE_DIR}/web/examples/*
     ${PROJECT_SOURCE_DIR}/web/docs/*)
# Libraries the page loads only when a table is shared or joined (online
# tables: PeerJS for the connection, lean-qr for the invitation's QR code),
# copied from node_modules (tools/setup installs them from npm) with their
# licences: not our code, so never committed.
set(CANASTA_NPM ${PROJECT_SOURCE_DIR}/node_modules)
set(CANASTA_VENDOR_FILES
  ${CANASTA_NPM}/peerjs/dist/peerjs.min.js ${CANASTA_NPM}/peerjs/LICENSE
  ${CANASTA_NPM}/lean-qr/index.mjs ${CANASTA_NPM}/lean-qr/LICENSE)
foreach(file ${CANASTA_VENDOR_FILES})
  if(NOT EXISTS ${file})
    message(FATAL_ERROR "${file} is missing: run ./tools/setup (it installs the npm packages).")
  endif()
endforeach()
add_custom_target(site ALL
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${CANASTA_SITE_DIR}
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/web/site ${CANASTA_SITE_DIR}
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${CANASTA_MODULE_DIR} ${CANASTA_SITE_DIR}
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/web/examples ${CANASTA_SITE_DIR}/examples
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/web/docs ${CANASTA_SITE_DIR}/docs
  COMMAND node ${PROJECT_SOURCE_DIR}/tools/lib/readme_page.mjs ${PROJECT_SOURCE_DIR}/README.md ${CANASTA_SITE_DIR}/docs/authoring.html
  COMMAND ${CMAKE_COMMAND} -E copy ${CANASTA_PAGE_WORDS_JS} ${CANASTA_MESSAGE_SCHEMA_JS} ${CANASTA_SITE_DIR}/page/
  COMMAND ${CMAKE_COMMAND} -E copy ${CANASTA_EDITOR_WORDS_JS} ${CANASTA_SITE_DIR}/editor/
  COMMAND ${CMAKE_COMMAND} -E copy ${CANASTA_ONLINE_WORDS_JS} ${CANASTA_SITE_DIR}/online/
  COMMAND ${CMAKE_COMMAND} -E copy ${CANASTA_GENERATED_ART}/icon-192.png ${CANASTA_GENERATED_ART}/icon-512.png
          ${CANASTA_GENERATED_ART}/icon-maskable-512.png ${CANASTA_GENERATED_ART}/cards.png ${CANASTA_SITE_DIR}/
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CANASTA_SITE_DIR}/vendor
  COMMAND ${CMAKE_COMMAND} -E copy ${CANASTA_NPM}/peerjs/dist/peerjs.min.js ${CANASTA_SITE_DIR}/vendor/peerjs.min.js
  COMMAND ${CMAKE_COMMAND} -E copy ${CANASTA_NPM}/peerjs/LICENSE ${CANASTA_SITE_DIR}/vendor/peerjs.LICENSE.txt
  COMMAND ${CMAKE_COMMAND} -E copy ${CANASTA_NPM}/lean-qr/index.mjs ${CANASTA_SITE_DIR}/vendor/lean-qr.mjs
  COMMAND ${CMAKE_COMMAND} -E copy ${CANASTA_NPM}/lean-qr/LICENSE ${CANASTA_SITE_DIR}/vendor/lean-qr.LICENSE.txt
  COMMAND node ${PROJECT_SOURCE_DIR}/tools/lib/bundle_site.mjs ${CANASTA_SITE_DIR}
  COMMAND node ${PROJECT_SOURCE_DIR}/tools/lib/stamp_site.mjs ${CANASTA_SITE_DIR}
  DEPENDS canasta_web canasta_bots canasta_protocol ${WEB_STATIC} ${CANASTA_PAGE_WORDS_JS} ${CANASTA_MESSAGE_SCHEMA_JS} ${CANASTA_EDITOR_WORDS_JS} ${CANASTA_ONLINE_WORDS_JS}
          ${CANASTA_VENDOR_FILES} ${PROJECT_SOURCE_DIR}/README.md
  COMMENT "Assembling the static site in ${CANASTA_SITE_DIR}")

# --- engine tests under node ---------------------------------------------------
file(GLOB ENGINE_TEST_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/engine/*.cpp)
if(ENGINE_TEST_SOURCES)
  add_executable(engine_tests ${ENGINE_TEST_SOURCES} ${PROJECT_SOURCE_DIR}/tests/doctest_main.cpp)
  target_include_directories(engine_tests PRIVATE ${CANASTA_DOCTEST_INCLUDE})
  # doctest reports failed REQUIREs by exception; the engine itself never throws.
  target_compile_options(engine_tests PRIVATE -fexceptions)
  # Linked at -O1: the objects are the release build's (-O3 by clang), and
  # only binaryen's whole-module pass is skipped. That pass cost 46 CPU
  # seconds of a clean build for 4 s less test run: the suite's time on a
  # 2-core CI is worth more (issue 27).
  target_link_options(engine_tests PRIVATE -O1 -fexceptions -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH=1
    -sTOTAL_STACK=1048576 -sEXIT_RUNTIME=1 -sNODERAWFS=1)
  set_target_properties(engine_tests PROPERTIES SUFFIX .js)
  target_link_libraries(engine_tests PRIVATE canasta_engine)
  canasta_unity(engine_tests)
endif()

# Engine programs run under node, to compare with their native twins: the
# dealt hands (tools/test's determinism suite) and the self-play benchmark
# (./tools/bench engine).
function(canasta_node_program name source)
  add_executable(${name} ${source})
  set_target_properties(${name} PROPERTIES SUFFIX .js)
  target_link_options(${name} PRIVATE -sENVIRONMENT=node -sEXIT_RUNTIME=1 -sALLOW_MEMORY_GROWTH=1)
  target_link_libraries(${name} PRIVATE canasta_engine)
endfunction()
canasta_node_program(deal_dump ${PROJECT_SOURCE_DIR}/tests/deal_dump.cpp)
canasta_node_program(bench_engine ${PROJECT_SOURCE_DIR}/tools/cli/bench_engine.cpp)
