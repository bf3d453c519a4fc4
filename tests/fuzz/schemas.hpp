// The keys the fuzz targets exercise. Between them they hold every value type
// rowkey supports, each ascending and descending, in first, middle and last
// position (a variable-length column followed by others, and last).
// Every key keeps to the design rules: at most three parts, led by a
// high-cardinality, non-monotonic column.
#ifndef ROWKEY_FUZZ_SCHEMAS_HPP
#define ROWKEY_FUZZ_SCHEMAS_HPP

#include <rowkey/formats/fdb_tuple.hpp>
#include <rowkey/rowkey.hpp>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <tuple>

namespace fuzz {

enum class Side : std::uint8_t { buy = 1, sell = 2, cancel = 3 };
enum class Level : std::int16_t { low = -1, mid = 0, high = 1 };  // no enum_range: every int16 is a Level

}  // namespace fuzz

template <>
struct rowkey::enum_range<fuzz::Side> {
  static constexpr fuzz::Side first = fuzz::Side::buy, last = fuzz::Side::cancel;
};

namespace fuzz {

using micro_time = std::chrono::sys_time<std::chrono::microseconds>;
using nano_time = std::chrono::sys_time<std::chrono::nanoseconds>;

// Leading columns.
struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<64>> {};
struct Uuid : rowkey::Column<"uuid", std::array<std::uint8_t, 16>> {};
// The rest.
struct I8 : rowkey::Column<"i8", std::int8_t> {};
struct I16 : rowkey::Column<"i16", std::int16_t> {};
struct I32 : rowkey::Column<"i32", std::int32_t> {};
struct I64 : rowkey::Column<"i64", std::int64_t> {};
struct U8 : rowkey::Column<"u8", std::uint8_t> {};
struct U16 : rowkey::Column<"u16", std::uint16_t> {};
struct U32 : rowkey::Column<"u32", std::uint32_t> {};
struct Flag : rowkey::Column<"flag", bool> {};
struct SideCol : rowkey::Column<"side", Side> {};
struct LevelCol : rowkey::Column<"level", Level> {};
struct F32 : rowkey::Column<"f32", float> {};
struct F64 : rowkey::Column<"f64", double> {};
struct Millis : rowkey::Column<"millis", std::chrono::duration<std::int32_t, std::milli>> {};
struct Seconds : rowkey::Column<"seconds", std::chrono::duration<double>> {};
struct Ts : rowkey::Column<"ts", micro_time> {};
struct TsNs : rowkey::Column<"ts_ns", nano_time> {};
struct Tag : rowkey::Column<"tag", rowkey::padded_string<4>> {};
struct Code : rowkey::Column<"code", std::array<std::byte, 3>> {};
struct Short : rowkey::Column<"short", rowkey::bounded_string<3>> {};
struct Blob : rowkey::Column<"blob", rowkey::bounded_bytes<300>> {};  // a 16-bit length inside

using rowkey::Bucket;
using rowkey::Desc;
using rowkey::Hash;
using rowkey::Key;
using rowkey::Reverse;
using Tuple = rowkey::Format<rowkey::fdb_tuple>;
inline constexpr rowkey::subspace_bytes fdb_tuple_pack = rowkey::fdb_tuple::pack("app", -3, true);

// Index order is the order of `schemas`; the corpus generator names files by it.
using schemas = std::tuple<
    Key<Id, I8, Desc<I16>>,
    Key<Desc<Uuid>, I32, Desc<I64>>,
    Key<Name, Desc<U8>, U16>,
    Key<Id, Desc<U32>, Flag>,
    Key<Uuid, Desc<Flag>, SideCol>,
    Key<Desc<Name>, Desc<SideCol>, LevelCol>,
    Key<Id, F32, Desc<F64>>,
    Key<Name, Desc<F32>, F64>,
    Key<Uuid, Ts, Desc<Millis>>,
    Key<Id, Desc<TsNs>, Seconds>,
    Key<Name, Tag, Desc<Code>>,
    Key<Id, Desc<Tag>, Code>,
    Key<Desc<Id>, Short, Desc<Blob>>,
    Key<Name, Desc<Short>, Blob>,
    Key<Uuid, Desc<LevelCol>, Desc<Seconds>>,
    Key<Desc<Name>>,
    Key<Name, Desc<Blob>, Desc<I8>>,
    // The modifiers: hash prefixes of 1 to 8 bytes, modulo and hashed
    // buckets of one and two bytes, reversed fixed-width and escaped columns.
    Key<Hash<4, Ts>, Ts, Desc<I32>>,
    Key<Hash<8, Name>, Name, Desc<Flag>>,
    Key<Hash<1, Uuid>, Uuid, Reverse<Tag>>,
    Key<Bucket<16, TsNs>, TsNs, Desc<Short>>,
    Key<Bucket<300, I64>, I64, Desc<SideCol>>,
    Key<Bucket<7, F64>, F64, Blob>,
    Key<Bucket<5, Name>, Name, Desc<Millis>>,
    Key<Reverse<Id>, Desc<F32>, Reverse<Blob>>,
    Key<Reverse<Name>, Desc<LevelCol>, U8>,
    // FoundationDB's tuple format: every value type, Hash, both Bucket
    // widths and a subspace.
    Key<Id, I8, Name, Tuple>,
    Key<Hash<3, Name>, Name, F64, Tuple>,
    Key<Bucket<200, I64>, I64, Tag, Tuple, rowkey::Subspace<"\x15\x07">>,
    Key<Uuid, Flag, Blob, Tuple>,
    Key<Id, SideCol, Ts, Tuple>,
    Key<Name, Seconds, Code, Tuple>,
    Key<Bucket<16, TsNs>, TsNs, Short, Tuple>,
    Key<Id, LevelCol, F32, Tuple, rowkey::Subspace<fdb_tuple_pack>>,
    Key<Name, Millis, U32, Tuple>,
    Key<Hash<8, Id>, Id, U16, Tuple>>;

inline constexpr std::size_t schema_count = std::tuple_size_v<schemas>;

template <std::size_t I>
using schema = std::tuple_element_t<I, schemas>;

// Calls f(index_constant) for every schema.
template <class F>
constexpr void for_each_schema(F&& f) {
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (f(std::integral_constant<std::size_t, I>{}), ...);
  }(std::make_index_sequence<schema_count>{});
}

// Calls f(index_constant) for the schema numbered `which`.
template <class F>
constexpr void with_schema(std::size_t which, F&& f) {
  for_each_schema([&](auto i) {
    if (i() == which) f(i);
  });
}

}  // namespace fuzz

#endif
