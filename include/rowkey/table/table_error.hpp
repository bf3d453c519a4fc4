// What a table operation reports when it writes or reads nothing: the kind
// of failure, the table (or index) and the record field involved, and the
// underlying encode, decode, row value or store error. Every failed write
// leaves the store as it was, but one: a store failure whose store code is
// store_errc::outcome_unknown (outcome_is_unknown()), a write that was sent
// and whose answer was lost, which may or may not have been applied.
#ifndef ROWKEY_TABLE_TABLE_ERROR_HPP
#define ROWKEY_TABLE_TABLE_ERROR_HPP

#include <rowkey/error.hpp>
#include <rowkey/result.hpp>
#include <rowkey/table/store.hpp>
#include <rowkey/table/value_error.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace rowkey {

enum class table_errc : std::uint8_t {
  ok = 0,
  invalid_value,        // a field its column or type cannot hold (too long, an enum out of range): nothing written
  duplicate_key,        // insert: a record with this primary key exists
  unique_violation,     // another record has the same values in a Unique index
  primary_key_changed,  // update: the mutation changed a primary key field (erase and insert instead)
  corrupt_row,          // a stored key or value does not decode, or an index entry has no primary row
  conflict,             // concurrent writers kept conflicting past the retry limit
  store_failure,        // the store failed (unavailable, timed out, too large, I/O, outcome unknown): see store
  invalid_limit,        // a scan's page limit of 0 (a limit is at least 1): nothing read
  invalid_continuation, // a continuation refused (see continuation): nothing read
  declaration_mismatch, // attach: the declaration differs from the one stored with the data (see difference)
  index_not_ready,      // a scan through an index not yet built, or being dropped (see difference): nothing read
};

// Why a continuation was refused (rowkey/table/page.hpp).
enum class continuation_errc : std::uint8_t {
  ok = 0,
  not_text,             // its text form is not base64url
  malformed,            // truncated, or bytes that are no continuation
  other_scan,           // made by a scan of another table, index, key design, direction or shape
  forged,               // signed, and the signature does not match: altered, or signed with another secret
  unsigned_token,       // the scan has a secret, and the continuation is not signed
  no_secret,            // the continuation is signed, and the scan has no secret to check it
  key_does_not_decode,  // its position is not a key of the scanned table or index
};

constexpr std::string_view describe(continuation_errc e) noexcept {
  switch (e) {
    case continuation_errc::ok: return "no error";
    case continuation_errc::not_text: return "not base64url text";
    case continuation_errc::malformed: return "malformed or truncated";
    case continuation_errc::other_scan: return "made by another scan (table, index, key design, direction or shape)";
    case continuation_errc::forged: return "signature does not match";
    case continuation_errc::unsigned_token: return "not signed, and the scan requires a signature";
    case continuation_errc::no_secret: return "signed, and the scan has no secret to check it";
    case continuation_errc::key_does_not_decode: return "its position is not a key of the scanned table";
  }
  return "unknown error";
}

constexpr std::string_view describe(table_errc e) noexcept {
  switch (e) {
    case table_errc::ok: return "no error";
    case table_errc::invalid_value: return "invalid value";
    case table_errc::duplicate_key: return "a record with this primary key exists";
    case table_errc::unique_violation: return "another record has these values in a unique index";
    case table_errc::primary_key_changed: return "the update changed the primary key";
    case table_errc::corrupt_row: return "stored row does not decode";
    case table_errc::conflict: return "concurrent writers kept conflicting";
    case table_errc::store_failure: return "store failure";
    case table_errc::invalid_limit: return "a page limit of 0 (a limit is at least 1)";
    case table_errc::invalid_continuation: return "invalid continuation";
    case table_errc::declaration_mismatch: return "the declaration differs from the one stored with the data";
    case table_errc::index_not_ready: return "index not ready";
  }
  return "unknown error";
}

struct table_error {
  table_errc code = table_errc::ok;
  std::string_view table{};  // the table or index involved
  std::string_view field{};  // the record field involved, when one is
  encode_errc encode = encode_errc::ok;  // invalid_value: why the field was refused
  decode_errc decode = decode_errc::ok;  // corrupt_row: what is wrong with the key
  value_errc value = value_errc::ok;     // corrupt_row: what is wrong with the row value
  std::size_t offset = 0;                // corrupt_row: where
  store_error store{};                   // store_failure and conflict: what the store said
  continuation_errc continuation = continuation_errc::ok;  // invalid_continuation: why
  // declaration_mismatch: the first fact that differs ("part 1 'ts' order: stored desc, declared asc");
  // index_not_ready: the index's state ("write-only, build_index at 1200 rows")
  std::string difference{};

  bool ok() const noexcept { return code == table_errc::ok; }

  friend bool operator==(const table_error&, const table_error&) = default;

  // "invalid value: field 'item': value longer than its type's maximum (table 'orders')"
  std::string message() const {
    std::string m(describe(code));
    if (!field.empty()) {
      m += ": field '";
      m += field;
      m += '\'';
    }
    if (encode != encode_errc::ok) {
      m += ": ";
      m += describe(encode);
    }
    if (decode != decode_errc::ok) {
      m += ": ";
      m += describe(decode);
      m += " at byte " + std::to_string(offset);
    }
    if (value != value_errc::ok) {
      m += ": ";
      m += describe(value);
      m += " at byte " + std::to_string(offset);
    }
    if (store.code != store_errc::ok) {
      m += ": ";
      m += store.message();
    }
    if (continuation != continuation_errc::ok) {
      m += ": ";
      m += describe(continuation);
    }
    if (!difference.empty()) {
      m += ": ";
      m += difference;
    }
    if (!table.empty()) {
      m += " (table '";
      m += table;
      m += "')";
    }
    return m;
  }
};

namespace detail {
// A table_error built only when something fails: the table layer's internals
// report through one, so that a success builds no error at all (not even the
// zeroed storage a std::optional<table_error> starts with).
class failure {
 public:
  failure() noexcept {}
  failure(const failure&) = delete;
  failure& operator=(const failure&) = delete;
  ~failure() {
    if (failed_) destroy();
  }

  table_error& set() {
    if (!failed_) {
      std::construct_at(&error_);
      failed_ = true;
    }
    return error_;
  }
  void set(table_error e) { set() = std::move(e); }
  bool failed() const noexcept { return failed_; }
  table_errc code() const noexcept { return failed_ ? error_.code : table_errc::ok; }
  table_error take() { return failed_ ? std::move(error_) : table_error{}; }

 private:
  union {
    table_error error_;  // only while failed_
  };
  bool failed_ = false;

  // Out of line, and only on failure: inlined into a caller, g++ 12 cannot
  // always tell that failed_ guards the union, and warns
  // (-Wmaybe-uninitialized) that the error's members are read unset.
  [[gnu::noinline, gnu::cold]] void destroy() noexcept { std::destroy_at(&error_); }
};
}  // namespace detail

// What table operations return: a value, or the table_error that says why
// there is none.
template <class T>
using table_result = result<T, table_error>;

}  // namespace rowkey

#endif
