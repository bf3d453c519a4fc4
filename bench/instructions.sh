#!/usr/bin/env bash
# Instructions per key for every benchmark variant, counted by callgrind, and
# the ratio rowkey / hand-written. Counts do not depend on machine load: the
# same binary gives the same figures run after run.
#
#   bash bench/instructions.sh [BUILD_DIR] [KEYS]
#
# BUILD_DIR is a build with -DROWKEY_BUILD_BENCH=ON (default build/bench-gcc;
# the target rowkey_instructions is built if needed). Only the loop over KEYS
# keys (default 100000) is counted; the driver turns collection on around it.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/bench-gcc}
keys=${2:-100000}

cmake --build "${build}" --target rowkey_instructions >/dev/null
driver="${build}/bench/rowkey_instructions"
out=$(mktemp -d)
trap 'rm -rf "${out}"' EXIT

declare -A per_key
variants=$("${driver}" --list)
for v in ${variants}; do
  file="${out}/$(echo "${v}" | tr / _).out"
  valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file="${file}" \
    "${driver}" "${v}" "${keys}" >/dev/null 2>&1
  total=$(sed -n 's/^summary: \([0-9]*\).*/\1/p' "${file}")
  per_key[${v}]=$(awk -v t="${total}" -v k="${keys}" 'BEGIN { printf "%.2f", t / k }')
done

compiler=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "${build}/CMakeCache.txt")
echo "instructions per key (callgrind, ${keys} keys, ${compiler})"
printf '%-40s %12s %12s %8s\n' variant "instr/key" "baseline" ratio
echo "(baseline: the hand-written code; for fdb_tuple rows, rowkey's own format)"
for v in ${variants}; do
  impl=${v##*/}
  [[ ${impl} == hand ]] && continue
  # The tuple format is measured against rowkey's own format, not by hand.
  if [[ ${impl} == fdb_tuple ]]; then hand=${per_key[${v%/*}/rowkey]:-}; else hand=${per_key[${v%/*}/hand]:-}; fi
  if [[ -n ${hand} ]]; then
    ratio=$(awk -v a="${per_key[${v}]}" -v b="${hand}" 'BEGIN { printf "%.3f", a / b }')
    printf '%-40s %12s %12s %8s\n' "${v}" "${per_key[${v}]}" "${hand}" "${ratio}"
  else
    printf '%-40s %12s\n' "${v}" "${per_key[${v}]}"
  fi
done
