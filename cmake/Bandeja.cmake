# bandeja_library(NAME): the static library bandeja_NAME (alias bandeja::NAME) built from
# src/*.cpp with its public headers in include/.
function(bandeja_library name)
  file(GLOB sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/src/*.cpp)
  if(NOT sources)  # a library whose first source is still being written
    set(sources ${CMAKE_CURRENT_BINARY_DIR}/bandeja_${name}_empty.cpp)
    file(WRITE ${sources} "// no sources yet\n")
  endif()
  add_library(bandeja_${name} STATIC ${sources})
  add_library(bandeja::${name} ALIAS bandeja_${name})
  target_include_directories(bandeja_${name} PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/include)
endfunction()

# bandeja_test(NAME SOURCES... [LIBS ...]): a doctest executable, each TEST_CASE registered
# with ctest under its own name (the rule it checks).
# Every test program links one copy of doctest's main and the CLI runner (tests/support),
# compiled once for all of them: compiling doctest's implementation is the slowest file of a test
# program, and once a program it cost minutes of every CI build.
function(bandeja_test_support)
  if(TARGET bandeja_test_support)
    return()
  endif()
  add_library(bandeja_test_support STATIC
    ${PROJECT_SOURCE_DIR}/tests/support/doctest_main.cpp ${PROJECT_SOURCE_DIR}/tests/support/cli.cpp)
  target_link_libraries(bandeja_test_support PUBLIC doctest::doctest)
  target_include_directories(bandeja_test_support PUBLIC ${PROJECT_SOURCE_DIR}/tests/support)
  target_compile_definitions(bandeja_test_support PRIVATE BANDEJA_BIN="$<TARGET_FILE:bandeja>")
endfunction()

function(bandeja_test name)
  cmake_parse_arguments(T "SERIAL" "" "SOURCES;LIBS" ${ARGN})
  bandeja_test_support()
  add_executable(${name} ${T_SOURCES})
  target_link_libraries(${name} PRIVATE bandeja_test_support ${T_LIBS})
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests/support)
  target_compile_definitions(${name} PRIVATE
    BANDEJA_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
    BANDEJA_BIN="$<TARGET_FILE:bandeja>")
  add_dependencies(${name} bandeja)
  # ctest splits names at ';', and the halves would then match no test case and pass
  # without running anything: refuse such names, and fail any run that ran no test case.
  foreach(src ${T_SOURCES})
    file(STRINGS ${src} bad REGEX "TEST_CASE\\(\"[^\"]*;")
    if(bad)
      message(FATAL_ERROR "${src}: a TEST_CASE name contains ';', which ctest cannot run: ${bad}")
    endif()
  endforeach()
  # SERIAL: run alone (a test that loads the whole machine and bounds the time of its answers).
  set(serial "")
  if(T_SERIAL)
    set(serial RUN_SERIAL TRUE)
  endif()
  doctest_discover_tests(${name} TEST_PREFIX "${name}: "
    PROPERTIES FAIL_REGULAR_EXPRESSION "test cases: +0 [|]" ${serial})
endfunction()

# bandeja_bench(NAME SOURCES... [LIBS ...]): a benchmark program (run by hand, never by ctest),
# built by `make bench` (the target benchmarks) and by no other build.
function(bandeja_bench name)
  cmake_parse_arguments(B "" "" "SOURCES;LIBS" ${ARGN})
  add_executable(${name} EXCLUDE_FROM_ALL ${B_SOURCES})
  target_link_libraries(${name} PRIVATE ${B_LIBS})
  add_dependencies(benchmarks ${name})
endfunction()

# bandeja_embed_texts(TARGET DIR HEADER NAMESPACE FUNCTION TYPE): every file of DIR embedded in
# TARGET at build time as `{"file name", R"(its text)"}`, in name order, returned by
# `std::span<const TYPE> NAMESPACE::FUNCTION()` declared in HEADER (TYPE: {const char* name;
# std::string_view text;}). Changing, adding or removing a file reconfigures the build.
function(bandeja_embed_texts target dir header namespace function type)
  file(GLOB files CONFIGURE_DEPENDS ${dir}/*)
  list(SORT files)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${files})
  file(RELATIVE_PATH rel ${PROJECT_SOURCE_DIR} ${dir})
  set(out "// Generated from ${rel}/* by bandeja_embed_texts (cmake/Bandeja.cmake). Do not edit.\n")
  string(APPEND out "#include \"${header}\"\nnamespace ${namespace} {\n")
  string(APPEND out "std::span<const ${type}> ${function}() {\n  static const ${type} all[] = {\n")
  foreach(f ${files})
    get_filename_component(name ${f} NAME)
    file(READ ${f} text)
    string(APPEND out "    {\"${name}\", R\"bandeja_embedded(${text})bandeja_embedded\"},\n")
  endforeach()
  string(APPEND out "  };\n  return all;\n}\n}  // namespace ${namespace}\n")
  file(CONFIGURE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/${function}_embedded.cpp CONTENT "${out}" @ONLY)
  target_sources(${target} PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/${function}_embedded.cpp)
endfunction()
