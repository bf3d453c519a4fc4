// Rule 4: Hash<N, Desc<C>>: a hash has no order to reverse.
// expect-first-error: rowkey rule 4: the column is wrapped in modifiers that do not combine (such as Desc<Desc<C>>, Hash<N, Desc<C>>, Desc<Hash<N, C>>)
// expect: modifiers_combine<rowkey::Key<rowkey::Hash<4, rowkey::Desc<UserId>, rowkey::xxh64_hash>, UserId, Ts>, rowkey::Hash<4
// errors: 1
// max-lines: 15

#include <rowkey/decode.hpp>
#include <rowkey/describe.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/hash.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/rules/policies.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<rowkey::Hash<4, rowkey::Desc<UserId>>, UserId, Ts>;
#else
using K = rowkey::Key<rowkey::Hash<4, UserId>, UserId, Ts>;
#endif
}  // namespace

int main() {
  return rowkey::encode<K>(UserId{42}, Ts{}) ? 0 : 1;
}
