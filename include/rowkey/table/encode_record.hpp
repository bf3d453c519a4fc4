// A record's bytes for a table and its indexes: the primary key, every index
// key and the row value, from the one declaration.
//
//   std::string value;
//   auto keys = rowkey::encode_record<Orders, OrdersByBuyer, OrdersBySeller>(order, value);
//   if (!keys) log(keys.error().message());     // which field, and why
//   keys->primary                                 // encoded_key<Orders::key>
//   keys->index<OrdersByBuyer>()                  // encoded_key<OrdersByBuyer::key>
//
// Keys are written into their inline buffers (no allocation); the row value
// replaces `value` (whose capacity a caller reuses). Every field is checked
// before anything is written: a string longer than its column allows, or an
// enum outside its range, is a table_error naming the field.
#ifndef ROWKEY_TABLE_ENCODE_RECORD_HPP
#define ROWKEY_TABLE_ENCODE_RECORD_HPP

#include <rowkey/key/detail/layout.hpp>
#include <rowkey/key/detail/part_io.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/table/checks.hpp>
#include <rowkey/table/index.hpp>
#include <rowkey/table/record.hpp>
#include <rowkey/table/row_value.hpp>
#include <rowkey/table/table.hpp>
#include <rowkey/table/table_error.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

namespace rowkey {

namespace detail {

template <class R, class Positions>
struct row_codec_at;
template <class R, std::size_t... Fields>
struct row_codec_at<R, std::index_sequence<Fields...>> {
  using type = row_codec<R, Fields...>;
};

// The key an argument after the table contributes: an index's own key. (An
// argument that is not an index is reported by the checks; it stands for the
// primary key here, so that nothing else fails.)
template <class T, class I>
struct index_key {
  using type = typename T::key;
};
template <class T, index_declaration I>
struct index_key<T, I> {
  using type = typename I::key;
};
template <class T, class I>
using index_key_t = typename index_key<T, I>::type;

// What a table and its indexes mean together, worked out once.
template <class T, class... Is>
struct table_layout {
  // Every use of a table passes here: its one compile error, if it has one
  // (rowkey/table/checks.hpp), unless attach reported it already.
  static_assert(sizeof(rules::detail::rejected_key<table_declaration_subject<T, Is...>>) != 0);
  static_assert(sizeof(rules::detail::rejected_key<index_rule_subject<T, Is...>>) != 0);
  using record = typename T::record;
  using primary_key = typename T::key;
  using row = typename row_codec_at<record, typename value_field_positions<T>::type>::type;
  static constexpr std::size_t index_count = sizeof...(Is);
  template <std::size_t I>
  using index = std::tuple_element_t<I, std::tuple<Is...>>;
};

// encode's getter over a record: stored column i of K reads its field.
template <class K, class R>
constexpr auto field_getter(const R& record) noexcept {
  return [&record](auto i) {
    using C = typename layout<K>::template stored_column<decltype(i)::value>;
    return column_binding<R, C>::argument(record);
  };
}

// Writes key K of a record into `key`; false, with `error` saying which
// field it refused, when it cannot.
template <class K, class R>
[[gnu::always_inline]] inline bool encode_key_of(const R& record, encoded_key<K>& key, std::string_view owner,
                                                 failure& error) {
  const auto get = detail::field_getter<K>(record);
  if (const encode_error e = name_column(detail::check_shape_arguments<shape_of<K>>(get), column_names<K>);
      e.code != encode_errc::ok) [[unlikely]] {
    table_error& t = error.set();
    t.code = table_errc::invalid_value;
    t.table = owner;
    t.field = e.column;
    t.encode = e.code;
    return false;
  }
  key.set_size(static_cast<std::size_t>(detail::shape_write_parts<shape_of<K>>(key.storage(), get) - key.storage()));
  return true;
}

}  // namespace detail

namespace detail {

// One index key of record_keys, in place (a std::tuple would copy unwritten
// buffers into itself).
template <std::size_t I, class K>
struct key_slot {
  encoded_key<K> key;
  key_slot() = default;
  explicit key_slot(for_overwrite_t) noexcept : key(for_overwrite) {}
};
template <class Positions, class... Keys>
struct key_slots;
template <std::size_t... I, class... Keys>
struct key_slots<std::index_sequence<I...>, Keys...> : key_slot<I, Keys>... {
  key_slots() = default;
  explicit key_slots(for_overwrite_t) noexcept : key_slot<I, Keys>(for_overwrite)... {}
};

}  // namespace detail

// The keys of one record: its primary key and one key per index, in the
// order the indexes were named.
template <table_declaration T, class... Is>
struct record_keys {
  encoded_key<typename T::key> primary;

  record_keys() = default;
  // For encode_record, which writes every key (detail/for_overwrite.hpp).
  explicit record_keys(detail::for_overwrite_t) noexcept : primary(detail::for_overwrite), slots_(detail::for_overwrite) {}

  // The key of index I (an index type, or its position).
  template <class I>
  const auto& index() const noexcept {
    return index<index_position<I>()>();
  }
  template <std::size_t N>
  const auto& index() const noexcept {
    return static_cast<const detail::key_slot<N, detail::index_key_t<T, std::tuple_element_t<N, std::tuple<Is...>>>>&>(
               slots_)
        .key;
  }
  template <std::size_t N>
  auto& index() noexcept {
    return static_cast<detail::key_slot<N, detail::index_key_t<T, std::tuple_element_t<N, std::tuple<Is...>>>>&>(slots_)
        .key;
  }

 private:
  template <class I>
  static constexpr std::size_t index_position() {
    constexpr std::size_t n = [] {
      std::size_t i = 0;
      (void)((std::is_same_v<I, Is> ? false : (++i, true)) && ...);
      return i;
    }();
    static_assert(n < sizeof...(Is), "rowkey: record_keys::index<I>: I is not one of the record's indexes");
    return n;
  }

  detail::key_slots<std::index_sequence_for<Is...>, detail::index_key_t<T, Is>...> slots_;
};

namespace detail {

// The keys of a record and its row value; the value only when the keys
// encode. False, with `error` set, when a field is refused.
template <class T, class... Is>
[[gnu::always_inline]] inline bool encode_record_into(const typename T::record& record, record_keys<T, Is...>& keys,
                                                      std::string* value, failure& error) {
  using L = table_layout<T, Is...>;
  if (!detail::encode_key_of<typename T::key>(record, keys.primary, T::name, error)) [[unlikely]] return false;
  const bool indexes = [&]<std::size_t... I>(std::index_sequence<I...>) {
    return (detail::encode_key_of<index_key_t<T, typename L::template index<I>>>(record, keys.template index<I>(),
                                                                       name_of<typename L::template index<I>>(), error) &&
            ...);
  }(std::index_sequence_for<Is...>{});
  if (!indexes) [[unlikely]] return false;
  if (value != nullptr) {
    if (const encode_error e = L::row::check(record); e.code != encode_errc::ok) [[unlikely]] {
      table_error& t = error.set();
      t.code = table_errc::invalid_value;
      t.table = T::name;
      t.field = e.column;
      t.encode = e.code;
      return false;
    }
    L::row::write(record, *value);
  }
  return true;
}

template <class T, class... Is>
table_error encode_record_or_error(const typename T::record& record, record_keys<T, Is...>& keys, std::string* value) {
  failure error;
  detail::encode_record_into<T, Is...>(record, keys, value, error);
  return error.take();
}

}  // namespace detail

// The record's primary key and index keys, and its row value into `value`.
template <table_declaration T, class... Is>
table_result<record_keys<T, Is...>> encode_record(const typename T::record& record, std::string& value) {
  return table_result<record_keys<T, Is...>>(std::in_place, [&](record_keys<T, Is...>& keys) {
    return detail::encode_record_or_error<T, Is...>(record, keys, &value);
  });
}

// The keys alone.
template <table_declaration T, class... Is>
table_result<record_keys<T, Is...>> encode_record_keys(const typename T::record& record) {
  return table_result<record_keys<T, Is...>>(std::in_place, [&](record_keys<T, Is...>& keys) {
    return detail::encode_record_or_error<T, Is...>(record, keys, nullptr);
  });
}

}  // namespace rowkey

#endif
