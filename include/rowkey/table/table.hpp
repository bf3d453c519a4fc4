// The DSL word for a table: a name, the record it stores and its primary key,
// a Key<...> over the record's fields.
//
//   struct Orders : rowkey::Table<"orders", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>> {};
//
// Declared as a struct (or an alias), the user's own name is what diagnostics
// show. A table stores each record once, under its primary key; the record's
// other fields are the row's value (rowkey/table/row_value.hpp). Its indexes
// are declared with rowkey::Index, and rowkey::attach maintains them.
#ifndef ROWKEY_TABLE_TABLE_HPP
#define ROWKEY_TABLE_TABLE_HPP

#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>

#include <concepts>
#include <string_view>

namespace rowkey {

namespace detail {
struct table_marker {};
}  // namespace detail

template <column_name Name, class Record, key_declaration PrimaryKey>
struct Table : detail::table_marker {
  static constexpr std::string_view name = Name.view();
  using record = Record;
  using key = PrimaryKey;
};

// Satisfied by a table declared with rowkey::Table.
template <class T>
concept table_declaration = std::derived_from<T, detail::table_marker> && requires {
  typename T::record;
  typename T::key;
  { T::name } -> std::convertible_to<std::string_view>;
};

}  // namespace rowkey

#endif
