// Rule 4: Desc<Desc<C>> makes no sense.
// expect-first-error: rowkey rule 4: the column is wrapped in modifiers that do not combine (such as Desc<Desc<C>>, Hash<N, Desc<C>>, Desc<Hash<N, C>>)
// expect: modifiers_combine<rowkey::Key<Host, rowkey::Desc<rowkey::Desc<Ts>>>, rowkey::Desc<rowkey::Desc<Ts>>>
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
#include <string_view>

namespace {
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<Host, rowkey::Desc<rowkey::Desc<Ts>>>;
#else
using K = rowkey::Key<Host, rowkey::Desc<Ts>>;
#endif
}  // namespace

int main() {
  return rowkey::encode<K>(Host{"web-1"}, Ts{}) ? 0 : 1;
}
