// Rule 2: the 2 KB bound holds for fixed-width columns too.
// expect-first-error: rowkey rule 2: column `blob` may hold 3000 bytes, more than 2048
// expect: rowkey rule 2: column `blob` may hold 3000 bytes, more than 2048
// errors: 1
// max-lines: 32

#include <rowkey/decode.hpp>
#include <rowkey/describe.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/rules/policies.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
template <std::size_t N>
struct Blob : rowkey::Column<"blob", std::array<std::uint8_t, N>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<UserId, Blob<3000>>;
#else
using K = rowkey::Key<UserId, Blob<2048>>;
#endif
}  // namespace

int main() {
  return rowkey::decode<K>(std::string_view{}) ? 0 : 1;
}
