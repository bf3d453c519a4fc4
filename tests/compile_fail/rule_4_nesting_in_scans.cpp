// A malformed part gives one error, through the scan functions too: the key
// is laid out as if Desc<Desc<Ts>> were Ts, so nothing else fails.
// expect-first-error: rowkey rule 4: the column is wrapped in modifiers that do not combine (such as Desc<Desc<C>>, Hash<N, Desc<C>>, Desc<Hash<N, C>>)
// expect: modifiers_combine<rowkey::Key<Host, Event, rowkey::Desc<rowkey::Desc<Ts>>>, rowkey::Desc<rowkey::Desc<Ts>>>
// errors: 1
// max-lines: 15

#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/scan/bounds.hpp>
#include <rowkey/scan/ranges.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <chrono>
#include <cstdint>

namespace {
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<Host, Event, rowkey::Desc<rowkey::Desc<Ts>>>;
#else
using K = rowkey::Key<Host, Event, rowkey::Desc<Ts>>;
#endif
}  // namespace

int main() {
  const auto recent = rowkey::range<K>(Host{"web-1"}, Event{7}, rowkey::at_least(Ts{}));
  return recent && rowkey::prefix<K>(Host{"web-1"}) ? 0 : 1;
}
