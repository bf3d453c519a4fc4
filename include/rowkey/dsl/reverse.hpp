// The DSL word for a reversed column: Key<Reverse<OrderNo>, ItemId> is the
// guide's [reverse(order_no)][item_id]. Sequential ids differ first in their
// last bytes; reversed, those lead, so consecutive ids land far apart in the
// key space. The column is stored (decode gives it back), but its bytes no
// longer follow its order: it can be bound in a scan, never ranged over.
//
// Bytes (a storage format, docs/scans.md):
//   fixed-width types: the column's ascending encoding, bytes in reverse order;
//   bounded_string / bounded_bytes: the value's bytes in reverse order,
//   encoded as usual (escaped and terminated), so that it stays self-delimiting.
#ifndef ROWKEY_DSL_REVERSE_HPP
#define ROWKEY_DSL_REVERSE_HPP

#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/codec/value_codec.hpp>
#include <rowkey/detail/bytes.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/fwd.hpp>
#include <rowkey/dsl/part_word.hpp>

#include <cstddef>
#include <string_view>
#include <type_traits>

namespace rowkey {

template <class C>
struct Reverse : detail::part_word {
  using part_word::part_word;
};

namespace detail {

template <class Inner>
struct reversed_fixed_codec : Inner {
  using typename Inner::argument_type;
  using typename Inner::value_type;
  static constexpr bool reverses_value = true;  // its bytes begin no prefix of the value (printing)

  // The reversed bytes are not in the values' order.
  static constexpr bool less(argument_type, argument_type) noexcept = delete;

  // Reversed in locals, then stored whole: reversed in place, a byte at a
  // time, the output (a key that starts unwritten) stayed in memory, and g++
  // 12 -O2 warned (-Wuninitialized) about the copies its inlining makes of it.
  template <direction D>
  static constexpr char* write(char* out, argument_type v) noexcept {
    constexpr std::size_t n = Inner::max_size;
    char forward[n] = {}, reversed[n] = {};
    Inner::template write<D>(forward, v);
    for (std::size_t i = 0; i < n; ++i) reversed[i] = forward[n - 1 - i];
    copy_bytes<false>(out, reversed, n);
    return out + n;
  }

  template <direction D>
  static constexpr decode_errc read(reader& in, value_type& out) noexcept {
    if (in.remaining() < Inner::max_size) {
      in.pos = in.end;
      return decode_errc::truncated;
    }
    char unreversed[Inner::max_size];
    for (std::size_t i = 0; i < Inner::max_size; ++i) unreversed[i] = in.pos[Inner::max_size - 1 - i];
    reader inner{unreversed, unreversed, unreversed + Inner::max_size};
    const decode_errc e = Inner::template read<D>(inner, out);
    if (e == decode_errc::ok) in.pos += Inner::max_size;
    return e;
  }
};

// bounded_string / bounded_bytes: reverse the value, then escape it.
template <class Inner>
struct reversed_escaped_codec : Inner {
  using typename Inner::value_type;
  static constexpr bool reverses_value = true;  // its bytes begin no prefix of the value (printing)
  static constexpr std::size_t max_length = value_type::max_size;

  template <direction D>
  static constexpr char* write(char* out, std::string_view v) noexcept {
    // Cleared: g++ 12 -O3 cannot see that only the first v.size() bytes are
    // read, and warns (-Wmaybe-uninitialized) where this is inlined.
    char reversed[max_length]{};
    for (std::size_t i = 0; i < v.size(); ++i) reversed[i] = v[v.size() - 1 - i];
    return Inner::template write<D>(out, std::string_view(reversed, v.size()));
  }

  template <direction D>
  static constexpr decode_errc read(reader& in, value_type& out) noexcept {
    value_type stored;
    const decode_errc e = Inner::template read<D>(in, stored);
    if (e != decode_errc::ok) return e;
    char reversed[max_length];
    const std::string_view v = stored.view();
    for (std::size_t i = 0; i < v.size(); ++i) reversed[i] = v[v.size() - 1 - i];
    out = *value_type::from(std::string_view(reversed, v.size()));
    return decode_errc::ok;
  }
};

template <class T>
using reversed_codec = std::conditional_t<value_codec<T>::fixed_width, reversed_fixed_codec<value_codec<T>>,
                                          reversed_escaped_codec<value_codec<T>>>;

}  // namespace detail

template <declared_column C>
struct part_codec<Reverse<C>> {
  using column = C;
  static constexpr part_kind kind = part_kind::stored;
  static constexpr direction order = direction::ascending;
  using codec = detail::reversed_codec<typename C::value_type>;
  static constexpr bool disperses = true;
  static constexpr std::string_view modifier = "Reverse";
};

}  // namespace rowkey

#endif
