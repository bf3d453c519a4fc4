#!/usr/bin/env bash
# Every test: installs what is missing (Debian packages), then builds and runs
# the whole suite with g++ and with clang++-16 (unit and property tests,
# compile-fail tests, header checks, consumer tests, examples).
# Usage: bash tests/run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. tests/support/install_packages.sh
install_packages cmake make g++ clang-16 libboost-dev catch2 librocksdb-dev libbenchmark-dev \
  valgrind libclang-rt-16-dev libfuzzer-16-dev libxxhash-dev

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
echo "=== all test suites passed"
