#!/usr/bin/env bash
# Every test: installs what is missing (Debian packages), then builds and runs
# the whole suite with g++ and with clang++-16 (unit and property tests,
# compile-fail tests, header checks, consumer tests, examples).
# Usage: bash tests/run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. tests/support/install_packages.sh
install_packages cmake make g++ clang-16 libboost-dev catch2 librocksdb-dev libbenchmark-dev \
  valgrind libclang-rt-16-dev libfuzzer-16-dev libxxhash-dev pkg-config gnuplot-nox \
  etcd-server etcd-client libcurl4-openssl-dev nlohmann-json3-dev libssl-dev \
  libfmt-dev libc++-16-dev libc++abi-16-dev
# Node.js and npm run the tuple format's peer (tests/interop/); where the
# machine has them already (as a nodesource build), Debian's would conflict.
command -v node >/dev/null || install_packages nodejs
command -v npm >/dev/null || install_packages npm

jobs=$(nproc)
suite() {  # suite NAME CXX [cmake args...]
  local name=$1 cxx=$2
  shift 2
  echo "=== ${name}: configure and build"
  cmake -S . -B "build/${name}" -DCMAKE_CXX_COMPILER="${cxx}" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
  cmake --build "build/${name}" -j "${jobs}"
  echo "=== ${name}: test"
  ctest --test-dir "build/${name}" --output-on-failure --no-tests=error -j "${jobs}"
}

suite gcc g++
suite clang clang++-16

# Users build at -O2 as often as at -O3, and g++ 12's warnings depend on the
# optimizer (-Wuninitialized and -Warray-bounds fired at -O2 only): everything
# is built with -Werror at -O2 too, and the unit tests run
# (docs/reliability.md, section 6).
echo "=== gcc at -O2: build with -Werror, unit tests"
cmake -S . -B build/gcc-O2 -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" >/dev/null
cmake --build build/gcc-O2 -j "${jobs}"
build/gcc-O2/tests/rowkey_tests

# A sanitizer's instrumentation makes g++ 12 warn in ways of its own (that an
# unwritten result "is used uninitialized" or "may be used uninitialized", at
# -O1 and above, with -fsanitize=address or undefined alone): keys of the
# shapes that set it off, and the quick start, compile with -Werror under
# g++'s ASan+UBSan at -O2 (docs/reliability.md, section 5).
echo "=== gcc with ASan+UBSan at -O2: encodes and the quick start compile with -Werror"
for source in tests/sanitize/gcc_sanitized_encode.cpp examples/quick_start.cpp; do
  g++ -std=gnu++20 -O2 -fsanitize=address,undefined -Wall -Wextra -Wpedantic -Werror \
    -Iinclude -Itests/support -c "${source}" -o /dev/null
done

# Compile cost: a fully used schema may not regress
# (bench/compile_instructions_check.sh: the instructions g++ runs, a ratio
# against hand-written code; counted, not timed, so that a noisy machine
# cannot fail it).
echo "=== compile cost: per-schema instructions on g++ under their ceiling"
bash bench/compile_instructions_check.sh g++

# Crash consistency of the table layer on RocksDB: a writer killed with
# SIGKILL at 60 random moments (tests/rocksdb/crash_test.cpp).
echo "=== crash: tables on RocksDB, writer killed 60 times"
build/gcc/tests/rowkey_crash_test --kills 60

# Fault tolerance of the table layer on a three-member etcd cluster: its
# leader killed with SIGKILL 5 times while writers go on
# (tests/etcd/fault_test.cpp).
echo "=== etcd: tables on a three-member cluster, leader killed 5 times"
build/gcc/tests/rowkey_etcd_fault_test --kills 5

# The unit and property tests once more, under AddressSanitizer and
# UndefinedBehaviorSanitizer; any report fails the run. -O0 (Debug): the
# suite compiles 3 times faster than at -O1, which outweighs its slower run.
sanitize_flags="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
echo "=== sanitize: unit tests under ASan+UBSan (clang++-16)"
cmake -S . -B build/sanitize -DCMAKE_CXX_COMPILER=clang++-16 -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS="${sanitize_flags}" \
  -DCMAKE_EXE_LINKER_FLAGS="${sanitize_flags}" \
  -DROWKEY_BUILD_EXAMPLES=OFF -DROWKEY_BUILD_BENCH=OFF -DROWKEY_INSTALL=OFF >/dev/null
cmake --build build/sanitize -j "${jobs}" --target rowkey_tests
UBSAN_OPTIONS=print_stacktrace=1 build/sanitize/tests/rowkey_tests

# Every libFuzzer target (tests/fuzz) for a bounded time from the committed
# seed corpus; a crash, sanitizer report or broken property fails the run.
# ROWKEY_FUZZ_SECONDS sets the time per target (docs/reliability.md).
fuzz_seconds=${ROWKEY_FUZZ_SECONDS:-45}
echo "=== fuzz: build (clang++-16, libFuzzer + ASan + UBSan)"
cmake -S . -B build/fuzz -DCMAKE_CXX_COMPILER=clang++-16 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DROWKEY_BUILD_FUZZ=ON -DROWKEY_BUILD_TESTS=OFF -DROWKEY_BUILD_EXAMPLES=OFF -DROWKEY_BUILD_BENCH=OFF \
  -DROWKEY_INSTALL=OFF >/dev/null
cmake --build build/fuzz -j "${jobs}"
echo "=== fuzz: the committed seed corpus is what tests/fuzz/make_corpus.cpp writes"
rm -rf build/fuzz/seeds && build/fuzz/tests/fuzz/fuzz_make_corpus build/fuzz/seeds
diff -r build/fuzz/seeds tests/fuzz/corpus
for target in build/fuzz/tests/fuzz/fuzz_*; do
  name=${target##*/fuzz_}
  [ "${name}" = make_corpus ] && continue
  echo "=== fuzz: ${name} for ${fuzz_seconds} s"
  mkdir -p "build/fuzz/corpus/${name}" build/fuzz/artifacts
  "${target}" -max_total_time="${fuzz_seconds}" -print_final_stats=1 -artifact_prefix=build/fuzz/artifacts/ \
    "build/fuzz/corpus/${name}" "tests/fuzz/corpus/${name}" 2>"build/fuzz/${name}.log" ||
    { tail -n 60 "build/fuzz/${name}.log"; exit 1; }
  grep -E "^(#[0-9]+[[:space:]]+DONE|Done )" "build/fuzz/${name}.log" || true
done
echo "=== all test suites passed"
