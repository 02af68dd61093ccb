# Writes the built-in tutorial (assets/lessons/NN-name.json, in file-name
# order) into one C++ source, so the lessons are inside the table's module
# and the tutorial works offline without fetching anything.
#   cmake -DLESSON_DIR=<dir> -DOUTPUT=<file.cpp> -P EmbedLessons.cmake
file(GLOB files ${LESSON_DIR}/*.json)
list(SORT files)
set(out "// Generated from assets/lessons by cmake/EmbedLessons.cmake: edit the JSON files, not this.\n")
string(APPEND out "#include \"frontend/session/tutorial.h\"\n\nnamespace canasta::frontend {\nnamespace {\n\n")
string(APPEND out "constexpr TutorialLesson kLessons[] = {\n")
foreach(file ${files})
  get_filename_component(stem "${file}" NAME_WE)
  string(REGEX REPLACE "^[0-9]+-" "" name "${stem}")
  file(READ "${file}" text)
  string(FIND "${text}" ")lesson\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${file} holds the text )lesson\" that ends the embedded string.")
  endif()
  string(APPEND out "    {\"${name}\", R\"lesson(${text})lesson\"},\n")
endforeach()
string(APPEND out "};\n\n}  // namespace\n\nstd::span<const TutorialLesson> tutorial_lessons() { return kLessons; }\n\n")
string(APPEND out "}  // namespace canasta::frontend\n")
# Rewritten only when it changes, so a rebuild does not recompile it.
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
  if(old STREQUAL out)
    return()
  endif()
endif()
file(WRITE "${OUTPUT}" "${out}")
