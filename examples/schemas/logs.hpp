// The key design guide's log and time-series keys (section 5). Shared by the
// logs example and the key inspector example.
#ifndef ROWKEY_EXAMPLES_SCHEMAS_LOGS_HPP
#define ROWKEY_EXAMPLES_SCHEMAS_LOGS_HPP

#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>

namespace logs {

struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};

// A metric of one host over a time range: [host][event][ts].
using HostMetric = rowkey::Key<Host, Event, Ts>;
// The newest records of a metric: [host][event][ts DESC].
using NewestFirst = rowkey::Key<Host, Event, rowkey::Desc<Ts>>;
// Time-only data, or one huge dimension: [ts % N][ts][host][event]. Sixteen
// buckets spread the ever-increasing ts over sixteen key ranges. Four parts
// is one past the rule of three: the guide's own design, allowed visibly.
using ByTime = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host, Event, rowkey::MaxColumns<4>>;

}  // namespace logs

#endif
