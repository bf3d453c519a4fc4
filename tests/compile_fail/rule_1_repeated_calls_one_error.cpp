// One violation, one error, however often the broken key is used: a service
// calls encode, decode, the scans and describe at many places, many of them
// with the same argument types. (clang reported each repeated call again, as
// "no matching function", until the entry points stopped using the failed
// check in an expression: rules/diagnostic.hpp.) The twin states MaxColumns<4>.
// expect-first-error: rowkey rule 1: the key has more parts than its limit (a Hash or Bucket prefix counts), and every key byte is repeated in every cell
// expect: part_count_within_limit<rowkey::Key<rowkey::Hash<4, UserId
// expect: >, UserId, Ts, Host>, Host, 4, 3>
// errors: 1
// max-lines: 15

#include <rowkey/core.hpp>
#include <rowkey/describe.hpp>

#include <chrono>
#include <cstdint>
#include <span>
#include <string>

namespace {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<rowkey::Hash<4, UserId>, UserId, Ts, Host>;
#else
using K = rowkey::Key<rowkey::Hash<4, UserId>, UserId, Ts, Host, rowkey::MaxColumns<4>>;
#endif

// Two places of a service that write and read the same key.
bool write_path(std::uint64_t user, Ts ts) {
  char buffer[128];
  std::string appended;
  const auto key = rowkey::encode<K>(UserId{user}, ts, Host{"web-1"});
  const auto into = rowkey::encode_into<K>(std::span<char>(buffer), UserId{user}, ts, Host{"web-1"});
  const auto append = rowkey::encode_append<K>(appended, UserId{user}, ts, Host{"web-1"});
  return key && into && append && rowkey::decode<K>(key->view());
}
bool read_path(std::uint64_t user, Ts ts) {
  const auto key = rowkey::encode<K>(UserId{user}, ts, Host{"web-2"});
  const auto values = rowkey::decode<K>(key->view());
  const auto own = rowkey::prefix<K>(UserId{user});
  const auto recent = rowkey::range<K>(UserId{user}, rowkey::at_least(ts));
  return values && own && recent && !rowkey::describe<K>().empty();
}
}  // namespace

int main() {
  const Ts t{};
  const auto own = rowkey::prefix<K>(UserId{1});
  const auto recent = rowkey::range<K>(UserId{2}, rowkey::at_least(t));
  const std::string text = rowkey::describe<K>() + rowkey::render<K>(std::string_view());
  return write_path(1, t) && read_path(2, t) && write_path(3, t) && own && recent && !text.empty() ? 0 : 1;
}
