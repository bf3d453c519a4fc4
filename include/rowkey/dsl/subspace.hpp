// The DSL word placing every key of a Key<...> under constant leading bytes:
//
//   using Orders = rowkey::Key<Hash<2, UserId>, UserId, OrderId, rowkey::Subspace<"\x15\x07">>;
//
// encode writes the bytes first, decode requires them (decode_errc::
// outside_subspace), and every scan range stays inside them. A FoundationDB
// directory or subspace gives such a prefix (rowkey/formats/fdb_tuple.hpp
// packs one from a tuple: Subspace<fdb_tuple::pack("app", 7)>); with rowkey's
// own format it keeps one table's keys apart from another's in a shared
// keyspace. At most 64 bytes; Hash and Bucket prefixes are computed as
// without it, so the bytes after the subspace do not depend on it.
#ifndef ROWKEY_DSL_SUBSPACE_HPP
#define ROWKEY_DSL_SUBSPACE_HPP

#include <rowkey/dsl/detail/policy_marker.hpp>

#include <cstddef>
#include <string_view>

namespace rowkey {

// Up to 64 bytes usable as a template argument: Subspace<"\x15\x07">. A
// literal's bytes are all of it (embedded 0x00 included) but its last '\0'.
struct subspace_bytes {
  static constexpr std::size_t capacity = 64;
  char bytes[capacity]{};
  std::size_t size = 0;

  constexpr subspace_bytes() = default;
  template <std::size_t N>
    requires(N - 1 <= capacity)
  consteval subspace_bytes(const char (&text)[N]) : size(N - 1) {
    for (std::size_t i = 0; i + 1 < N; ++i) bytes[i] = text[i];
  }
  constexpr std::string_view view() const noexcept { return {bytes, size}; }
};

template <subspace_bytes Prefix>
struct Subspace : detail::policy_marker {
  static_assert(Prefix.size != 0, "rowkey: Subspace<\"...\"> needs at least one byte");
  static constexpr std::string_view subspace = Prefix.view();
};

}  // namespace rowkey

#endif
