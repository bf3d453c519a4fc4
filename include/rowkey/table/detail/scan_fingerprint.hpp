// A scan's fingerprint, worked out at compile time: what a continuation
// carries so that it is refused by any scan but one of the same kind
// (rowkey/table/page.hpp). It covers the table's name and key, the scanned
// index's name, key and policy, each key part's column name, modifier,
// order, codec width and value kind (a time's tick too), the key's format
// and subspace, and the scan's shape: plain or bucket-merged, forward or
// reverse, how many values fix its leading columns, and whether a condition
// ranges over the next.
// Built from names and numbers only (no compiler's spelling of a type), so
// that a program built by g++ and one built by clang agree.
#ifndef ROWKEY_TABLE_DETAIL_SCAN_FINGERPRINT_HPP
#define ROWKEY_TABLE_DETAIL_SCAN_FINGERPRINT_HPP

#include <rowkey/hashing/xxh64.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/scan/scan_order.hpp>
#include <rowkey/table/index.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <utility>

namespace rowkey::detail {

struct fingerprint {
  std::uint64_t value = 0;

  constexpr fingerprint& add(std::string_view text) noexcept {
    value = xxh64(text, add(std::uint64_t{text.size()}).value);
    return *this;
  }
  constexpr fingerprint& add(std::uint64_t n) noexcept {
    std::array<char, 8> bytes{};
    for (std::size_t i = 0; i < 8; ++i) bytes[i] = static_cast<char>((n >> (8 * i)) & 0xFF);
    value = xxh64(std::string_view(bytes.data(), bytes.size()), value);
    return *this;
  }
};

// What a value type is, in numbers: its size, and whether it is signed,
// floating, an enum; for a time or a duration, its tick (seconds and
// milliseconds are other keys). A string's codec width tells it apart.
template <class V>
constexpr void add_value_kind(fingerprint& f) noexcept {
  if constexpr (std::is_arithmetic_v<V> || std::is_enum_v<V>) {
    f.add(sizeof(V) | std::uint64_t{std::is_signed_v<V>} << 16 | std::uint64_t{std::is_floating_point_v<V>} << 17 |
          std::uint64_t{std::is_enum_v<V>} << 18);
  } else {
    f.add(std::uint64_t{1} << 19);
  }
  if constexpr (requires {
                  typename V::rep;
                  V::period::num;
                  V::period::den;
                }) {
    f.add(sizeof(typename V::rep)).add(static_cast<std::uint64_t>(V::period::num));
    f.add(static_cast<std::uint64_t>(V::period::den));
  }
}

template <class Part>
constexpr void add_part(fingerprint& f) noexcept {
  f.add(Part::column::name);
  f.add(static_cast<std::uint64_t>(Part::kind));
  if constexpr (requires { Part::modifier; }) f.add(std::string_view(Part::modifier));
  if constexpr (Part::kind == part_kind::stored) {
    f.add(static_cast<std::uint64_t>(Part::order));
    f.add(std::uint64_t{Part::codec::max_size}).add(std::uint64_t{Part::codec::fixed_width});
    add_value_kind<std::remove_cvref_t<typename Part::column::value_type>>(f);
  } else {
    f.add(std::uint64_t{Part::width});
  }
}

template <class K>
constexpr void add_key(fingerprint& f) noexcept {
  using L = layout<K>;
  if constexpr (requires { L::format::name; }) f.add(std::string_view(L::format::name));
  f.add(L::subspace).add(std::uint64_t{L::part_count});
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (add_part<typename L::template part_traits<I>>(f), ...);
  }(std::make_index_sequence<L::part_count>{});
}

// The declaration of table T, scanned through Of (T itself or an index of it).
template <class T, class Of>
constexpr fingerprint declaration_fingerprint() noexcept {
  fingerprint f;
  f.add(std::string_view("rowkey scan")).add(T::name);
  add_key<typename T::key>(f);
  if constexpr (!std::is_same_v<Of, T>) {
    f.add(Of::name).add(std::uint64_t{unique_index<Of>});
    add_key<typename Of::key>(f);
  }
  return f;
}

// How a scan reads: its kind, order and the shape of its arguments.
struct scan_shape {
  bool buckets = false;
  scan_order order = scan_order::forward;
  std::size_t values = 0;  // leading columns fixed
  bool condition = false;  // a condition on the next column
};

template <class T, class Of>
constexpr std::uint64_t scan_fingerprint(scan_shape shape) noexcept {
  fingerprint f = declaration_fingerprint<T, Of>();
  f.add(std::uint64_t{shape.buckets}).add(static_cast<std::uint64_t>(shape.order));
  f.add(std::uint64_t{shape.values}).add(std::uint64_t{shape.condition});
  return f.value;
}

}  // namespace rowkey::detail

#endif
