// Pages of a scan: a limit, a direction, and a continuation that resumes a
// later scan just after the last record a page yielded, in another request,
// process or store.
//
//   rowkey::page_options page{.limit = 20, .order = rowkey::scan_order::reverse};
//   if (request.token) page.after = rowkey::continuation::from_text(*request.token).value();
//   auto scan = orders.scan<OrdersByBuyer>(page, BuyerId{42});
//   for (const Order& o : scan) reply.add(o);
//   if (!scan.error().ok()) ...                       // a refused token, a store failure
//   if (auto next = scan.continuation()) reply.next_token = next->text();
//
// A continuation carries the fingerprint of the scan that made it (the
// table's and index's declarations, their keys, and the scan's shape and
// direction: rowkey/table/detail/scan_fingerprint.hpp) and the key of the
// last record yielded. A scan refuses one made by any other kind of scan
// (table_errc::invalid_continuation), and never reads outside the bounds its
// own arguments give: the token only moves where in them it starts. With a
// secret (page_options::secret), continuations are signed (SipHash-2-4 over
// the token) and one not signed with that secret is refused. The byte format
// is in docs/tables.md, section 5.
#ifndef ROWKEY_TABLE_PAGE_HPP
#define ROWKEY_TABLE_PAGE_HPP

#include <rowkey/hashing/siphash.hpp>
#include <rowkey/scan/scan_order.hpp>
#include <rowkey/table/detail/base64url.hpp>
#include <rowkey/table/table_error.hpp>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace rowkey {

// Where a scan stopped: bytes to resume it from, as text (base64url, for a
// URL or JSON) or bytes.
class continuation {
 public:
  continuation() = default;
  // Either form is checked only when a scan resumes from it.
  static continuation from_bytes(std::string_view bytes) { return continuation(std::string(bytes)); }
  static table_result<continuation> from_text(std::string_view text) {
    std::optional<std::string> bytes = detail::base64url_decode(text);
    if (!bytes) {
      table_error e;
      e.code = table_errc::invalid_continuation;
      e.continuation = continuation_errc::not_text;
      return e;
    }
    return continuation(std::move(*bytes));
  }

  std::string_view bytes() const noexcept { return bytes_; }
  std::string text() const { return detail::base64url_encode(bytes_); }

  friend bool operator==(const continuation&, const continuation&) = default;

 private:
  explicit continuation(std::string bytes) : bytes_(std::move(bytes)) {}
  std::string bytes_;
};

inline constexpr std::size_t no_limit = std::numeric_limits<std::size_t>::max();

// How a scan reads a page: at most `limit` records (at least 1), which way,
// from where (a continuation of the same scan) and, with a secret, signed.
struct page_options {
  std::size_t limit = no_limit;
  scan_order order = scan_order::forward;
  std::optional<rowkey::continuation> after{};
  std::optional<siphash_key> secret{};
};

namespace detail {

// A continuation's bytes, format 1 (docs/tables.md, section 5):
//   01 | fingerprint (8 bytes, big-endian) | flags (01: signed) | key | tag
// where key is the last record's key in the scanned table or index, and tag,
// when signed, SipHash-2-4 of everything before it (8 bytes, big-endian).
inline constexpr unsigned char continuation_format = 1;
inline constexpr std::size_t continuation_header = 10, continuation_tag = 8;

// The helpers below are function templates (`template <class = void>`),
// not plain inline functions: a translation unit that includes rowkey.hpp
// and never calls one does not compile it (bench/compile_instructions_check.sh
// counts what the header costs).
template <class = void>
inline void append_big_endian(std::string& out, std::uint64_t v) {
  for (int s = 56; s >= 0; s -= 8) out += static_cast<char>((v >> s) & 0xFF);
}
inline std::uint64_t read_big_endian(std::string_view in) noexcept {
  std::uint64_t v = 0;
  for (std::size_t i = 0; i < 8; ++i) v = v << 8 | static_cast<unsigned char>(in[i]);
  return v;
}

template <class = void>
inline continuation make_continuation(std::uint64_t fingerprint, std::string_view key,
                                      const std::optional<siphash_key>& secret) {
  std::string bytes;
  bytes.reserve(continuation_header + key.size() + continuation_tag);
  bytes += static_cast<char>(continuation_format);
  append_big_endian(bytes, fingerprint);
  bytes += static_cast<char>(secret ? 1 : 0);
  bytes += key;
  if (secret) append_big_endian(bytes, siphash24(*secret, bytes));
  return continuation::from_bytes(bytes);
}

// The key a continuation resumes after, once it has passed every check but
// the key's decoding (the caller's, which knows the key type).
template <class = void>
inline continuation_errc read_continuation(std::string_view bytes, std::uint64_t fingerprint,
                                           const std::optional<siphash_key>& secret, std::size_t max_key_size,
                                           std::string_view& key) noexcept {
  if (bytes.size() < continuation_header || static_cast<unsigned char>(bytes[0]) != continuation_format ||
      static_cast<unsigned char>(bytes[9]) > 1) {
    return continuation_errc::malformed;
  }
  const bool is_signed = bytes[9] == 1;
  if (is_signed && bytes.size() < continuation_header + continuation_tag) return continuation_errc::malformed;
  // The signature first: a forged token is refused as such, whatever it claims.
  if (is_signed && !secret) return continuation_errc::no_secret;
  if (!is_signed && secret) return continuation_errc::unsigned_token;
  const std::string_view body = bytes.substr(0, bytes.size() - (is_signed ? continuation_tag : 0));
  if (is_signed && siphash24(*secret, body) != read_big_endian(bytes.substr(body.size()))) {
    return continuation_errc::forged;
  }
  if (read_big_endian(bytes.substr(1)) != fingerprint) return continuation_errc::other_scan;
  key = body.substr(continuation_header);
  if (key.empty() || key.size() > max_key_size) return continuation_errc::key_does_not_decode;
  return continuation_errc::ok;
}

}  // namespace detail

}  // namespace rowkey

#endif
