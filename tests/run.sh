#!/usr/bin/env bash
# Every test: installs what is missing (Debian packages), then builds and runs
# the whole suite with g++ and with clang++-16 (unit and property tests,
# compile-fail tests, header checks, consumer tests, examples), the latter
# under AddressSanitizer and UndefinedBehaviorSanitizer, the crash and fault
# tests, the compile-cost check and the fuzzers.
#
# Lines of work run side by side, so that neither core idles while a test
# waits on etcd or a single-threaded run: the builds, one after another
# (g++, clang++, the fuzzers); the tests of each build as soon as it is
# built; and, once the g++ tests have run, the crash and etcd fault tests.
# Each stage prints its wall time, and the run ends with a table of them
# (docs/reliability.md, section 9, "How long the suite takes").
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
# A rebuild on a machine with ccache reuses every object that did not change;
# a clean machine without it builds as before.
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi

run_start=$(date +%s)
mkdir -p build/logs
rm -rf build/marks && mkdir -p build/marks
: >build/logs/stage_times
timed() {  # timed NAME COMMAND...: runs COMMAND, then records and prints its wall time
  local name=$1 start rc=0
  shift
  start=$(date +%s)
  echo "=== ${name}"
  "$@" || rc=$?
  echo "$(($(date +%s) - start)) ${name}" >>build/logs/stage_times
  echo "--- ${name}: $(($(date +%s) - start)) s$([ "${rc}" -eq 0 ] || echo ", FAILED")"
  return "${rc}"
}

configure() {  # configure DIR CXX [cmake args...]
  local dir=$1 cxx=$2
  shift 2
  cmake -S . -B "${dir}" -DCMAKE_CXX_COMPILER="${cxx}" "${launcher[@]}" "$@" >/dev/null
}

# ---- The builds ------------------------------------------------------------
# One build per compiler serves every test of that compiler, both with
# -Werror. Users build at -O2 as often as at -O3, and g++ 12's warnings
# depend on the optimizer (-Wuninitialized and -Warray-bounds fired at -O2
# only): g++ builds everything at -O2. The unit test that guards against
# g++'s -O3 miscompile of a copied bucket scan builds at -O3 in the g++ tree
# too (docs/reliability.md, section 6).
build_gcc() {
  configure build/gcc g++ -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
    -DROWKEY_GUARD_O3=ON && cmake --build build/gcc -j "${jobs}"
}
# clang++ builds everything under AddressSanitizer and
# UndefinedBehaviorSanitizer (ROWKEY_SANITIZE), at -O0: every test of the
# clang++ build runs under them, and the build compiles in half the time of
# one at -O3, which outweighs its slower run (docs/reliability.md, section 5).
build_clang() {
  configure build/clang clang++-16 -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O0 -gline-tables-only" \
    -DROWKEY_SANITIZE=address,undefined && cmake --build build/clang -j "${jobs}"
}
# The libFuzzer targets (clang++-16, libFuzzer + ASan + UBSan, tests/fuzz).
build_fuzz() {
  configure build/fuzz clang++-16 -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG" \
    -DROWKEY_BUILD_FUZZ=ON -DROWKEY_BUILD_TESTS=OFF -DROWKEY_BUILD_EXAMPLES=OFF -DROWKEY_BUILD_BENCH=OFF \
    -DROWKEY_INSTALL=OFF && cmake --build build/fuzz -j "${jobs}"
}

# One after another, each on every core, a little below the tests' priority
# so that a test waiting on a server gets its turn at once. Each build's
# output goes to build/logs/build-<name>.log (printed when it fails).
quietly() {  # quietly NAME: runs build_NAME, its output to its log
  "build_${1//-/_}" >"build/logs/build-$1.log" 2>&1
}
(
  renice -n 5 -p "${BASHPID}" >/dev/null
  for b in gcc clang fuzz; do
    if timed "build ${b}" quietly "${b}"; then
      touch "build/marks/${b}.built"
    else
      touch "build/marks/${b}.failed"
      exit 1
    fi
  done
) &
builds_pid=$!
stop_tree() {  # stop_tree PID: that process and everything it started
  local child
  for child in $(pgrep -P "$1" || true); do stop_tree "${child}"; done
  kill "$1" 2>/dev/null || true
}
early_pid=
trap 'stop_tree "${builds_pid}"; [ -z "${early_pid}" ] || stop_tree "${early_pid}"' EXIT

built() {  # built NAME: waits for that build; fails the run, with its log, if it failed
  while [ ! -e "build/marks/$1.built" ]; do
    if [ -e "build/marks/$1.failed" ] || ! kill -0 "${builds_pid}" 2>/dev/null; then
      [ -e "build/marks/$1.built" ] && break
      echo "=== build $1 FAILED"
      tail -n 80 "build/logs/build-$1.log"
      exit 1
    fi
    sleep 1
  done
}

# ---- The tests, each as soon as its build is there ---------------------------
job() {  # job NAME COMMAND...: one job, timed; its output shown when it ends
  local name=$1 log
  shift
  log="build/logs/job-${name//[^A-Za-z0-9_-]/_}.log"
  if timed "${name}" "$@" >"${log}" 2>&1; then
    grep -v "^===" "${log}" | tail -n 3  # its summary lines, then its time
  else
    cat "${log}"
    return 1
  fi
}

# The crash and fault tests' short CTest runs (rocksdb.crash_smoke,
# rocksdb.schema_change_crash_smoke, etcd.fault) are left out here: the same
# programs of this build run in full below, with more kills. The clang++
# build runs them under the sanitizers.
built gcc
timed "gcc: test" ctest --test-dir build/gcc --output-on-failure --no-tests=error -j "${jobs}" \
  -E '^(rocksdb\.crash_smoke|rocksdb\.schema_change_crash_smoke|etcd\.fault)$'

# Beside everything that follows, one after the other, their output shown
# at the end (they need only the g++ build):
# - crash consistency of the table layer on RocksDB: a writer killed with
#   SIGKILL at 60 random moments (tests/rocksdb/crash_test.cpp);
# - schema changes on RocksDB: index builds beside four writers killed 30
#   times mid-build, range deletes killed 20 times mid-job
#   (tests/rocksdb/schema_change_crash_test.cpp);
# - fault tolerance of the table layer on a three-member etcd cluster: its
#   leader killed with SIGKILL 5 times while writers go on, then 3 times
#   while an index is built (tests/etcd/fault_test.cpp).
crash_test() { build/gcc/tests/rowkey_crash_test --kills 60; }
schema_change_crash_test() { build/gcc/tests/rowkey_schema_change_crash_test --build-kills 30 --delete-kills 20; }
etcd_fault_test() { build/gcc/tests/rowkey_etcd_fault_test --kills 5 --build-kills 3; }
early_jobs() {
  job "crash: tables on RocksDB, writer killed 60 times" crash_test &&
    job "crash: index builds and range deletes on RocksDB, killed 50 times" schema_change_crash_test &&
    job "etcd: tables on a three-member cluster, leader killed 5 times, then 3 during an index build" etcd_fault_test
}
early_jobs >build/logs/early_jobs.out 2>&1 &
early_pid=$!

# A sanitizer's instrumentation makes g++ 12 warn in ways of its own (that an
# unwritten result "is used uninitialized" or "may be used uninitialized", at
# -O1 and above, with -fsanitize=address or undefined alone): keys of the
# shapes that set it off, and the quick start, compile with -Werror under
# g++'s ASan+UBSan at -O2 (docs/reliability.md, section 5).
gcc_sanitized_compiles() {
  local source
  for source in tests/sanitize/gcc_sanitized_encode.cpp examples/quick_start.cpp; do
    g++ -std=gnu++20 -O2 -fsanitize=address,undefined -Wall -Wextra -Wpedantic -Werror \
      -Iinclude -Itests/support -c "${source}" -o /dev/null || return 1
  done
}
timed "gcc with ASan+UBSan at -O2: encodes and the quick start compile with -Werror" gcc_sanitized_compiles

# Compile cost: a fully used schema may not regress
# (bench/compile_instructions_check.sh: the instructions g++ runs, a ratio
# against hand-written code; counted under valgrind, not timed, so that
# what runs beside it cannot change it).
# And the cell of bench/compile_cost_by_shape.sh that once regressed
# unseen, a hashed key's decode, under its ceiling (the whole table takes
# about 22 minutes of both cores: docs/benchmarks.md).
compile_cost() {
  { bash bench/compile_instructions_check.sh g++ &&
    SHAPES=hashed OPS=decode bash bench/compile_cost_by_shape.sh g++; } >build/logs/compile_cost.log 2>&1 ||
    { cat build/logs/compile_cost.log; return 1; }
  grep -E '^per schema|^g\+\+ ' build/logs/compile_cost.log
}
timed "compile cost: per-schema instructions on g++ under their ceilings" compile_cost

# Any sanitizer report fails its test.
built clang
UBSAN_OPTIONS=print_stacktrace=1 timed "clang: test, under ASan+UBSan" \
  ctest --test-dir build/clang --output-on-failure --no-tests=error -j "${jobs}"

built fuzz
fuzz_corpus() {
  rm -rf build/fuzz/seeds && build/fuzz/tests/fuzz/fuzz_make_corpus build/fuzz/seeds &&
    diff -r build/fuzz/seeds tests/fuzz/corpus
}
timed "fuzz: the committed seed corpus is what tests/fuzz/make_corpus.cpp writes" fuzz_corpus

# Last, one per core at a time, each with its output in
# build/logs/<job>.log, printed when it ends: every libFuzzer target for a
# bounded time from the committed seed corpus; a crash, sanitizer report or
# broken property fails the run. ROWKEY_FUZZ_SECONDS sets the time per
# target (docs/reliability.md).
fuzz_seconds=${ROWKEY_FUZZ_SECONDS:-30}
fuzz_target() {  # fuzz_target NAME: runs it; its log's last lines on failure
  local name=$1
  mkdir -p "build/fuzz/corpus/${name}" build/fuzz/artifacts
  if "build/fuzz/tests/fuzz/fuzz_${name}" -max_total_time="${fuzz_seconds}" -print_final_stats=1 \
    -artifact_prefix=build/fuzz/artifacts/ "build/fuzz/corpus/${name}" "tests/fuzz/corpus/${name}" \
    2>"build/fuzz/${name}.log"; then
    grep -E "^(#[0-9]+[[:space:]]+DONE|Done )" "build/fuzz/${name}.log" | tail -n 1
  else
    tail -n 60 "build/fuzz/${name}.log"
    return 1
  fi
}
jobs_list=()
for target in build/fuzz/tests/fuzz/fuzz_*; do
  name=${target##*/fuzz_}
  [ "${name}" = make_corpus ] || jobs_list+=("fuzz: ${name} for ${fuzz_seconds} s|fuzz_target ${name}")
done
running=()
failed=0
for entry in "${jobs_list[@]}"; do
  if [ ${#running[@]} -ge "${jobs}" ]; then
    wait -n "${running[@]}" || failed=1
    still=()
    for pid in "${running[@]}"; do kill -0 "${pid}" 2>/dev/null && still+=("${pid}"); done
    running=("${still[@]}")
  fi
  # shellcheck disable=SC2086  # the command's words
  job "${entry%%|*}" ${entry#*|} &
  running+=($!)
done
for pid in "${running[@]}"; do wait "${pid}" || failed=1; done
wait "${early_pid}" || failed=1
early_pid=
cat build/logs/early_jobs.out
[ "${failed}" -eq 0 ] || { echo "=== a crash, fault or fuzz job FAILED (above)"; exit 1; }

wait "${builds_pid}"
echo "=== stage times (the builds run beside the tests)"
while read -r seconds name; do printf '%6d s  %s\n' "${seconds}" "${name}"; done <build/logs/stage_times
printf '%6d s  total\n' $(($(date +%s) - run_start))
echo "=== all test suites passed"
