# Runs one compile-fail test (see tests/CMakeLists.txt).
#   COMPILER, SOURCE, INCLUDE_DIR, SYSTEM_INCLUDE_DIRS, OUTPUT_DIR
get_filename_component(name ${SOURCE} NAME_WE)
file(MAKE_DIRECTORY ${OUTPUT_DIR})
set(flags -std=c++20 -Wall -Wextra -Wpedantic -Werror -fsyntax-only -I${INCLUDE_DIR})
foreach(dir IN LISTS SYSTEM_INCLUDE_DIRS)
  list(APPEND flags -isystem ${dir})
endforeach()

file(STRINGS ${SOURCE} expect_lines REGEX "^// expect: ")
if(NOT expect_lines)
  message(FATAL_ERROR "${SOURCE} has no `// expect:` line")
endif()

# The positive twin: the same file without the violation compiles cleanly.
execute_process(COMMAND ${COMPILER} ${flags} ${SOURCE}
  RESULT_VARIABLE twin_result OUTPUT_VARIABLE twin_out ERROR_VARIABLE twin_err)
if(NOT twin_result EQUAL 0)
  message(FATAL_ERROR "${name}: the positive twin does not compile:\n${twin_out}${twin_err}")
endif()

execute_process(COMMAND ${COMPILER} ${flags} -DROWKEY_COMPILE_FAIL ${SOURCE}
  RESULT_VARIABLE fail_result OUTPUT_VARIABLE fail_out ERROR_VARIABLE fail_err)
set(diagnostics "${fail_out}${fail_err}")
file(WRITE ${OUTPUT_DIR}/${name}.txt "${diagnostics}")
if(fail_result EQUAL 0)
  message(FATAL_ERROR "${name}: compiled, but must not with ROWKEY_COMPILE_FAIL")
endif()
foreach(line IN LISTS expect_lines)
  string(REGEX REPLACE "^// expect: " "" expected "${line}")
  string(FIND "${diagnostics}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${name}: the diagnostics lack \"${expected}\":\n${diagnostics}")
  endif()
endforeach()

# Short diagnostics are part of the contract: count the lines.
string(REGEX MATCHALL "\n" newlines "${diagnostics}")
list(LENGTH newlines line_count)
if(DEFINED MAX_LINES AND line_count GREATER MAX_LINES)
  message(FATAL_ERROR "${name}: ${line_count} lines of diagnostics, more than ${MAX_LINES}")
endif()
message(STATUS "${name}: failed as expected, ${line_count} lines of diagnostics")
