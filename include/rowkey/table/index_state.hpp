// Whether an index can serve scans. An index attached to a table that
// already holds records starts write-only: every write keeps it in step, and
// a scan through it is refused (table_errc::index_not_ready) until
// build_index has added the entries of the records written before it
// (rowkey/table/index_build.hpp), rather than returning part of an answer.
//
// The state is stored beside the index's declaration, in
// rowkey::declarations_table, under the index's name followed by "\0state",
// as text:
//
//   write-only                          attached, not yet built
//   write-only 1200 <hex key>           built up to that primary key, 1,200 rows done
//   dropping                            drop_index is removing its entries
//
// An index with no stored state is readable (docs/tables.md, section 6).
#ifndef ROWKEY_TABLE_INDEX_STATE_HPP
#define ROWKEY_TABLE_INDEX_STATE_HPP

#include <rowkey/print/detail/format_value.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rowkey {

enum class index_state : std::uint8_t {
  readable,    // every record has its entry: scans are served
  write_only,  // writes keep it in step, and build_index has not finished: scans are refused
  dropping,    // drop_index is removing its entries: scans are refused
};

constexpr std::string_view describe(index_state s) noexcept {
  switch (s) {
    case index_state::readable: return "readable";
    case index_state::write_only: return "write-only";
    case index_state::dropping: return "dropping";
  }
  return "unknown";
}

// An index's state, and how far a build has come: the rows it has read and
// the last primary key it has done (empty before the first batch).
struct index_status {
  index_state state = index_state::readable;
  std::uint64_t rows_done = 0;
  std::string built_through{};

  friend bool operator==(const index_status&, const index_status&) = default;
};

namespace detail {

// The helpers below are function templates (`template <class = void>`),
// not plain inline functions: a translation unit that includes rowkey.hpp
// and never calls one does not compile it (bench/compile_instructions_check.sh
// counts what the header costs).
// Where an index's state is stored in declarations_table.
template <class = void>
inline std::string index_state_key(std::string_view index_name) {
  std::string key(index_name);
  key.append("\0state", 6);
  return key;
}

template <class = void>
inline std::string index_state_text(const index_status& s) {
  std::string text(describe(s.state));
  if (s.state == index_state::write_only && !s.built_through.empty()) {
    text += ' ' + std::to_string(s.rows_done) + ' ';
    append_hex(text, s.built_through, false);
  }
  return text;
}

template <class = void>
inline int hex_digit(char c) noexcept {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

// The status a stored text says, or none when it is no status.
template <class = void>
inline std::optional<index_status> read_index_state(std::string_view text) {
  index_status s;
  if (text == "dropping") {
    s.state = index_state::dropping;
    return s;
  }
  if (text == "readable") return s;
  if (!text.starts_with("write-only")) return std::nullopt;
  s.state = index_state::write_only;
  text.remove_prefix(10);
  if (text.empty()) return s;
  if (text.front() != ' ') return std::nullopt;
  text.remove_prefix(1);
  const std::size_t space = text.find(' ');
  if (space == 0 || space == std::string_view::npos) return std::nullopt;
  for (const char c : text.substr(0, space)) {
    if (c < '0' || c > '9') return std::nullopt;
    s.rows_done = s.rows_done * 10 + static_cast<std::uint64_t>(c - '0');
  }
  text.remove_prefix(space + 1);
  if (text.empty() || text.size() % 2 != 0) return std::nullopt;
  for (std::size_t i = 0; i < text.size(); i += 2) {
    const int hi = hex_digit(text[i]), lo = hex_digit(text[i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    s.built_through += static_cast<char>(hi * 16 + lo);
  }
  return s;
}

}  // namespace detail

}  // namespace rowkey

#endif
