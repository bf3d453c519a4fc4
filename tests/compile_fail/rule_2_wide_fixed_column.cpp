// Rule 2: the 2 KB bound holds for fixed-width columns too.
// expect-first-error: rowkey rule 2: the column may hold more bytes than a key value should (2 KB unless MaxColumnBytes<N> says)
// expect: column_bytes_within_limit<rowkey::Key<UserId, Blob<3000>>, Blob<3000>, 3000, 2048>
// errors: 1
// max-lines: 15

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
