# Builds and runs std_format_test.cpp with clang++-16 on libc++ 16, whose
# <format> is complete under -fexperimental-library.
#   CXX, SOURCE, INCLUDE_DIR, OUTPUT
execute_process(COMMAND ${CXX} -std=c++20 -stdlib=libc++ -fexperimental-library -Wall -Wextra -Wpedantic -Werror
                        -I${INCLUDE_DIR} ${SOURCE} -o ${OUTPUT}
                RESULT_VARIABLE built OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT built EQUAL 0)
  message(FATAL_ERROR "std_format_test.cpp does not build with libc++:\n${out}${err}")
endif()
execute_process(COMMAND ${OUTPUT} RESULT_VARIABLE ran OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT ran EQUAL 0)
  message(FATAL_ERROR "std::format checks failed")
endif()
