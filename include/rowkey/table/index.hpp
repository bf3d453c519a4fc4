// The DSL word for an index table: a name, the table it indexes and its own
// key, another projection of the same record (the guide's section 5: a
// buyer's orders and a seller's orders beside the orders by number).
//
//   struct OrdersByBuyer : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, Ts, OrderNo>> {};
//
// An index key holds every column of the primary key (design rule 6), so
// that each record has its own index entry, which names its primary row.
// rowkey::Unique relaxes the rule visibly: the index's key alone identifies
// a record, and a second record with the same index values is refused.
//
//   struct UsersByEmail : rowkey::Index<"users_by_email", Users, rowkey::Key<Email>, rowkey::Unique> {};
#ifndef ROWKEY_TABLE_INDEX_HPP
#define ROWKEY_TABLE_INDEX_HPP

#include <rowkey/dsl/detail/policy_marker.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/table/table.hpp>

#include <concepts>
#include <string_view>
#include <type_traits>

namespace rowkey {

// Index policy: the index's key identifies a record on its own; writes that
// would give two records one index entry fail with table_errc::unique_violation.
struct Unique : detail::index_policy_marker {};

namespace detail {
struct index_marker {};
template <class P>
concept index_policy = std::same_as<P, Unique>;
}  // namespace detail

template <column_name Name, class OfTable, key_declaration IndexKey, class... Policies>
struct Index : detail::index_marker {
  static_assert((detail::index_policy<Policies> && ...),
                "rowkey: an Index's arguments after its key are policies: rowkey::Unique");
  static constexpr std::string_view name = Name.view();
  using table = OfTable;
  using key = IndexKey;
  static constexpr bool unique = (std::same_as<Policies, Unique> || ...);
};

// Satisfied by an index declared with rowkey::Index.
template <class I>
concept index_declaration = std::derived_from<I, detail::index_marker> && requires {
  typename I::table;
  typename I::key;
  { I::name } -> std::convertible_to<std::string_view>;
  { I::unique } -> std::convertible_to<bool>;
};

namespace detail {
// Whether I is an index declared rowkey::Unique (false for anything else).
template <class I>
inline constexpr bool unique_index = false;
template <index_declaration I>
inline constexpr bool unique_index<I> = I::unique;
}  // namespace detail

}  // namespace rowkey

#endif
