# Builds and runs a small consumer of rowkey (see tests/CMakeLists.txt).
#   MODE (find_package | add_subdirectory), SOURCE_DIR, WORK_DIR, CXX, EXPECT_ETCD (also the etcd store)
file(REMOVE_RECURSE ${WORK_DIR})
set(consumer_dir ${SOURCE_DIR}/tests/consumers/${MODE})

function(run)
  execute_process(COMMAND ${ARGV} RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "failed: ${ARGV}\n${out}${err}")
  endif()
endfunction()

set(consumer_args -S ${consumer_dir} -B ${WORK_DIR}/build -DCMAKE_CXX_COMPILER=${CXX} -DEXPECT_ETCD=${EXPECT_ETCD})
if(MODE STREQUAL "find_package")
  run(${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR}/rowkey-build -DCMAKE_CXX_COMPILER=${CXX}
      -DCMAKE_INSTALL_PREFIX=${WORK_DIR}/prefix -DROWKEY_BUILD_TESTS=OFF -DROWKEY_BUILD_EXAMPLES=OFF
      -DROWKEY_BUILD_BENCH=OFF)
  run(${CMAKE_COMMAND} --install ${WORK_DIR}/rowkey-build)
  list(APPEND consumer_args -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix)
else()
  list(APPEND consumer_args -DROWKEY_SOURCE_DIR=${SOURCE_DIR})
endif()
run(${CMAKE_COMMAND} ${consumer_args})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run(${WORK_DIR}/build/consumer)
if(EXPECT_ETCD)
  run(${WORK_DIR}/build/etcd_consumer)
endif()
