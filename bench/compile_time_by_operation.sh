#!/usr/bin/env bash
# Where a schema's compile time goes: the 10-schema translation unit of
# bench/compile_time.sh (core.hpp), cut down to one operation per schema
# (encode, encode_into, decode, the scan range), and the whole one compiled
# at -fsyntax-only (the front end), -O0 and -O2. Median of 3 compiles, CPU
# seconds; ms per schema against the same TU with no schema used.
#
#   bash bench/compile_time_by_operation.sh [g++ clang++-16 ...]
set -euo pipefail
cd "$(dirname "$0")/.."
compilers=("$@")
[[ ${#compilers[@]} -eq 0 ]] && compilers=(g++ clang++-16)
work=$(mktemp -d)
trap 'rm -rf "${work}"' EXIT
KEEP="${work}" COUNTS="0 10" REPEATS=1 TUS=core bash bench/compile_time.sh "${compilers[0]}" >/dev/null

# keep: encode | into | decode | scan | none. Each use() keeps the one call
# (decode keeps the encode whose bytes it reads) and hands its result to an
# empty asm, so that the optimizer cannot drop it.
cut_down() {
  awk -v keep="$1" '
    function kept(name) {  # the call, and an empty asm that keeps its result
      print
      print "  asm volatile(\"\" : : \"r\"(&" name ") : \"memory\");"
    }
    /^  const auto key = rowkey::encode</ {
      if (keep == "encode") kept("key")
      else if (keep == "decode") print
      next
    }
    /^  const auto n = rowkey::encode_into</ { if (keep == "into") kept("n"); next }
    /^  if \(!key \|\| !n\) return 0;/ { next }
    /^  const auto values = rowkey::decode</ { if (keep == "decode") kept("values"); next }
    /^  const auto scan = rowkey::/ { if (keep == "scan") kept("scan"); next }
    /^  return key->size\(\)/ { print "  return 0;"; skipping = !/;$/; next }
    skipping { skipping = !/;$/; next }
    { print }' "${work}/core_10.cpp" >"${work}/op_$1.cpp"
}
for op in none encode into decode scan; do cut_down "${op}"; done

cpu() {  # median CPU seconds of 3 runs of "$@"
  for _ in 1 2 3; do
    /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -n 1 | awk '{ printf "%.3f\n", $1 + $2 }'
  done | sort -n | sed -n 2p
}
per_schema() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (a - b) * 100 }'; }  # 10 schemas: s -> ms each

printf '%-16s %-26s %8s %14s\n' compiler what "cpu s" "ms per schema"
for cxx in "${compilers[@]}"; do
  name=$("${cxx}" --version | head -n 1 | cut -c1-16)
  flags=(-std=c++20 -Iinclude)
  # Every cut-down TU must compile (an error would be timed as a fast compile).
  for op in none encode into decode scan; do "${cxx}" "${flags[@]}" -fsyntax-only "${work}/op_${op}.cpp"; done
  none=$(cpu "${cxx}" "${flags[@]}" -O2 -c "${work}/op_none.cpp" -o /dev/null)
  printf '%-16s %-26s %8s %14s\n' "${name}" "10 schemas, none used" "${none}" -
  for op in encode into decode scan; do
    t=$(cpu "${cxx}" "${flags[@]}" -O2 -c "${work}/op_${op}.cpp" -o /dev/null)
    printf '%-16s %-26s %8s %14s\n' "${name}" "only ${op}" "${t}" "$(per_schema "${t}" "${none}")"
  done
  for level in -fsyntax-only -O0 -O2; do
    out=(-c -o /dev/null)
    [[ ${level} == -fsyntax-only ]] && out=()
    base=$(cpu "${cxx}" "${flags[@]}" "${level}" "${out[@]}" "${work}/core_0.cpp")
    t=$(cpu "${cxx}" "${flags[@]}" "${level}" "${out[@]}" "${work}/core_10.cpp")
    printf '%-16s %-26s %8s %14s\n' "${name}" "all, ${level}" "${t}" "$(per_schema "${t}" "${base}")"
  done
done
