#!/usr/bin/env bash
# What a Hash part adds to a schema's compile cost, per operation: 10 schemas
# of one shape, each using one operation, against the same schemas without
# their Hash part, counted in the instructions the compiler proper runs
# (valgrind's cachegrind, as bench/compile_instructions_check.sh: the count
# does not move with the machine's load). Per schema: the TU's count less
# that of a TU that declares the same schemas and uses none, divided by 10.
# Fails when a hashed operation costs more than CEILING times the same
# operation of the key without its Hash part: default 1.6, above g++ 12's
# fixed-source decode (1.55); 1.5 is the aim (docs/benchmarks.md, "What a
# Hash part adds").
#
#   bash bench/compile_cost_hashed.sh [CXX ...]     # default: g++ clang++-16
#   OPS="decode" SOURCES="string" bash bench/compile_cost_hashed.sh g++
#
# The shapes (A std::uint32_t, B bounded_string<24>, T milliseconds):
#   fixed source:  Key<Hash<2, A>, A, B, Desc<T>, MaxColumns<4>> against Key<A, B, Desc<T>>
#   string source: Key<Hash<2, B>, B, A, Desc<T>, MaxColumns<4>> against Key<B, A, Desc<T>>
# The operations: encode, decode, prefix (the hashed column bound) and range
# (both leading columns bound, at_least on the time).
set -euo pipefail
cd "$(dirname "$0")/.."
compilers=("$@")
[[ ${#compilers[@]} -eq 0 ]] && compilers=(g++ clang++-16)
read -r -a ops <<<"${OPS:-encode decode prefix range}"
read -r -a sources <<<"${SOURCES:-fixed string}"
ceiling=${CEILING:-1.6}
work=$(mktemp -d)
trap 'rm -rf "${work}"' EXIT

# tu SOURCE HASHED OP: 10 schemas; OP none declares them and uses none.
tu() {
  local source=$1 hashed=$2 op=$3 i first second key call
  if [[ ${source} == fixed ]]; then first=A second=B; else first=B second=A; fi
  cat <<'EOF'
#include <rowkey/core.hpp>

#include <chrono>
#include <cstdint>
#include <string_view>

using time_ms = std::chrono::sys_time<std::chrono::milliseconds>;
EOF
  for ((i = 0; i < 10; ++i)); do
    key="${first}, ${second}, rowkey::Desc<T>"
    [[ ${hashed} == 1 ]] && key="rowkey::Hash<2, ${first}>, ${key}, rowkey::MaxColumns<4>"
    case ${op} in
      none) call="return a + b.size() + static_cast<std::size_t>(t);" ;;
      encode)
        call="return rowkey::encode<K>(${first}{${first,,}}, ${second}{${second,,}}, T{time_ms{std::chrono::milliseconds{t}}})->size();"
        ;;
      decode) call="return rowkey::decode<K>(b) ? 1 : 0;" ;;
      prefix) call="return rowkey::prefix<K>(${first}{${first,,}})->begin_key().size();" ;;
      range)
        call="return rowkey::range<K>(${first}{${first,,}}, ${second}{${second,,}}, rowkey::at_least(T{time_ms{std::chrono::milliseconds{t}}}))->end_key().size();"
        ;;
    esac
    cat <<EOF
namespace s${i} {
struct A : rowkey::Column<"a${i}", std::uint32_t> {};
struct B : rowkey::Column<"b${i}", rowkey::bounded_string<24>> {};
struct T : rowkey::Column<"t${i}", time_ms> {};
using K = rowkey::Key<${key}>;
std::size_t use([[maybe_unused]] std::uint32_t a, [[maybe_unused]] std::string_view b, [[maybe_unused]] std::int64_t t) {
  ${call}
}
}  // namespace s${i}
EOF
  done
}

# Millions of instructions of the compiler proper on one TU (see
# bench/compile_instructions_check.sh for why cachegrind and which process).
count() {
  local cxx=$1 file=$2 name separate_cc1=()
  name=$(basename "${file}" .cpp)
  if [[ $("${cxx}" --version) == *clang* ]]; then separate_cc1=(-fno-integrated-cc1); fi
  valgrind --tool=cachegrind --cache-sim=no --trace-children=yes --cachegrind-out-file="${work}/${name}.%p.out" \
    "${cxx}" "${separate_cc1[@]}" -std=c++20 -O2 -Wall -Wextra -Wpedantic -Werror -Iinclude -c "${file}" \
    -o "${work}/${name}.o" >"${work}/${name}.log" 2>&1 || { cat "${work}/${name}.log" >&2; exit 1; }
  awk 'FNR == 1 { proper = 0 }
       /^cmd:/ { proper = ($0 ~ /cc1plus/ || $0 ~ / -cc1 /) }
       /^summary:/ && proper { total += $2; found = 1 }
       END { if (!found) exit 1; printf "%.1f\n", total / 1e6 }' "${work}/${name}".*.out
}

failed=0
printf '%-12s %-7s %-7s %12s %12s %7s\n' compiler source op "plain M" "hashed M" ratio
for cxx in "${compilers[@]}"; do
  tag=${cxx//[^A-Za-z0-9]/_}
  names=()
  for source in "${sources[@]}"; do
    tu "${source}" 0 none >"${work}/${tag}_${source}_none.cpp"
    names+=("${tag}_${source}_none")
    for op in "${ops[@]}"; do
      for hashed in 0 1; do
        tu "${source}" "${hashed}" "${op}" >"${work}/${tag}_${source}_${op}_${hashed}.cpp"
        names+=("${tag}_${source}_${op}_${hashed}")
      done
    done
  done
  # Two at a time (two cores); each count is single-threaded.
  for ((i = 0; i < ${#names[@]}; i += 2)); do
    count "${cxx}" "${work}/${names[i]}.cpp" >"${work}/${names[i]}.count" &
    if ((i + 1 < ${#names[@]})); then count "${cxx}" "${work}/${names[i + 1]}.cpp" >"${work}/${names[i + 1]}.count"; fi
    wait $!
  done
  for source in "${sources[@]}"; do
    none=$(cat "${work}/${tag}_${source}_none.count")
    for op in "${ops[@]}"; do
      plain=$(cat "${work}/${tag}_${source}_${op}_0.count")
      hashed=$(cat "${work}/${tag}_${source}_${op}_1.count")
      awk -v cxx="${cxx}" -v s="${source}" -v op="${op}" -v n="${none}" -v p="${plain}" -v h="${hashed}" -v c="${ceiling}" 'BEGIN {
        p = (p - n) / 10; h = (h - n) / 10; r = h / p
        printf "%-12s %-7s %-7s %12.1f %12.1f %7.2f%s\n", cxx, s, op, p, h, r, (r > c ? "  over the ceiling" : "")
        exit r > c
      }' || failed=1
    done
  done
done
echo "per schema, millions of instructions; ceiling ${ceiling}"
exit "${failed}"
