// A key that names Hash without <rowkey/dsl/hash.hpp>: one error that says
// which header to include, through encode, decode, describe and render, not
// errors about an incomplete type from inside the rules.
// expect-first-error: rowkey rule 4: the key names a modifier word whose header is not included; include <rowkey/dsl/hash.hpp> for Hash
// expect: word_header_is_included<rowkey::Key<rowkey::Hash<4, UserId, rowkey::xxh64_hash>, UserId, Ts>, rowkey::Hash<4, UserId
// errors: 1
// max-lines: 15

#include <rowkey/decode.hpp>
#include <rowkey/describe.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>
#ifndef ROWKEY_COMPILE_FAIL
#include <rowkey/dsl/hash.hpp>
#endif

#include <chrono>
#include <cstdint>
#include <string>

namespace {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};

using K = rowkey::Key<rowkey::Hash<4, UserId>, UserId, Ts>;
}  // namespace

int main() {
  const auto key = rowkey::encode<K>(UserId{42}, Ts{});
  const auto values = rowkey::decode<K>(key->view());
  const std::string text = rowkey::describe<K>() + rowkey::render<K>(key->view());
  return values && !text.empty() ? 0 : 1;
}
