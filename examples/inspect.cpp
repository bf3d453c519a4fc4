// A key inspector for the examples' schemas, the way a service builds one for
// its own: give it keys copied from an HBase shell, a RocksDB dump or an etcd
// log (hex, \xNN escapes or base64), as arguments or one per line on standard
// input, and it says which schema decodes each and what the columns are.
//
//   example_inspect '\x13\x31\xC3\x1C\x00\x00\x00\x00\x00\x0FH\xF2'
//   example_inspect --help
#include "schemas/logs.hpp"
#include "schemas/shop.hpp"

#include <rowkey/inspect.hpp>

int main(int argc, char** argv) {
  return rowkey::inspect<shop::Orders, shop::OrdersByBuyer, shop::OrdersBySeller,
                         rowkey::named_key<"metrics", logs::HostMetric>,
                         rowkey::named_key<"metrics_newest_first", logs::NewestFirst>>(argc, argv);
}
