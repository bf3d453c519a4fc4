// Between stored bytes and records, for the table layer: a record from its
// primary row, the primary key an index entry names, and errors worded as
// table errors.
#ifndef ROWKEY_TABLE_DETAIL_ROW_IO_HPP
#define ROWKEY_TABLE_DETAIL_ROW_IO_HPP

#include <rowkey/decode.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/key/detail/part_io.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/key_values.hpp>
#include <rowkey/table/encode_record.hpp>
#include <rowkey/table/record.hpp>
#include <rowkey/table/store.hpp>
#include <rowkey/table/table_error.hpp>

#include <cstddef>
#include <string_view>
#include <utility>

namespace rowkey::detail {

// The helpers below are function templates (`template <class = void>`),
// not plain inline functions: a translation unit that includes rowkey.hpp
// and never calls one does not compile it (bench/compile_instructions_check.sh
// counts what the header costs).
template <class = void>
inline table_error store_failure(std::string_view table, store_error e) {
  table_error error;
  error.code = e.code == store_errc::conflict ? table_errc::conflict : table_errc::store_failure;
  error.table = table;
  error.store = std::move(e);
  return error;
}

template <class = void>
inline table_error corrupt_key(std::string_view table, const decode_error& e) {
  table_error error;
  error.code = table_errc::corrupt_row;
  error.table = table;
  error.field = e.column;
  error.decode = e.code;
  error.offset = e.offset;
  return error;
}

template <class = void>
inline table_error corrupt_value(std::string_view table, const value_error& e) {
  table_error error;
  error.code = table_errc::corrupt_row;
  error.table = table;
  error.field = e.field;
  error.value = e.code;
  error.offset = e.offset;
  return error;
}

template <class = void>
inline table_error invalid_argument(std::string_view table, const encode_error& e) {
  table_error error;
  error.code = table_errc::invalid_value;
  error.table = table;
  error.field = e.column;
  error.encode = e.code;
  return error;
}

// Sets the fields of R that key K's stored columns bind to.
template <class K, class R>
void assign_key_fields(const key_values<K>& values, R& record) {
  using L = layout<K>;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (column_binding<R, typename L::template stored_column<I>>::assign(record, values.template get<I>()), ...);
  }(std::make_index_sequence<L::stored_count>{});
}

// Where the internals put an error: a table_error, or a failure (built only then).
template <class = void>
inline void report(table_error& to, table_error e) { to = std::move(e); }
template <class = void>
inline void report(failure& to, table_error e) { to.set(std::move(e)); }

// A record from its primary row: the key's columns, then the row value.
// False, with the error reported, when the row does not decode.
template <class T, class Row, class Sink>
bool read_primary_row(std::string_view key, std::string_view value, typename T::record& record,
                      key_values<typename T::key>& scratch, Sink& error) {
  if (const decode_error e = rowkey::decode_into<typename T::key>(key, scratch);
      e.code != decode_errc::ok) [[unlikely]] {
    report(error, corrupt_key(T::name, e));
    return false;
  }
  detail::assign_key_fields(scratch, record);
  if (const value_error e = Row::read(value, record); e.code != value_errc::ok) [[unlikely]] {
    report(error, corrupt_value(T::name, e));
    return false;
  }
  return true;
}

// The primary key an index entry's key names: each primary key column read
// from the index key's values (rule 6 puts them all there).
template <class PrimaryKey, class IndexKey>
encoded_key<PrimaryKey> primary_key_of(const key_values<IndexKey>& values) noexcept {
  using I = layout<IndexKey>;
  const auto get = [&values](auto i) {
    using C = typename layout<PrimaryKey>::template stored_column<decltype(i)::value>;
    constexpr std::size_t at = I::template stored_index<C>;
    return value_codec<typename C::value_type>::argument(values.template get<at>());
  };
  encoded_key<PrimaryKey> key(for_overwrite);
  key.set_size(
      static_cast<std::size_t>(detail::shape_write_parts<shape_of<PrimaryKey>>(key.storage(), get) - key.storage()));
  return key;
}

}  // namespace rowkey::detail

#endif
