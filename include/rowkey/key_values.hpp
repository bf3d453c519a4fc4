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

#include <rowkey/detail/layout.hpp>
#include <rowkey/dsl/key.hpp>

#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>

namespace rowkey {

template <key_declaration K>
class key_values {
  using layout = detail::layout<K>;

 public:
  using tuple_type = typename layout::value_tuple;
  static constexpr std::size_t size = layout::stored_count;

  // User-provided, so that value-initialization (a result's, say) does not
  // first clear every byte of the strings' room.
  constexpr key_values() noexcept {}
  constexpr explicit key_values(tuple_type values) : values_(std::move(values)) {}

  template <std::size_t I>
  constexpr auto& get() & noexcept { return std::get<I>(values_); }
  template <std::size_t I>
  constexpr const auto& get() const& noexcept { return std::get<I>(values_); }
  template <std::size_t I>
  constexpr auto&& get() && noexcept { return std::get<I>(std::move(values_)); }

  template <declared_column C>
  constexpr auto& get() & noexcept { return std::get<index_of<C>()>(values_); }
  template <declared_column C>
  constexpr const auto& get() const& noexcept { return std::get<index_of<C>()>(values_); }

  constexpr const tuple_type& tuple() const noexcept { return values_; }
  constexpr tuple_type& tuple() noexcept { return values_; }

  friend constexpr bool operator==(const key_values&, const key_values&) = default;

 private:
  template <class C>
  static constexpr std::size_t index_of() {
    constexpr std::size_t i = layout::template stored_index<C>;
    static_assert(i < size, "rowkey: this key does not store that column");
    return i;
  }

  tuple_type values_{};
};

}  // namespace rowkey

template <class K>
struct std::tuple_size<rowkey::key_values<K>> : std::integral_constant<std::size_t, rowkey::key_values<K>::size> {};
template <std::size_t I, class K>
struct std::tuple_element<I, rowkey::key_values<K>> : std::tuple_element<I, typename rowkey::key_values<K>::tuple_type> {};

#endif
