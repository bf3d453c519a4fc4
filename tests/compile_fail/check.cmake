# Runs one compile-fail test (see tests/CMakeLists.txt).
#   COMPILER, SOURCE, INCLUDE_DIR, SYSTEM_INCLUDE_DIRS, OUTPUT_DIR, FLAGS,
#   PRECOMPILED (a header whose precompiled form, built with FLAGS, sits
#   beside it; -Winvalid-pch makes a stale or mismatched one an error),
#   TWIN_PRECOMPILED (the same with <rowkey/rowkey.hpp>: for the twin of a
#   case that includes it), TWIN_TEST (the test that compiles this case's
#   twin together with others: this one then compiles only the failing
#   case), TWINS (ON: SOURCE is such a group of twins, which must compile)
get_filename_component(name ${SOURCE} NAME_WE)
file(MAKE_DIRECTORY ${OUTPUT_DIR})
set(common_flags ${FLAGS} -Winvalid-pch -fsyntax-only -I${INCLUDE_DIR})
foreach(dir IN LISTS SYSTEM_INCLUDE_DIRS)
  # -isystem /usr/include would reorder the compiler's own search path and
  # break libstdc++'s #include_next <stdlib.h>; it is searched anyway.
  if(NOT dir MATCHES "^/usr(/local)?/include/?$")
    list(APPEND common_flags -isystem ${dir})
  endif()
endforeach()
set(flags ${common_flags} -include ${PRECOMPILED})
set(twin_flags ${flags})
file(STRINGS ${SOURCE} includes_umbrella REGEX "^#include <rowkey/rowkey.hpp>")
if(includes_umbrella AND DEFINED TWIN_PRECOMPILED)
  set(twin_flags ${common_flags} -include ${TWIN_PRECOMPILED})
endif()

# The positive twin: SOURCE without the violation compiles cleanly.
function(compile_twin what)
  execute_process(COMMAND ${COMPILER} ${twin_flags} ${SOURCE}
    RESULT_VARIABLE twin_result OUTPUT_VARIABLE twin_out ERROR_VARIABLE twin_err)
  if(NOT twin_result EQUAL 0)
    message(FATAL_ERROR "${name}: ${what} does not compile:\n${twin_out}${twin_err}")
  endif()
endfunction()

if(TWINS)
  set(twin_flags ${common_flags} -include ${TWIN_PRECOMPILED})
  compile_twin("a positive twin")
  return()
endif()

# `// only-compiler: clang`: a diagnostic one compiler has and the other
# lacks (clang's -Wdangling, say) is checked on that compiler alone.
file(STRINGS ${SOURCE} only_compiler REGEX "^// only-compiler: ")
if(only_compiler)
  string(REGEX REPLACE "^// only-compiler: " "" only_compiler "${only_compiler}")
  if(NOT COMPILER MATCHES "${only_compiler}")
    message(STATUS "${name}: checked with ${only_compiler} only")
    return()
  endif()
endif()

file(STRINGS ${SOURCE} expect_lines REGEX "^// expect: ")
if(NOT expect_lines)
  message(FATAL_ERROR "${SOURCE} has no `// expect:` line")
endif()

# The positive twin, here or in TWIN_TEST with other cases' twins.
if(TWIN_TEST)
  message(STATUS "${name}: its positive twin is compiled by ${TWIN_TEST}")
else()
  compile_twin("the positive twin")
endif()

execute_process(COMMAND ${COMPILER} ${flags} -DROWKEY_COMPILE_FAIL ${SOURCE}
  RESULT_VARIABLE fail_result OUTPUT_VARIABLE fail_out ERROR_VARIABLE fail_err)
set(diagnostics "${fail_out}${fail_err}")
file(WRITE ${OUTPUT_DIR}/${name}.txt "${diagnostics}")
if(fail_result EQUAL 0)
  message(FATAL_ERROR "${name}: compiled, but must not with ROWKEY_COMPILE_FAIL")
endif()
# The compilers spell the types a mistake's requirement names differently;
# matching reads both as the same text: no anonymous namespace, no
# rowkey::rules::, rowkey::arguments:: or rowkey::scans:: qualification
# (clang prints the requirement as the library wrote it, g++ qualified),
# `>>` for g++'s `> >`, `5` for clang's `5UL`.
set(joined "${diagnostics}")
string(REPLACE "(anonymous namespace)::" "" joined "${joined}")
string(REPLACE "{anonymous}::" "" joined "${joined}")
string(REGEX REPLACE "rowkey::(rules|arguments|scans)::" "" joined "${joined}")
string(REGEX REPLACE "([^:A-Za-z_])(arguments|scans)::" "\\1" joined "${joined}")
string(REPLACE "> >" ">>" joined "${joined}")
string(REPLACE "> >" ">>" joined "${joined}")
string(REGEX REPLACE "([0-9])UL" "\\1" joined "${joined}")
foreach(line IN LISTS expect_lines)
  string(REGEX REPLACE "^// expect: " "" expected "${line}")
  string(FIND "${joined}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${name}: the diagnostics lack \"${expected}\":\n${diagnostics}")
  endif()
endforeach()

# `// expect-first-error: <text>`: the text is in the first error line itself.
file(STRINGS ${SOURCE} first_error_expects REGEX "^// expect-first-error: ")
if(first_error_expects)
  string(REGEX MATCH "[^\n]*error:[^\n]*" first_error "${joined}")
  foreach(line IN LISTS first_error_expects)
    string(REGEX REPLACE "^// expect-first-error: " "" expected "${line}")
    string(FIND "${first_error}" "${expected}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "${name}: the first error line lacks \"${expected}\":\n${first_error}\n\n${diagnostics}")
    endif()
  endforeach()
endif()

# `// max-lines: N` in the file bounds its diagnostics, like MAX_LINES.
file(STRINGS ${SOURCE} max_lines_line REGEX "^// max-lines: [0-9]+$")
if(max_lines_line)
  string(REGEX REPLACE "^// max-lines: " "" MAX_LINES "${max_lines_line}")
endif()
# `// max-lines-clang: N`: clang's own bound, where clang lists every
# candidate of an overload set and no code can shorten the list.
file(STRINGS ${SOURCE} clang_max_lines_line REGEX "^// max-lines-clang: [0-9]+$")
if(clang_max_lines_line AND COMPILER MATCHES "clang")
  string(REGEX REPLACE "^// max-lines-clang: " "" MAX_LINES "${clang_max_lines_line}")
endif()
# `// errors: N`: exactly N errors, so that no cascade hides behind the first.
file(STRINGS ${SOURCE} errors_line REGEX "^// errors: [0-9]+$")
if(errors_line)
  string(REGEX REPLACE "^// errors: " "" expected_errors "${errors_line}")
  string(REGEX MATCHALL "(^|\n)[^\n]*: (fatal )?error: " error_lines "${diagnostics}")
  list(LENGTH error_lines error_count)
  if(NOT error_count EQUAL expected_errors)
    message(FATAL_ERROR "${name}: ${error_count} errors, expected ${expected_errors}:\n${diagnostics}")
  endif()
endif()

# Short diagnostics are part of the contract: count the lines.
string(REGEX MATCHALL "\n" newlines "${diagnostics}")
list(LENGTH newlines line_count)
if(DEFINED MAX_LINES AND line_count GREATER MAX_LINES)
  message(FATAL_ERROR "${name}: ${line_count} lines of diagnostics, more than ${MAX_LINES}")
endif()
message(STATUS "${name}: failed as expected, ${line_count} lines of diagnostics")
