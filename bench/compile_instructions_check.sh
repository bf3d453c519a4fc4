#!/usr/bin/env bash
# Fails when the compile cost of a fully used schema regresses, counted in
# the instructions the compiler proper runs (cc1plus; counted under valgrind), which do
# not move with the machine's load: the per-schema cost of
# <rowkey/rowkey.hpp> (bench/compile_time.sh's translation units, S = 0 and
# 10), as a multiple of the hand-written TU's per-schema cost, must stay
# under CEILING. Timed compiles (bench/compile_time_check.sh) read 4.4 to
# 6.9 from one run to the next on one idle virtual machine; counted, the
# ratio is the same every run with the same compiler, so the ceiling can sit
# close above it. Run by tests/run.sh; takes about a minute on two idle cores.
#
#   bash bench/compile_instructions_check.sh [CXX]     # default g++
#
# CEILING (default 2.9) stands about 7% above the ratio measured when it
# was last set (2.70 with g++ 12.2, once the parts' reads, checks and
# writes folded over index packs and nothing was compiled for checks that
# cannot fail; 2.65 since, with six accessor functions per key fewer; 2.58
# since, with decode<K>'s framed read one layer and four cold calls
# lighter; 2.55 since, with key_values' std::tuple interop in a header of
# its own; 2.57 since the rules' messages stopped converting literals to
# std::string_view, which moved about 23 million of the header's
# instructions to the first schema's use, a tenth of it per schema here; 2.56
# since, with a fixed-width decode's success kept as a flag alone; 2.51
# since, with no constant error left to fold in encode<K> and range<K> of a
# key that cannot refuse a value and the framed read's errors named out of
# line; 2.54 since, with the string read's first word read before its
# loop (a copy more of it in each string key's decode, for run time); 2.81
# before, once each part's encode checks, sizes and
# writes and its decode reads were functions of the part, not lambdas of
# each shape's fold; 2.89 before, once a string's general read went out
# of line on the decode's cold way out and in constant evaluation; 3.01
# before that, since encode<K> is always inlined, as the other operations
# are, for -O2; 2.97 and 2.99 before that), room for a point release of the
# compiler. The tree of 3.01 fails it, and so do the ones before: 3.21, 3.30,
# 3.37, 3.53, 3.87 (before the rules became plain data), 4.56 (before the
# string writer went out of line) and 5.32 (the one the issue was filed
# against).
# The goal is about 2 (40 ms against about 20 by hand); lower the ceiling as
# the cost comes down (docs/benchmarks.md, "Compile time").
#
# HEADER_CEILING (default 2000, millions of instructions) bounds what
# including <rowkey/rowkey.hpp> costs above the hand-written TU, which
# every translation unit of a service pays: 1,668 million when it was set,
# once the table layer stopped including <functional>, <thread> and
# <ranges>; 2,505 million before, which fails it. 1,968 million since the
# table layer's pages, stored declarations and index builds, with <atomic>
# left out and the table layer's plain helpers made function templates
# (2,124 million before those two, which fails it).
set -euo pipefail
cd "$(dirname "$0")/.."
cxx=${1:-g++}
ceiling=${CEILING:-2.9}
header_ceiling=${HEADER_CEILING:-2000}
work=$(mktemp -d)
trap 'rm -rf "${work}"' EXIT

# The translation units, exactly as the timed script writes them.
KEEP="${work}/tu" COUNTS="0 10" REPEATS=1 TUS="hand rowkey" bash bench/compile_time.sh "${cxx}" >/dev/null

# Millions of instructions the compiler proper runs on one TU.
. bench/compiler_instructions.sh
count() {
  local tu=$1 prefix
  prefix=${work}/$(basename "${tu}" .cpp)
  compiler_instructions "${cxx}" "${prefix}" -std=c++20 -O2 -Wall -Wextra -Wpedantic -Werror -Iinclude -c "${tu}" \
    -o "${prefix}.o"
}

# Two at a time (the machine's two cores); each count is single-threaded.
declare -A millions
for pair in "hand_0 hand_10" "rowkey_0 rowkey_10"; do
  read -r a b <<<"${pair}"
  count "${work}/tu/${a}.cpp" >"${work}/${a}.count" &
  count "${work}/tu/${b}.cpp" >"${work}/${b}.count"
  wait $!
  millions[${a}]=$(cat "${work}/${a}.count")
  millions[${b}]=$(cat "${work}/${b}.count")
done
for tu in hand_0 hand_10 rowkey_0 rowkey_10; do
  [[ -n ${millions[${tu}]} ]] || { echo "compile_instructions_check: no count for ${tu}" >&2; exit 1; }
  echo "${tu}: ${millions[${tu}]} M instructions"
done
awk -v h0="${millions[hand_0]}" -v h10="${millions[hand_10]}" -v r0="${millions[rowkey_0]}" \
  -v r10="${millions[rowkey_10]}" -v c="${ceiling}" -v hc="${header_ceiling}" 'BEGIN {
  h = (h10 - h0) / 10; r = (r10 - r0) / 10; ratio = r / h
  printf "per schema: rowkey %.0f M, by hand %.0f M instructions, ratio %.2f (ceiling %.2f); header %.0f M above the hand-written TU (ceiling %.0f M)\n", r, h, ratio, c, r0 - h0, hc
  failed = 0
  if (ratio > c) { print "compile_instructions_check: FAILED: the per-schema compile cost regressed" > "/dev/stderr"; failed = 1 }
  if (r0 - h0 > hc) { print "compile_instructions_check: FAILED: including <rowkey/rowkey.hpp> costs more than it did" > "/dev/stderr"; failed = 1 }
  exit failed
}'
