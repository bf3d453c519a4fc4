// One violation, one error: encode, decode, describe, render, key_values and
// max_encoded_size all use the broken key, and the compiler reports it once.
// expect-first-error: rowkey rule 3: the leading column grows with every write (a time or a sequence) and would send every write to one region
// expect: leading_column_is_not_monotonic<rowkey::Key<Ts, Host>, Ts>
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

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<Ts, Host>;
#define HOST_TS Ts{}, Host{"web-1"}
#else
using K = rowkey::Key<Host, Ts>;
#define HOST_TS Host{"web-1"}, Ts{}
#endif
}  // namespace

int main() {
  const auto key = rowkey::encode<K>(HOST_TS);
  const auto values = rowkey::decode<K>(key->view());
  const rowkey::key_values<K> copy = *values;
  const std::string text = rowkey::describe<K>() + rowkey::render<K>(key->view());
  return copy == *values && !text.empty() && rowkey::max_encoded_size<K> > 0 ? 0 : 1;
}
