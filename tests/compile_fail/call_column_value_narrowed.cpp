// A column's value that its type cannot hold: -1 for an unsigned 64-bit id.
// The value initializes the column's `value` member directly, where braces
// refuse a narrowing conversion, so the mistake does not compile; it used to
// be converted silently (to 18446744073709551615) and encode wrote another
// key. (70000 for a 16-bit column is refused too; clang then adds
// -Wconstant-conversion's warning, an error under -Werror.) The twin passes
// a value that fits.
// expect-first-error: narrow
// expect: -1
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include <cstdint>

namespace {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
using K = rowkey::Key<rowkey::Hash<4, UserId>, UserId, Event>;
}  // namespace

int main() {
#ifdef ROWKEY_COMPILE_FAIL
  const auto key = rowkey::encode<K>(UserId{-1}, Event{7000});
#else
  const auto key = rowkey::encode<K>(UserId{1}, Event{7000});
#endif
  return key.value().size() == 14 ? 0 : 1;
}
