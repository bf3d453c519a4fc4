// The typed values of a decoded key, one per stored column in key order.
//
//   auto values = rowkey::decode<Events>(bytes).value();
//   auto [host, event, ts] = values;          // by position
//   values.get<Host>()                        // by column
//
// Strings come back as bounded_string / bounded_bytes / padded_string, which
// hold their bytes inline and convert to std::string_view.
#ifndef ROWKEY_KEY_VALUES_HPP
#define ROWKEY_KEY_VALUES_HPP

#include <rowkey/detail/for_overwrite.hpp>
#include <rowkey/detail/layout.hpp>
#include <rowkey/detail/value_pack.hpp>
#include <rowkey/dsl/key.hpp>

#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>

namespace rowkey {

namespace detail {
struct key_values_access;
template <class... C>
std::tuple<typename C::value_type...> value_tuple_of(rules::detail::type_list<C...>);
}  // namespace detail

template <key_declaration K>
class key_values {
  using layout = detail::layout<K>;

 public:
  // The values as a std::tuple (tuple() gives a copy).
  using tuple_type = decltype(detail::value_tuple_of(typename layout::stored_list{}));
  static constexpr std::size_t size = layout::stored_count;

  // Every value value-initialized (strings empty). User-provided, so that
  // value-initialization (key_values<K>{}) does not first clear every byte
  // of the strings' room.
  constexpr key_values() noexcept {}
  constexpr explicit key_values(const tuple_type& values)
      : key_values(values, std::make_index_sequence<size>{}) {}
  // For decode<K>, which writes every value (see detail/value_pack.hpp).
  constexpr explicit key_values(detail::for_overwrite_t f) noexcept : values_(f) {}

  template <std::size_t I>
  constexpr auto& get() & noexcept { return detail::stored_at<I>(values_); }
  template <std::size_t I>
  constexpr const auto& get() const& noexcept { return detail::stored_at<I>(values_); }
  template <std::size_t I>
  constexpr auto&& get() && noexcept { return std::move(detail::stored_at<I>(values_)); }

  template <declared_column C>
  constexpr auto& get() & noexcept { return detail::stored_at<index_of<C>()>(values_); }
  template <declared_column C>
  constexpr const auto& get() const& noexcept { return detail::stored_at<index_of<C>()>(values_); }

  constexpr tuple_type tuple() const {
    return [this]<std::size_t... I>(std::index_sequence<I...>) {
      return tuple_type(detail::stored_at<I>(values_)...);
    }(std::make_index_sequence<size>{});
  }

  friend constexpr bool operator==(const key_values&, const key_values&) = default;

 private:
  friend struct detail::key_values_access;

  template <std::size_t... I>
  constexpr key_values(const tuple_type& values, std::index_sequence<I...>)
      : values_(std::in_place, std::get<I>(values)...) {}

  template <class C>
  static constexpr std::size_t index_of() {
    constexpr std::size_t i = layout::template stored_index<C>;
    static_assert(i < size, "rowkey: this key does not store that column");
    return i;
  }

  typename layout::stored_values values_;
};

namespace detail {
// The storage that decode fills. (Always inlined, as detail/bytes.hpp's
// helpers are.)
struct key_values_access {
  template <class K>
  [[gnu::always_inline]] static constexpr typename layout<K>::stored_values& stored(key_values<K>& v) noexcept {
    return v.values_;
  }
  template <class K>
  [[gnu::always_inline]] static constexpr const typename layout<K>::stored_values& stored(
      const key_values<K>& v) noexcept {
    return v.values_;
  }
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
