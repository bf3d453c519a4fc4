// What the compiler checks when a table and its indexes are used together
// (rowkey::attach, encode_record): every mistake is one compile error whose
// first line says what is wrong, where, and the fix (docs/rules.md):
//
//   declaration mistakes ("rowkey table `orders`: ..."):
//     the record is not adapted for Hana, or not default-constructible and
//     copyable; a key column has no field of its name in the record, or a
//     field of another type; a field the row value cannot store; an index of
//     another table; a table or index without a name; two tables of one name
//   design rule 6 ("rowkey rule 6: ..."):
//     an index key holds every column of the primary key, unless the index
//     is declared rowkey::Unique
//
// Each is also a concept, to ask without an error:
//
//   static_assert(rowkey::rules::sound_table<Orders, OrdersByBuyer>);
#ifndef ROWKEY_TABLE_CHECKS_HPP
#define ROWKEY_TABLE_CHECKS_HPP

#include <rowkey/key/detail/layout.hpp>
#include <rowkey/rules/concepts.hpp>
#include <rowkey/rules/diagnostic.hpp>
#include <rowkey/rules/violation.hpp>
#include <rowkey/table/detail/field_codec.hpp>
#include <rowkey/table/detail/type_name.hpp>
#include <rowkey/table/index.hpp>
#include <rowkey/table/record.hpp>
#include <rowkey/table/table.hpp>

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

namespace rowkey {

namespace detail {

using rules::problem;
using rules::violation;

// The subjects of the table checks: a table with the indexes attached to it.
// Declaration mistakes come first; rule 6 is checked only on a table declared
// without them, so that one mistake gives one error.
template <class T, class... Is>
struct table_declaration_subject {};
template <class T, class... Is>
struct index_rule_subject {};

template <class T>
constexpr std::string_view name_of() {
  if constexpr (requires { T::name; }) {
    return T::name;
  } else {
    return type_name_of<T>;
  }
}

template <class T>
constexpr violation blank() {
  violation v;
  v.table = name_of<T>();
  v.record = type_name_of<typename T::record>;
  return v;
}

// Stored column `Position` C of the key of Owner (the table, or its index
// number OwnerPosition) and record R.
template <class T, class Owner, std::size_t OwnerPosition, std::size_t Position, class C>
constexpr violation check_column() {
  using R = typename T::record;
  using B = column_binding<R, C>;
  violation v = blank<T>();
  v.column = C::name;
  v.index = name_of<Owner>();
  v.owner = OwnerPosition;
  v.part = Position;
  if constexpr (!B::has_field) {
    v.what = problem::column_without_field;
  } else if constexpr (!B::bound) {
    v.what = problem::field_type_mismatch;
    v.field_type = type_name_of<field_type<R, B::index>>;
    v.column_type = type_name_of<typename C::value_type>;
  } else {
    return {};
  }
  return v;
}

template <class T, class Owner, std::size_t OwnerPosition>
constexpr violation check_key_columns() {
  using L = layout<typename Owner::key>;
  return []<std::size_t... I>(std::index_sequence<I...>) {
    violation v{};
    ((v ? void() : void(v = check_column<T, Owner, OwnerPosition, I, typename L::template stored_column<I>>())), ...);
    return v;
  }(std::make_index_sequence<L::stored_count>{});
}

// Which fields of R the primary key K holds (the others are the row value).
template <class R, class K>
constexpr auto fields_in_key() {
  std::array<bool, record_fields<R>::count> in_key{};
  using L = layout<K>;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((void)[&] {
      constexpr std::size_t f = field_index<R>(L::template stored_column<I>::name);
      if constexpr (f != no_field) in_key[f] = true;
    }(), ...);
  }(std::make_index_sequence<L::stored_count>{});
  return in_key;
}

template <class R, std::size_t I>
constexpr bool storable_field_at() {
  return storable_field<field_type<R, I>>;
}

// The positions of the fields the row value holds: those the primary key does
// not, that the format can store (a field it cannot is reported, and left out
// so that nothing else fails).
template <class T>
struct value_field_positions {
  using R = typename T::record;
  static constexpr auto in_key = fields_in_key<R, typename T::key>();
  static constexpr std::size_t count = [] {
    std::size_t n = 0;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((n += !in_key[I] && storable_field_at<R, I>()), ...);
    }(std::make_index_sequence<record_fields<R>::count>{});
    return n;
  }();
  static constexpr auto positions = [] {
    std::array<std::size_t, count> p{};
    std::size_t n = 0;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((!in_key[I] && storable_field_at<R, I>() ? void(p[n++] = I) : void()), ...);
    }(std::make_index_sequence<record_fields<R>::count>{});
    return p;
  }();
  template <std::size_t... I>
  static auto sequence(std::index_sequence<I...>) -> std::index_sequence<positions[I]...>;
  using type = decltype(sequence(std::make_index_sequence<count>{}));
};

template <class T>
constexpr violation check_value_fields() {
  using R = typename T::record;
  constexpr auto in_key = fields_in_key<R, typename T::key>();
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    violation v{};
    ((v || in_key[I] || storable_field_at<R, I>()
          ? void()
          : void([&] {
              v = blank<T>();
              v.what = problem::field_not_storable;
              v.column = record_fields<R>::names[I];
              v.field_type = type_name_of<field_type<R, I>>;
              v.figure = I;
            }())),
     ...);
    return v;
  }(std::make_index_sequence<record_fields<R>::count>{});
}

// For a table whose other arguments are all indexes of it: every name once,
// every key column bound to a field of its type, every other field storable.
template <class T, class... Is>
constexpr violation check_indexed_table() {
  constexpr std::array<std::string_view, sizeof...(Is) + 1> names{T::name, name_of<Is>()...};
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i].empty()) {
      violation v = blank<T>();
      v.what = problem::name_empty;
      v.owner = i;
      return v;
    }
  }
  for (std::size_t i = 0; i < names.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) {
      if (names[i] == names[j]) {
        violation v = blank<T>();
        v.what = problem::name_used_twice;
        v.index = names[i];
        return v;
      }
    }
  }
  violation v = check_key_columns<T, T, 0>();
  [&]<std::size_t... P>(std::index_sequence<P...>) {
    ((v ? void() : void(v = check_key_columns<T, Is, P + 1>())), ...);
  }(std::index_sequence_for<Is...>{});
  if (v) return v;
  return check_value_fields<T>();
}

template <class T, class... Is>
constexpr violation check_declaration() {
  using R = typename T::record;
  if constexpr (!adapted_record<R>) {
    violation v = blank<T>();
    v.what = boost::hana::Struct<R>::value ? problem::record_not_default_constructible_and_copyable
                                           : problem::record_not_adapted;
    return v;
  } else {
    violation v{};
    std::size_t position = 0;
    // Every argument after the table is an index of this table.
    ((v ? void() : [&] {
      ++position;
      if constexpr (!index_declaration<Is>) {
        v = blank<T>();
        v.what = problem::not_an_index;
        v.figure = position;
      } else if constexpr (!std::is_same_v<typename Is::table, T>) {
        v = blank<T>();
        v.what = problem::index_of_another_table;
        v.owner = position;
        v.index = Is::name;
        v.detail = name_of<typename Is::table>();
      }
    }()), ...);
    if (v) return v;
    if constexpr ((index_declaration<Is> && ...)) {
      v = check_indexed_table<T, Is...>();
      // Last, so that a field the row value cannot store (a C array, which
      // the count takes for one field per element) is reported as such.
      if (v || aggregate_field_count<R>() <= record_fields<R>::count) return v;
      v = blank<T>();
      v.what = problem::record_field_not_adapted;
      v.figure = aggregate_field_count<R>();
      v.limit = record_fields<R>::count;
      return v;
    } else {
      return v;
    }
  }
}

// Rule 6, for one index: it holds every column of the primary key.
template <class T, class I, std::size_t OwnerPosition>
constexpr violation check_covers_primary_key() {
  if constexpr (I::unique) {
    return {};
  } else {
    using P = layout<typename T::key>;
    using L = layout<typename I::key>;
    return []<std::size_t... C>(std::index_sequence<C...>) {
      violation v{};
      ((v || L::template stored_index<typename P::template stored_column<C>> < L::stored_count
            ? void()
            : void([&] {
                v = blank<T>();
                v.what = problem::index_lacks_primary_column;
                v.index = I::name;
                v.column = P::template stored_column<C>::name;
                v.owner = OwnerPosition;
                v.part = C;
              }())),
       ...);
      return v;
    }(std::make_index_sequence<P::stored_count>{});
  }
}

template <class T, class... Is>
constexpr violation check_rule_6() {
  if constexpr (check_declaration<T, Is...>()) {
    return {};  // reported as a declaration mistake
  } else if constexpr (!(rules::sound_key<typename Is::key> && ...)) {
    return {};  // an index key that breaks a rule is its rule's one error (attach reports it)
  } else {
    violation v{};
    [&]<std::size_t... P>(std::index_sequence<P...>) {
      ((v ? void() : void(v = check_covers_primary_key<T, Is, P + 1>())), ...);
    }(std::index_sequence_for<Is...>{});
    return v;
  }
}

}  // namespace detail

namespace rules {

// Table T and indexes Is... are declared without mistakes (a record adapted
// for Hana, default-constructible and copyable, key columns bound to fields
// of their types, storable fields, indexes of T, names not empty and
// distinct).
template <class T, class... Is>
concept declared_table = table_declaration<T> && !rowkey::detail::check_declaration<T, Is...>();

// Rule 6: every index holds every column of T's primary key, or is Unique.
template <class T, class... Is>
concept indexes_cover_primary_key = declared_table<T, Is...> && !rowkey::detail::check_rule_6<T, Is...>();

// Both, and every key sound (rules 1 to 5 and 7).
template <class T, class... Is>
concept sound_table = indexes_cover_primary_key<T, Is...> && sound_key<typename T::key> &&
                      (sound_key<typename Is::key> && ...);

namespace detail {
template <class T, class... Is>
inline constexpr violation violation_for<rowkey::detail::table_declaration_subject<T, Is...>> =
    rowkey::detail::check_declaration<T, Is...>();
template <class T, class... Is>
inline constexpr violation violation_for<rowkey::detail::index_rule_subject<T, Is...>> =
    rowkey::detail::check_rule_6<T, Is...>();
}  // namespace detail

// ---- What each table check requires, as a compile error names it ----------
// Only ever instantiated false. Table is the table, Owner the table or the
// index whose key is at fault.
template <class Table, class Record>
inline constexpr bool record_is_adapted = false;
template <class Table, class Record>
inline constexpr bool record_is_default_constructible_and_copyable = false;
template <class Table, class Record, std::size_t Fields, std::size_t Adapted>
inline constexpr bool record_adapts_every_field = false;
template <class Table, class Owner, class Column, class Record>
inline constexpr bool key_column_names_a_field = false;
template <class Table, class Owner, class Column, class FieldType>
inline constexpr bool field_type_fits_column = false;
template <class Table, class Record, std::size_t FieldPosition, class FieldType>
inline constexpr bool field_is_storable = false;
template <class Table, class Index>
inline constexpr bool index_belongs_to_table = false;
template <class Table, class Argument>
inline constexpr bool argument_is_an_index = false;
template <class Table, class Index>
inline constexpr bool table_comes_before_its_index = false;  // attach<Index>(store)
template <class Table, class Named>
inline constexpr bool table_name_is_not_empty = false;
template <class Table, class... Indexes>
inline constexpr bool table_names_are_distinct = false;
template <class Table, class Index, class PrimaryKeyColumn>
inline constexpr bool index_holds_primary_key_column = false;  // rule 6

namespace detail {

template <class Subject>
struct table_subject_parts;
template <class T, class... Is>
struct table_subject_parts<rowkey::detail::table_declaration_subject<T, Is...>> {
  using table = T;
  using record = typename T::record;
  using all = type_list<T, Is...>;
};
template <class T, class... Is>
struct table_subject_parts<rowkey::detail::index_rule_subject<T, Is...>>
    : table_subject_parts<rowkey::detail::table_declaration_subject<T, Is...>> {};

template <class Subject>
using table_of = typename table_subject_parts<Subject>::table;
template <class Subject>
using record_of = typename table_subject_parts<Subject>::record;
// The table (position 0) or index its violation names.
template <class Subject>
using owner_at_fault = typename nth<violation_for<Subject>.owner, typename table_subject_parts<Subject>::all>::type;
// The stored column at fault in the key of the owner at fault.
template <class Subject>
using column_at_fault =
    typename rowkey::detail::layout<typename owner_at_fault<Subject>::key>::template stored_column<violation_for<Subject>.part>;

template <class S, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<S, problem::record_not_adapted, Figure, Limit, Low> {
  static_assert(record_is_adapted<table_of<S>, record_of<S>>,
                "rowkey table: the record is not adapted for rowkey; add BOOST_HANA_ADAPT_STRUCT(Record, its "
                "fields...) after it, or declare its fields with BOOST_HANA_DEFINE_STRUCT (docs/rules.md, "
                "table declarations)");
};
template <class S, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<S, problem::record_not_default_constructible_and_copyable, Figure, Limit, Low> {
  static_assert(record_is_default_constructible_and_copyable<table_of<S>, record_of<S>>,
                "rowkey table: the record is not default-constructible and copyable; give it a default "
                "constructor (or none of its own) and copy operations: a field a stored row lacks keeps its "
                "default, and get and the scans return records by value (docs/rules.md, table declarations)");
};
template <class S, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<S, problem::record_field_not_adapted, Figure, Limit, Low> {
  static_assert(record_adapts_every_field<table_of<S>, record_of<S>, Figure, Limit>,
                "rowkey table: the record has more fields than its adaptation names (the two figures here); a "
                "field left out is neither stored nor read back: name every field in BOOST_HANA_ADAPT_STRUCT "
                "(docs/rules.md, table declarations)");
};
template <class S, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<S, problem::column_without_field, Figure, Limit, Low> {
  static_assert(key_column_names_a_field<table_of<S>, owner_at_fault<S>, column_at_fault<S>, record_of<S>>,
                "rowkey table: a key column has no field of its name in the record; name the column after a "
                "field of the record, or add the field (docs/rules.md, table declarations)");
};
template <class S, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<S, problem::field_type_mismatch, Figure, Limit, Low> {
  using column = column_at_fault<S>;
  using field = rowkey::detail::field_type<record_of<S>, rowkey::detail::column_binding<record_of<S>, column>::index>;
  static_assert(field_type_fits_column<table_of<S>, column, field, typename column::value_type>,
                "rowkey table: the record's field of the column's name has a type the column cannot take; "
                "declare the field as the column's value type (the last type named here), or std::string for a "
                "string column (docs/rules.md, table declarations)");
};
template <class S, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<S, problem::field_not_storable, Figure, Limit, Low> {
  static_assert(field_is_storable<table_of<S>, record_of<S>, Figure, rowkey::detail::field_type<record_of<S>, Figure>>,
                "rowkey table: a field outside the primary key has a type the row value cannot store; use an "
                "integer, bool, enum, float, double, std::chrono duration or time point, std::string, "
                "bounded_string, padded_string, bounded_bytes or std::array of bytes (docs/rules.md, table "
                "declarations)");
};
template <class S, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<S, problem::index_of_another_table, Figure, Limit, Low> {
  static_assert(index_belongs_to_table<table_of<S>, owner_at_fault<S>>,
                "rowkey table: the index indexes another table; attach it with the table it indexes "
                "(docs/rules.md, table declarations)");
};
template <class T, class... Is, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<rowkey::detail::table_declaration_subject<T, Is...>, problem::not_an_index, Figure, Limit, Low> {
  using S = rowkey::detail::table_declaration_subject<T, Is...>;
  static_assert(argument_is_an_index<T, typename nth<violation_for<S>.figure, type_list<T, Is...>>::type>,
                "rowkey table: an argument after the table is not an index; declare indexes as "
                "rowkey::Index<Name, Table, rowkey::Key<...>> (docs/rules.md, table declarations)");
};
template <class T, class... Is, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<rowkey::detail::table_declaration_subject<T, Is...>, problem::name_empty, Figure, Limit, Low> {
  using S = rowkey::detail::table_declaration_subject<T, Is...>;
  static_assert(table_name_is_not_empty<T, typename nth<violation_for<S>.owner, type_list<T, Is...>>::type>,
                "rowkey table: the table or index named here has an empty name; name it: the name is its column "
                "family (RocksDB) or key prefix (etcd) in the store, and what its errors say (docs/rules.md, "
                "table declarations)");
};
template <class T, class... Is, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<rowkey::detail::table_declaration_subject<T, Is...>, problem::name_used_twice, Figure, Limit, Low> {
  static_assert(table_names_are_distinct<T, Is...>,
                "rowkey table: two of the table and its indexes have one name; give each its own "
                "(docs/rules.md, table declarations)");
};
template <class S, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<S, problem::index_lacks_primary_column, Figure, Limit, Low> {
  using column = typename rowkey::detail::layout<typename table_of<S>::key>::template stored_column<violation_for<S>.part>;
  static_assert(index_holds_primary_key_column<table_of<S>, owner_at_fault<S>, column>,
                "rowkey rule 6: the index lacks a column of the primary key, so two records with equal index "
                "values would share one index entry; add the column to the index key, or declare the index "
                "with rowkey::Unique to refuse such records (docs/rules.md, rule 6)");
};

}  // namespace detail
}  // namespace rules

}  // namespace rowkey

#endif
