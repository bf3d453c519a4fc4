// A table's or an index's declaration as it is stored with the data: one
// line per fact, readable, so that attach can compare the declaration the
// code was compiled with against the one the data was written with, and say
// what differs ("part 1 'ts' order: stored desc, declared asc").
//
//   rowkey declaration 1
//   index 'orders_by_buyer' of table 'orders'
//   unique: no
//   key format: rowkey
//   key subspace: none
//   key parts: 3
//   part 1 'ts' order: desc
//   part 1 'ts' type: sys_time<int64, ms>
//   part 1 'ts' width: 8 bytes
//   ...
//   value fields: 11                      (tables only)
//   field 0 'buyer_id' type: 2
//
// Stored under the table's or index's name in the store's table
// rowkey::declarations_table ("rowkey.declarations"), which
// rowkey::table_names lists with the others (docs/tables.md, section 6).
#ifndef ROWKEY_TABLE_DECLARATION_HPP
#define ROWKEY_TABLE_DECLARATION_HPP

#include <rowkey/key/detail/layout.hpp>
#include <rowkey/print/describe.hpp>
#include <rowkey/print/detail/format_value.hpp>
#include <rowkey/table/encode_record.hpp>
#include <rowkey/table/detail/row_io.hpp>
#include <rowkey/table/index.hpp>
#include <rowkey/table/index_state.hpp>
#include <rowkey/table/store.hpp>
#include <rowkey/table/table.hpp>
#include <rowkey/table/table_error.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace rowkey {

// The store table that holds each table's and index's declaration.
inline constexpr std::string_view declarations_table = "rowkey.declarations";

namespace detail {

template <class K>
void add_key_lines(std::string& out) {
  using L = layout<K>;
  const auto line = [&](const std::string& text) {
    out += text;
    out += '\n';
  };
  line("key format: " + std::string(L::format::name));
  line("key subspace: " + (L::subspace.empty() ? std::string("none") : to_hex(L::subspace)));
  line("key parts: " + std::to_string(L::part_count));
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (
        [&] {
          using P = typename L::template part_traits<I>;
          const std::string part = "part " + std::to_string(I) + " '" + std::string(P::column::name) + "' ";
          if constexpr (requires { P::modifier; }) line(part + "modifier: " + std::string(P::modifier));
          if constexpr (P::kind == part_kind::stored) {
            line(part + "order: " + (P::order == direction::ascending ? "asc" : "desc"));
            line(part + "type: " + type_name<std::remove_cvref_t<typename P::column::value_type>>());
          }
          line(part + "width: " + width_text<P>());
        }(),
        ...);
  }(std::make_index_sequence<L::part_count>{});
}

// The stored form of table T's declaration (Of = T) or of its index Of.
template <class T, class Of>
std::string declaration_text() {
  std::string out = "rowkey declaration 1\n";
  if constexpr (std::is_same_v<Of, T>) {
    out += "table '" + std::string(T::name) + "'\n";
  } else {
    out += "index '" + std::string(Of::name) + "' of table '" + std::string(T::name) + "'\n";
    out += std::string("unique: ") + (unique_index<Of> ? "yes" : "no") + "\n";
  }
  add_key_lines<typename Of::key>(out);
  if constexpr (std::is_same_v<Of, T>) {
    using row = typename table_layout<T>::row;
    out += "value fields: " + std::to_string(row::count) + "\n";
    for (std::size_t i = 0; i < row::count; ++i) {
      out += "field " + std::to_string(i) + " '" + std::string(row::names[i]) +
             "' type: " + std::to_string(row::types[i]) + "\n";
    }
  }
  return out;
}

// How a stored declaration compares with the declared one.
struct declaration_comparison {
  bool compatible = true;
  bool same = true;
  std::string difference;  // when not compatible: the first fact that differs
};

// The helpers below are function templates (`template <class = void>`),
// not plain inline functions: a translation unit that includes rowkey.hpp
// and never calls one does not compile it (bench/compile_instructions_check.sh
// counts what the header costs).
template <class = void>
inline std::vector<std::string_view> declaration_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    lines.push_back(text.substr(0, end));
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
  }
  return lines;
}

// Compatible: the same facts, or a table's with value fields added after
// the stored ones. Otherwise the first difference: "part 1 'ts' order:
// stored desc, declared asc", or both lines when they are of other facts.
template <class = void>
inline declaration_comparison compare_declarations(std::string_view stored, std::string_view declared) {
  declaration_comparison c;
  if (stored == declared) return c;
  c.same = false;
  const auto s = declaration_lines(stored), d = declaration_lines(declared);
  const auto subject = [](std::string_view line) { return line.substr(0, line.find(": ")); };
  const auto value = [](std::string_view line) {
    const std::size_t at = line.find(": ");
    return at == std::string_view::npos ? std::string_view() : line.substr(at + 2);
  };
  std::size_t i = 0;
  for (; i < s.size() && i < d.size(); ++i) {
    if (s[i] == d[i]) continue;
    // Value fields added after the stored ones (the table's last lines):
    // only the count differs before them, and the stored fields follow it.
    const auto after = static_cast<std::ptrdiff_t>(i) + 1;
    if (subject(s[i]) == "value fields" && subject(d[i]) == "value fields" && d.size() > s.size() &&
        std::equal(s.begin() + after, s.end(), d.begin() + after)) {
      return c;
    }
    c.compatible = false;
    if (subject(s[i]) == subject(d[i])) {
      c.difference = std::string(subject(s[i])) + ": stored " + std::string(value(s[i])) + ", declared " +
                     std::string(value(d[i]));
    } else {
      c.difference = "stored '" + std::string(s[i]) + "', declared '" + std::string(d[i]) + "'";
    }
    return c;
  }
  c.compatible = false;
  c.difference = i < s.size() ? "stored '" + std::string(s[i]) + "', not declared"
                              : "declared '" + std::string(d[i]) + "', not stored";
  return c;
}

// Checks the declarations of table T and its indexes Is... against those
// stored in `store`, in one transaction: stores the ones missing (a new
// table or index) and the compatible changes; refuses the first that
// differs otherwise (table_errc::declaration_mismatch), and then writes
// nothing. An index new to a table that holds records starts write-only
// (rowkey/table/index_state.hpp); ready[i] tells whether index i is
// readable.
template <class T, class... Is, class Store>
table_error check_declarations(Store& store, std::size_t max_attempts, std::span<bool> ready) {
  const auto ref = store.table(declarations_table);
  const std::array<std::pair<std::string_view, std::string>, 1 + sizeof...(Is)> declared{
      {{T::name, declaration_text<T, T>()}, {Is::name, declaration_text<T, Is>()}...}};
  // Whether the table holds a record, asked only when an index is new to a
  // table declared before.
  std::optional<bool> populated;
  const auto holds_records = [&] {
    if (!populated) {
      auto reader = store.snapshot();
      populated = reader.scan(store.table(T::name), byte_range{}).valid();
    }
    return *populated;
  };
  std::string stored;
  for (std::size_t attempt = 1;; ++attempt) {
    auto txn = store.transaction();
    bool changed = false;
    bool table_was_declared = false;
    for (std::size_t i = 0; i < declared.size(); ++i) {
      const auto& [name, text] = declared[i];
      const store_errc got = txn.get(ref, name, stored);
      if (got == store_errc::not_found) {
        if (txn.put(ref, name, text) != store_errc::ok) return store_failure(declarations_table, txn.error());
        changed = true;
        if (i > 0) {
          ready[i - 1] = !(table_was_declared && holds_records());
          if (!ready[i - 1] &&
              txn.put(ref, index_state_key(name), index_state_text({index_state::write_only, 0, {}})) !=
                  store_errc::ok) {
            return store_failure(declarations_table, txn.error());
          }
        }
        continue;
      }
      if (got != store_errc::ok) return store_failure(declarations_table, txn.error());
      if (i == 0) table_was_declared = true;
      declaration_comparison c = compare_declarations(stored, text);
      if (!c.compatible) {
        table_error e;
        e.code = table_errc::declaration_mismatch;
        e.table = name;
        e.difference = std::move(c.difference);
        return e;
      }
      if (!c.same) {
        if (txn.put(ref, name, text) != store_errc::ok) return store_failure(declarations_table, txn.error());
        changed = true;
      }
      if (i > 0) {
        const store_errc state = txn.get(ref, index_state_key(name), stored);
        if (state != store_errc::ok && state != store_errc::not_found) {
          return store_failure(declarations_table, txn.error());
        }
        ready[i - 1] = state == store_errc::not_found;
      }
    }
    if (!changed) return {};
    const store_errc committed = txn.commit();
    if (committed == store_errc::ok) return {};
    if (committed != store_errc::conflict || attempt >= max_attempts) {
      return store_failure(declarations_table, txn.error());
    }
  }
}

}  // namespace detail

}  // namespace rowkey

#endif
