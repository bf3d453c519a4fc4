#!/usr/bin/env bash
# Instructions of the table layer against hand-written code on the same
# RocksDB, counted by callgrind: in all, and outside RocksDB's own library
# (what each side's own code costs: encoding, decoding, the adapter; a call
# into librocksdb counts as RocksDB's work, whatever it does inside).
#
#   bash bench/tables/instructions.sh [BUILD_DIR] [RECORDS] [SCANS]
#
# BUILD_DIR is a build with -DROWKEY_BUILD_BENCH=ON (default build/bench-gcc).
# The driver links RocksDB as a shared library, so that its code is told
# apart by object file.
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build/bench-gcc}
records=${2:-20000}
scans=${3:-40}

cmake --build "${build}" --target rowkey_table_instructions >/dev/null
driver="${build}/bench/rowkey_table_instructions"
out=$(mktemp -d)
trap 'rm -rf "${out}"' EXIT

declare -A total own units
for op in insert/table insert/hand scan/table scan/hand; do
  count=${records}
  [[ ${op} == scan/* ]] && count=${scans}
  file="${out}/$(echo "${op}" | tr / _).out"
  log=$(valgrind --tool=callgrind --collect-atstart=no --compress-strings=no --compress-pos=no \
    --callgrind-out-file="${file}" "${driver}" "${op}" "${count}" 2>/dev/null)
  units[${op}]=$(sed -n 's/^records: //p' <<<"${log}")
  read -r t o _ < <(python3 bench/tables/own_cost.py "${file}" librocksdb)
  total[${op}]=${t}
  own[${op}]=${o}
done

compiler=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "${build}/CMakeCache.txt")
echo "instructions per record (callgrind, ${compiler})"
printf '%-8s %14s %14s %8s %16s %16s %8s\n' operation "table, own" "hand, own" ratio "table, all" "hand, all" ratio
for op in insert scan; do
  ot=$(awk -v a="${own[${op}/table]}" -v n="${units[${op}/table]}" 'BEGIN { printf "%.1f", a / n }')
  oh=$(awk -v a="${own[${op}/hand]}" -v n="${units[${op}/hand]}" 'BEGIN { printf "%.1f", a / n }')
  tt=$(awk -v a="${total[${op}/table]}" -v n="${units[${op}/table]}" 'BEGIN { printf "%.1f", a / n }')
  th=$(awk -v a="${total[${op}/hand]}" -v n="${units[${op}/hand]}" 'BEGIN { printf "%.1f", a / n }')
  printf '%-8s %14s %14s %8s %16s %16s %8s\n' "${op}" "${ot}" "${oh}" \
    "$(awk -v a="${ot}" -v b="${oh}" 'BEGIN { printf "%.3f", a / b }')" "${tt}" "${th}" \
    "$(awk -v a="${tt}" -v b="${th}" 'BEGIN { printf "%.3f", a / b }')"
done
