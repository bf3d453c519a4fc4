// The typed values of a decoded key, one per stored column in key order.
//
//   auto values = rowkey::decode<Events>(bytes).value();
//   auto [host, event, ts] = values;          // by position
//   values.get<Host>()                        // by column
//
// As a std::tuple and back: rowkey/key_values_tuple.hpp (to_tuple,
// values_from_tuple), a header of its own so that this one, and
// rowkey/core.hpp, need not include <tuple>.
//
// Strings come back as bounded_string / bounded_bytes / padded_string, which
// hold their bytes inline and convert to std::string_view.
#ifndef ROWKEY_KEY_VALUES_HPP
#define ROWKEY_KEY_VALUES_HPP

#include <rowkey/detail/for_overwrite.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/detail/unusable_value.hpp>
#include <rowkey/key/detail/value_pack.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>

#include <cstddef>
#include <type_traits>
#include <utility>

namespace rowkey {

// What key_values<K>::get<C> requires, as its compile error names it. Only
// ever instantiated false.
namespace arguments {
template <class Key, class Column>
inline constexpr bool get_names_a_stored_column = false;
template <class Key, class Given>
inline constexpr bool key_values_are_decoded_not_built_from_columns = false;
template <class Key, std::size_t Position>
inline constexpr bool get_position_names_a_stored_column = false;
}  // namespace arguments

namespace detail {
struct key_values_access;

// get<C>'s one compile error: C is not a column K stores.
template <class K, class C>
struct rejected_get {
  static_assert(arguments::get_names_a_stored_column<K, C>,
                "rowkey: key_values<K>::get<C> takes a column the key stores (get<Ts>, also for a Desc<Ts> or "
                "Reverse<Ts> part) or a position (get<0>); a Hash or Bucket prefix is computed, not stored "
                "(docs/tutorial.md)");
};
// get<I>'s one compile error: K stores fewer columns.
template <class K, std::size_t I>
struct rejected_position {
  static_assert(arguments::get_position_names_a_stored_column<K, I>,
                "rowkey: key_values<K>::get<I> takes the position of a column the key stores, from 0 (a Hash or "
                "Bucket prefix is computed, not stored, and has none), or the column itself: get<Ts>() "
                "(docs/tutorial.md)");
};
}  // namespace detail

template <key_declaration K>
class key_values {
  using layout = detail::layout<K>;

 public:
  static constexpr std::size_t size = layout::stored_count;

  // Every value value-initialized (strings empty). User-provided, so that
  // value-initialization (key_values<K>{}) does not first clear every byte
  // of the strings' room.
  constexpr key_values() noexcept {}
  // For decode<K>, which writes every value (see detail/value_pack.hpp).
  constexpr explicit key_values(detail::for_overwrite_t f) noexcept : values_(f) {}

  // key_values<K>{UserId{1}, Ts{t}}: one error that says where key_values
  // come from, not the list of constructors. (A column's value may not fit
  // its stored type, a string too long, and a constructor cannot say so:
  // encode<K> checks the values and returns the error.) Only for a call
  // with a column among its arguments.
  template <class First, class... Rest>
    requires(declared_column<First> || (declared_column<Rest> || ...))
  explicit constexpr key_values(const First&, const Rest&...) noexcept {
    static_assert(arguments::key_values_are_decoded_not_built_from_columns<K, First>,
                  "rowkey: key_values<K> are not built from column values: decode<K> and decode_into<K> fill "
                  "them, and values_from_tuple<K>(std::tuple{...}) takes the stored values; to make a key of column "
                  "values, call encode<K>(UserId{1}, ...) (docs/tutorial.md)");
  }

  // A position past the stored columns is one error that says so; after
  // it, an unusable_value, so that nothing follows it.
  template <std::size_t I>
  constexpr auto& get() & noexcept {
    if constexpr (I < size) {
      return detail::stored_at<I>(values_);
    } else {
      using reported [[maybe_unused]] = decltype(detail::rejected_position<K, I>{});
      return detail::unusable_slot;
    }
  }
  template <std::size_t I>
  constexpr const auto& get() const& noexcept {
    if constexpr (I < size) {
      return detail::stored_at<I>(values_);
    } else {
      using reported [[maybe_unused]] = decltype(detail::rejected_position<K, I>{});
      return detail::unusable_slot;
    }
  }
  template <std::size_t I>
  constexpr auto&& get() && noexcept {
    if constexpr (I < size) {
      return std::move(detail::stored_at<I>(values_));
    } else {
      using reported [[maybe_unused]] = decltype(detail::rejected_position<K, I>{});
      return std::move(detail::unusable_slot);
    }
  }

  // Any type is taken, so that a C the key does not store (a column of
  // another key, a Desc<C>) is one error that says so, not a list of
  // candidates; after it, an unusable_value, so that nothing follows it.
  template <class C>
  constexpr auto& get() & noexcept {
    if constexpr (stores<C>) {
      return detail::stored_at<layout::template stored_index<C>>(values_);
    } else {
      using reported [[maybe_unused]] = decltype(detail::rejected_get<K, C>{});
      return detail::unusable_slot;
    }
  }
  template <class C>
  constexpr const auto& get() const& noexcept {
    if constexpr (stores<C>) {
      return detail::stored_at<layout::template stored_index<C>>(values_);
    } else {
      using reported [[maybe_unused]] = decltype(detail::rejected_get<K, C>{});
      return detail::unusable_slot;
    }
  }

  friend constexpr bool operator==(const key_values&, const key_values&) = default;

 private:
  friend struct detail::key_values_access;

  // Every value value-initialized again: for result.hpp's reset of values
  // whose decode failed (detail/for_overwrite.hpp); the pack, a member of
  // its own, is rebuilt in place by code per shape.
  friend constexpr void reset_unwritten_storage(key_values& v) noexcept { detail::reset_unwritten(v.values_); }

  template <class C>
  static constexpr bool stores = layout::template stored_index<C> < size;

  typename layout::stored_values values_;
};

namespace detail {
// The storage that decode fills, as a member pointer (values.*stored<K>):
// an accessor function would be one more per key for the compiler to work
// through (docs/benchmarks.md, "Compile time").
struct key_values_access {
  template <class K>
  static constexpr auto stored = &key_values<K>::values_;
};
}  // namespace detail

}  // namespace rowkey

template <class K>
struct std::tuple_size<rowkey::key_values<K>> : std::integral_constant<std::size_t, rowkey::key_values<K>::size> {};
template <std::size_t I, class K>
struct std::tuple_element<I, rowkey::key_values<K>> {
  using type = std::remove_cvref_t<decltype(std::declval<const rowkey::key_values<K>&>().template get<I>())>;
};

#endif
