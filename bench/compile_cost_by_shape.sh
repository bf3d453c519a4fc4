#!/usr/bin/env bash
# A schema's compile cost by key shape and by operation, counted on both
# compilers, against a ceiling per compiler, shape and operation
# (bench/compile_cost_ceilings.txt), against the same operation written by
# hand, and for a hashed shape against the same shape without its Hash part.
#
#   bash bench/compile_cost_by_shape.sh [CXX ...]        # default: g++ clang++-16
#   SHAPES="hashed string" OPS="decode" bash bench/compile_cost_by_shape.sh g++
#   WRITE_CEILINGS=1 bash bench/compile_cost_by_shape.sh  # prints a new ceilings file
#   KEEP=DIR ...                                            # keeps the TUs, logs and counts in DIR
#   REUSE=DIR ...                                           # takes the counts DIR holds from a KEEP run
#
# What a cell is: a translation unit declares SCHEMAS (default 3) schemas of
# one shape, each with its own column types, and calls one operation on each;
# its count (millions of instructions of the compiler proper, cc1plus or
# clang -cc1, under valgrind's cachegrind without cache simulation: the count
# does not move with the machine's load) less that of a TU that declares the
# same schemas and calls nothing, divided by SCHEMAS. Every TU starts from
# one precompiled header, so that the count is the schema's work and not
# the headers' (those are bench/compile_instructions_check.sh's).
#
# The shapes (columns: UserId uint64, Host bounded_string<64>, Event uint16,
# Ts milliseconds; the keys of bench/variants.hpp where it has them):
#   fixed          Key<UserId, Desc<Ts>>
#   string         Key<Host, Event, Desc<Ts>>
#   hashed         Key<Hash<4, UserId>, UserId, Desc<Ts>>
#   hashed_string  Key<Hash<4, Host>, Host, Event, Desc<Ts>, MaxColumns<4>>
#   bucketed       Key<Bucket<16, Ts>, Ts, Host>
#   reversed       Key<Reverse<UserId>, Desc<Ts>>
#   tuple          Key<Host, Event, Ts, Format<fdb_tuple>>
#   table          a Table of a four-field record and two Index declarations
#                  on the memory store (insert, get and scan)
# The operations: encode, encode_into, decode (and every column read),
# prefix (the first column bound), range (the stored columns but the last
# bound, a condition on it) or bucket_ranges for the bucketed shape.
# By hand: the key's section of bench/by_hand.hpp (the fixed, string, hashed
# and bucketed keys have one), copied into each schema's namespace, as a
# service writes its functions once per key, and the operation's call; the
# TU it is measured against has neither. The helpers every key shares stay
# in the precompiled header.
#
# Fails when a cell is over its ceiling. Also prints, without failing, the
# goals of docs/benchmarks.md ("Compile cost by shape and operation"): at
# most 2.5 times the hand-written operation, and a hashed shape's operation
# at most 1.5 times the same one without the Hash part. Takes about 22
# minutes of two idle cores for both compilers (126 counts, two at a time),
# too long for tests/run.sh, which counts one cell (SHAPES=hashed
# OPS=decode, g++) beside bench/compile_instructions_check.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
compilers=("$@")
[[ ${#compilers[@]} -eq 0 ]] && compilers=(g++ clang++-16)
read -r -a shapes <<<"${SHAPES:-fixed string hashed hashed_string bucketed reversed tuple table}"
read -r -a only_ops <<<"${OPS:-}"
schemas=${SCHEMAS:-3}
ceilings_file=bench/compile_cost_ceilings.txt
work=$(mktemp -d)
trap '[[ -z ${KEEP:-} ]] || cp -r "${work}" "${KEEP}"; rm -rf "${work}"' EXIT

ops_of() {  # ops_of SHAPE: the operations that shape has
  case $1 in
    table) echo "insert get scan" ;;
    bucketed) echo "encode encode_into decode prefix bucket_ranges" ;;
    *) echo "encode encode_into decode prefix range" ;;
  esac
}
hand_ops_of() {  # hand_ops_of SHAPE: the operations bench/by_hand.hpp writes for it
  case $1 in
    fixed) echo "encode decode" ;;
    string | hashed) echo "encode decode prefix range" ;;
    bucketed) echo "encode decode bucket_ranges" ;;
  esac
}
wanted() {  # wanted OP: in OPS, or OPS unset
  [[ ${#only_ops[@]} -eq 0 ]] && return 0
  local op
  for op in "${only_ops[@]}"; do [[ ${op} == "$1" ]] && return 0; done
  return 1
}

# ---- The translation units -------------------------------------------------
cat >"${work}/keys.hpp" <<'EOF'
#include <rowkey/core.hpp>
#include <rowkey/formats/fdb_tuple.hpp>

#include "by_hand.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

using time_ms = std::chrono::sys_time<std::chrono::milliseconds>;
EOF
cat >"${work}/tables.hpp" <<'EOF'
#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include <boost/hana/adapt_struct.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
EOF

key_of() {
  case $1 in
    fixed) echo "rowkey::Key<UserId, rowkey::Desc<Ts>>" ;;
    string) echo "rowkey::Key<Host, Event, rowkey::Desc<Ts>>" ;;
    hashed) echo "rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Ts>>" ;;
    hashed_string) echo "rowkey::Key<rowkey::Hash<4, Host>, Host, Event, rowkey::Desc<Ts>, rowkey::MaxColumns<4>>" ;;
    bucketed) echo "rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>" ;;
    reversed) echo "rowkey::Key<rowkey::Reverse<UserId>, rowkey::Desc<Ts>>" ;;
    tuple) echo "rowkey::Key<Host, Event, Ts, rowkey::Format<rowkey::fdb_tuple>>" ;;
  esac
}

# rowkey_call SHAPE OP: the body of use(), which returns a size_t.
rowkey_call() {
  local shape=$1 op=$2 values first bound condition reads
  local id="UserId{id}" host="Host{host}" event="Event{event}" ts="Ts{time_ms{std::chrono::milliseconds{ts}}}"
  local ts1="Ts{time_ms{std::chrono::milliseconds{ts + 1000}}}"
  case ${shape} in
    fixed | hashed | reversed)
      values="${id}, ${ts}" first=${id} bound=${id}
      condition="rowkey::between(rowkey::inclusive(${ts}), rowkey::exclusive(${ts1}))"
      reads="v->get<UserId>() + static_cast<std::size_t>(v->get<Ts>().time_since_epoch().count())"
      ;;
    string | hashed_string | tuple)
      values="${host}, ${event}, ${ts}" first=${host} bound="${host}, ${event}"
      condition="rowkey::at_least(${ts})"
      reads="v->get<Host>().size() + v->get<Event>() + static_cast<std::size_t>(v->get<Ts>().time_since_epoch().count())"
      ;;
    bucketed)
      values="${ts}, ${host}" first=${ts}
      condition="rowkey::between(rowkey::inclusive(${ts}), rowkey::exclusive(${ts1}))"
      reads="v->get<Host>().size() + static_cast<std::size_t>(v->get<Ts>().time_since_epoch().count())"
      ;;
  esac
  case ${op} in
    none) echo "  return id + host.size() + event + static_cast<std::size_t>(ts) + bytes.size() + out.size();" ;;
    encode) echo "  const auto k = rowkey::encode<K>(${values});
  return k ? k->size() : 0;" ;;
    encode_into) echo "  const auto n = rowkey::encode_into<K>(out, ${values});
  return n ? *n : 0;" ;;
    decode) echo "  const auto v = rowkey::decode<K>(bytes);
  return v ? ${reads} : 0;" ;;
    prefix) echo "  const auto r = rowkey::prefix<K>(${first});
  return r ? r->end_key().size() : 0;" ;;
    range) echo "  const auto r = rowkey::range<K>(${bound}, ${condition});
  return r ? r->end_key().size() : 0;" ;;
    bucket_ranges) echo "  const auto r = rowkey::bucket_ranges<K>(${condition});
  return r ? r->size() : 0;" ;;
  esac
}

# hand_call SHAPE OP: the same with this schema's copy of bench/by_hand.hpp.
hand_call() {
  local shape=$1 op=$2
  case ${shape}:${op} in
    *:none) echo "  return id + host.size() + event + static_cast<std::size_t>(ts) + bytes.size() + out.size();" ;;
    fixed:encode) echo "  by_hand::encode_user_time(out.data(), {id, ts});
  return 16;" ;;
    fixed:decode) echo "  const auto v = by_hand::decode_user_time_returned(bytes);
  return v ? v->user + static_cast<std::size_t>(v->ts) : 0;" ;;
    string:encode) echo "  const char* end = by_hand::encode_host_event_time(out.data(), {host, event, ts});
  return end ? static_cast<std::size_t>(end - out.data()) : 0;" ;;
    string:decode) echo "  by_hand::decoded_host_event_time v;
  return by_hand::decode_host_event_time(bytes, v) ? v.host_size + v.event + static_cast<std::size_t>(v.ts) : 0;" ;;
    string:prefix) echo "  by_hand::range<by_hand::host_event_time_max> r;
  return by_hand::prefix_host(r, host) ? r.end_size : 0;" ;;
    string:range) echo "  by_hand::range<by_hand::host_event_time_max> r;
  return by_hand::since_host_event(r, host, event, ts) ? r.end_size : 0;" ;;
    hashed:encode) echo "  by_hand::encode_hashed(out.data(), {id, ts});
  return by_hand::hashed_size;" ;;
    hashed:decode) echo "  by_hand::user_time v;
  return by_hand::decode_hashed(bytes, v) ? v.user + static_cast<std::size_t>(v.ts) : 0;" ;;
    hashed:prefix) echo "  by_hand::range<by_hand::hashed_size> r;
  by_hand::prefix_hashed(r, id);
  return r.end_size;" ;;
    hashed:range) echo "  by_hand::range<by_hand::hashed_size> r;
  by_hand::range_hashed(r, id, ts, ts + 1000);
  return r.end_size;" ;;
    bucketed:encode) echo "  const char* end = by_hand::encode_time_host(out.data(), {ts, host});
  return end ? static_cast<std::size_t>(end - out.data()) : 0;" ;;
    bucketed:decode) echo "  by_hand::decoded_time_host v;
  return by_hand::decode_time_host(bytes, v) ? v.host_size + static_cast<std::size_t>(v.ts) : 0;" ;;
    bucketed:bucket_ranges) echo "  by_hand::range<by_hand::time_host_max> r[by_hand::buckets];
  by_hand::bucket_ranges_time_host(r, ts, ts + 1000);
  return r[3].end_size;" ;;
  esac
}

# hand_sections SHAPE: its key's sections of bench/by_hand.hpp (each from its
# "// ---- " title to the next).
hand_sections() {
  local titles
  case $1 in
    fixed) titles='^// ---- \[user_id\]' ;;
    string) titles='^// ---- (\[host\]|scans of \[host\])' ;;
    hashed) titles='^// ---- \[hash4' ;;
    bucketed) titles='^// ---- \[ts % 16\]' ;;
  esac
  awk -v titles="${titles}" '/^\/\/ ---- |^}  \/\/ namespace by_hand/ { on = ($0 ~ titles) } on' bench/by_hand.hpp
}

# key_tu SHAPE OP rowkey|hand (each TU gets its header with -include)
key_tu() {
  local shape=$1 op=$2 by=$3 i
  for ((i = 0; i < schemas; ++i)); do
    echo "namespace s${i} {"
    if [[ ${by} == rowkey ]]; then
      cat <<EOF
struct UserId : rowkey::Column<"user_id${i}", std::uint64_t> {};
struct Host : rowkey::Column<"host${i}", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event${i}", std::uint16_t> {};
struct Ts : rowkey::Column<"ts${i}", time_ms> {};
using K = $(key_of "${shape}");
EOF
    else
      # This schema's own copy of its key's hand-written functions, as a
      # service writes them once per key; the helpers they share (byte
      # swaps, the escaping loop, ranges) stay bench/by_hand.hpp's. The TU
      # that calls nothing has no copy: reading them is the key's cost.
      if [[ ${op} != none ]]; then
        echo "namespace by_hand {"
        echo "using namespace ::by_hand;"
        hand_sections "${shape}"
        echo "}  // namespace by_hand"
      fi
    fi
    echo "std::size_t use([[maybe_unused]] std::uint64_t id, [[maybe_unused]] std::string_view host,"
    echo "                [[maybe_unused]] std::uint16_t event, [[maybe_unused]] std::int64_t ts,"
    echo "                [[maybe_unused]] std::string_view bytes, [[maybe_unused]] std::span<char, 256> out) {"
    if [[ ${by} == rowkey ]]; then rowkey_call "${shape}" "${op}"; else hand_call "${shape}" "${op}"; fi
    echo "}"
    echo "}  // namespace s${i}"
  done
}

# table_tu OP
table_tu() {
  local op=$1 i
  for ((i = 0; i < schemas; ++i)); do
    cat <<EOF
namespace s${i} {
struct Order {
  std::uint64_t order_no = 0;
  std::uint64_t buyer_id = 0;
  std::uint64_t seller_id = 0;
  std::string item;
};
}  // namespace s${i}
BOOST_HANA_ADAPT_STRUCT(s${i}::Order, order_no, buyer_id, seller_id, item);
namespace s${i} {
struct OrderNo : rowkey::Column<"order_no", std::uint64_t> {};
struct BuyerId : rowkey::Column<"buyer_id", std::uint64_t> {};
struct SellerId : rowkey::Column<"seller_id", std::uint64_t> {};
struct Orders : rowkey::Table<"orders${i}", Order, rowkey::Key<OrderNo>> {};
struct ByBuyer : rowkey::Index<"by_buyer${i}", Orders, rowkey::Key<BuyerId, OrderNo>> {};
struct BySeller : rowkey::Index<"by_seller${i}", Orders, rowkey::Key<SellerId, OrderNo>> {};
std::size_t use(rowkey::adapters::memory_store& store, std::uint64_t id) {
  auto orders = rowkey::attach<Orders, ByBuyer, BySeller>(store);
EOF
    case ${op} in
      none) echo "  return orders.attach_error().ok() ? id : 0;" ;;
      insert) echo "  return orders.insert(Order{id, id % 100, id % 7, \"book\"}) ? 1 : 0;" ;;
      get) echo "  const auto o = orders.get(OrderNo{id});
  return o && *o ? (*o)->buyer_id : 0;" ;;
      scan) echo "  std::size_t n = 0;
  for (const Order& o : orders.scan<ByBuyer>(BuyerId{id})) n += o.seller_id;
  return n;" ;;
    esac
    echo "}"
    echo "}  // namespace s${i}"
  done
}

# ---- Counting ----------------------------------------------------------------
# count CXX TU HEADER: millions of instructions of the compiler proper on
# TU, compiled with HEADER precompiled.
. bench/compiler_instructions.sh
count() {
  local name=${2%.cpp}
  compiler_instructions "$1" "${name}" "${flags[@]}" -include "$(dirname "$2")/$3" -c "$2" -o "${name}.o"
}

flags=(-std=c++20 -O2 -Wall -Wextra -Wpedantic -Werror -Winvalid-pch -Iinclude -Ibench)
declare -A millions
status=0
for cxx in "${compilers[@]}"; do
  tag=${cxx%%-*}
  dir="${work}/${tag}"
  mkdir -p "${dir}"
  cp "${work}/keys.hpp" "${work}/tables.hpp" "${dir}/"
  # The precompiled headers, built with the TUs' flags.
  headers=(keys)
  [[ " ${shapes[*]} " == *" table "* ]] && headers+=(tables)
  for header in "${headers[@]}"; do
    if [[ ${tag} == g++ ]]; then out="${dir}/${header}.hpp.gch"; else out="${dir}/${header}.hpp.pch"; fi
    "${cxx}" "${flags[@]}" -x c++-header "${dir}/${header}.hpp" -o "${out}"
  done
  # Every TU, then its count, two at a time.
  jobs_list=()
  for shape in "${shapes[@]}"; do
    for op in none $(ops_of "${shape}"); do
      [[ ${op} == none ]] || wanted "${op}" || continue
      if [[ ${shape} == table ]]; then
        table_tu "${op}" >"${dir}/rowkey-${shape}-${op}.cpp"
        jobs_list+=("rowkey-${shape}-${op} tables.hpp")
      else
        key_tu "${shape}" "${op}" rowkey >"${dir}/rowkey-${shape}-${op}.cpp"
        jobs_list+=("rowkey-${shape}-${op} keys.hpp")
      fi
    done
    # The hand-written operations the report compares with (encode serves
    # encode_into too), and the TU without a call, if there are any.
    hand_ops=()
    for op in $(hand_ops_of "${shape}"); do
      if wanted "${op}" || { [[ ${op} == encode ]] && wanted encode_into; }; then hand_ops+=("${op}"); fi
    done
    for op in ${hand_ops[0]:+none} "${hand_ops[@]}"; do
      key_tu "${shape}" "${op}" hand >"${dir}/hand-${shape}-${op}.cpp"
      jobs_list+=("hand-${shape}-${op} keys.hpp")
    done
  done
  # Two counts at a time, one per core; each is single-threaded.
  running=0
  for entry in "${jobs_list[@]}"; do
    read -r name header <<<"${entry}"
    if [[ -n ${REUSE:-} && -s ${REUSE}/${tag}/${name}.count ]]; then
      cp "${REUSE}/${tag}/${name}.count" "${dir}/${name}.count"
      continue
    fi
    count "${cxx}" "${dir}/${name}.cpp" "${header}" >"${dir}/${name}.count" &
    if ((++running >= 2)); then
      wait -n || true
      ((running--))
    fi
  done
  wait
  for entry in "${jobs_list[@]}"; do
    read -r name _ <<<"${entry}"
    [[ -s ${dir}/${name}.count ]] || { echo "compile_cost_by_shape: ${cxx}: ${name}.cpp did not compile" >&2; exit 1; }
    millions[${tag}:${name}]=$(cat "${dir}/${name}.count")
  done
done

# ---- The report --------------------------------------------------------------
per_schema() {  # per_schema TAG BY SHAPE OP: millions per schema, or empty
  local op=${millions[$1:$2-$3-$4]:-} none=${millions[$1:$2-$3-none]:-}
  [[ -n ${op} && -n ${none} ]] || return 0
  awk -v a="${op}" -v b="${none}" -v n="${schemas}" 'BEGIN { printf "%.1f", (a - b) / n }'
}
ceiling_of() {  # ceiling_of TAG SHAPE OP
  awk -v t="$1" -v s="$2" -v o="$3" '$1 == t && $2 == s && $3 == o { print $4 }' "${ceilings_file}"
}
plain_of() {  # plain_of SHAPE: the same shape without its Hash part
  case $1 in hashed) echo fixed ;; hashed_string) echo string ;; esac
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
over() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a > b) }'; }

[[ -n ${WRITE_CEILINGS:-} ]] && echo "# compiler shape operation ceiling (M instructions per schema; bench/compile_cost_by_shape.sh)"
[[ -n ${WRITE_CEILINGS:-} ]] || printf '%-10s %-14s %-14s %9s %9s %7s %9s %9s\n' \
  compiler shape operation "M/schema" "by hand" ratio "/no Hash" ceiling
for cxx in "${compilers[@]}"; do
  tag=${cxx%%-*}
  for shape in "${shapes[@]}"; do
    for op in $(ops_of "${shape}"); do
      wanted "${op}" || continue
      m=$(per_schema "${tag}" rowkey "${shape}" "${op}")
      if [[ -n ${WRITE_CEILINGS:-} ]]; then
        # About 7% above today's count: room for a point release of a compiler.
        awk -v t="${tag}" -v s="${shape}" -v o="${op}" -v m="${m}" \
          'BEGIN { c = int(m * 1.07 + 1); printf "%s %s %s %d\n", t, s, o, c }'
        continue
      fi
      hand_op=${op}
      [[ ${op} == encode_into ]] && hand_op=encode  # by hand, both write to a caller's buffer
      hand=$(per_schema "${tag}" hand "${shape}" "${hand_op}")
      by_hand_ratio=- hash_ratio=- verdict=
      if [[ -n ${hand} ]]; then
        by_hand_ratio=$(ratio "${m}" "${hand}")
        over "${by_hand_ratio}" 2.5 && verdict+=" above 2.5x by hand"
      fi
      plain=$(plain_of "${shape}")
      if [[ -n ${plain} ]]; then
        p=$(per_schema "${tag}" rowkey "${plain}" "${op}")
        if [[ -n ${p} ]]; then
          hash_ratio=$(ratio "${m}" "${p}")
          over "${hash_ratio}" 1.5 && verdict+=" above 1.5x without the Hash"
        fi
      fi
      ceiling=$(ceiling_of "${tag}" "${shape}" "${op}")
      if [[ -z ${ceiling} ]]; then
        verdict+=" (no ceiling)"
      elif over "${m}" "${ceiling}"; then
        verdict+=" OVER ITS CEILING"
        status=1
      fi
      printf '%-10s %-14s %-14s %9s %9s %7s %9s %9s%s\n' "${tag}" "${shape}" "${op}" "${m}" "${hand:--}" \
        "${by_hand_ratio}" "${hash_ratio}" "${ceiling:--}" "${verdict}"
    done
  done
done
if [[ ${status} -ne 0 ]]; then
  echo "compile_cost_by_shape: FAILED: an operation's compile cost is over its ceiling (${ceilings_file})" >&2
fi
exit "${status}"
