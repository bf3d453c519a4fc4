// The DSL word for a hash prefix: Key<Hash<4, UserId>, UserId, OrderId> is the
// guide's [hash(user_id)[0:4]][user_id][order_id]. It spreads a skewed or
// monotonic column over the whole key space; the column stays in the key, so
// a row is still addressed by its value, and scans that bind it recompute the
// prefix. Only equality on the hashed column can be scanned, never a range.
//
// Bytes (a storage format, docs/scans.md): the first N bytes, big-endian, of
// HashFn's 64-bit hash of the column. The default HashFn, xxh64_hash, hashes
// the column's ascending encoding with XXH64, seed 0. decode recomputes the
// prefix and reports decode_errc::prefix_mismatch when it differs.
#ifndef ROWKEY_DSL_HASH_HPP
#define ROWKEY_DSL_HASH_HPP

#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/detail/bytes.hpp>
#include <rowkey/dsl/detail/modifier_text.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/fwd.hpp>
#include <rowkey/dsl/part_word.hpp>
#include <rowkey/dsl/column_hash.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace rowkey {

// HashFn defaults to xxh64_hash (rowkey/dsl/fwd.hpp).
template <std::size_t N, class C, class HashFn>
struct Hash : detail::part_word {
  using part_word::part_word;
};

template <std::size_t N, declared_column C, class HashFn>
struct part_codec<Hash<N, C, HashFn>> {
  static_assert(N >= 1 && N <= 8, "rowkey: Hash<N, C> keeps 1 to 8 bytes of a 64-bit hash");
  static_assert(column_hash<HashFn, C>,
                "rowkey: Hash<N, C, HashFn> needs HashFn::hash(std::string_view) or "
                "HashFn::hash_value(C::argument_type), returning std::uint64_t; see docs/scans.md");

  using column = C;
  using hash_function = HashFn;
  static constexpr part_kind kind = part_kind::derived;
  static constexpr std::size_t width = N;
  static constexpr bool disperses = true;

 private:
  static constexpr detail::modifier_text text{"Hash", N};

 public:
  static constexpr std::string_view modifier = text.view();

  [[gnu::always_inline]] static constexpr void derive(char* out, typename C::argument_type value) noexcept {
    detail::store_big_endian_prefix<N>(out, detail::hash_column<C, HashFn>(value));
  }

  // The prefix holding hash bits v (of hash_bits): what split_points writes.
  static constexpr unsigned hash_bits = 8 * N;
  static constexpr void write_hash_bits(char* out, std::uint64_t v) noexcept {
    for (std::size_t i = 0; i < N; ++i) out[i] = static_cast<char>(static_cast<unsigned char>(v >> (8 * (N - 1 - i))));
  }
};

}  // namespace rowkey

#endif
