// Runs one table operation under callgrind, collection on around the measured
// loop only (bench/tables/instructions.sh runs it):
//
//   rowkey_table_instructions insert/table|insert/hand <records>
//   rowkey_table_instructions scan/table|scan/hand <scans of ~1000 records>
#include "operations.hpp"

#include <valgrind/callgrind.h>

#include <stdlib.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <string_view>

using namespace bench_tables;

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s insert/table|insert/hand|scan/table|scan/hand <count>\n", argv[0]);
    return EXIT_FAILURE;
  }
  const std::string_view what = argv[1];
  const std::size_t count = std::strtoull(argv[2], nullptr, 10);
  std::string pattern = (std::filesystem::temp_directory_path() / "rowkey-table-instructions-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr) return EXIT_FAILURE;
  const std::filesystem::path root(pattern);
  if (!check_equivalence((root / "a").string(), (root / "b").string())) return EXIT_FAILURE;
  database d((root / "db").string());
  std::size_t done = 0;
  if (what == "insert/table" || what == "insert/hand") {
    const bool table = what == "insert/table";
    const auto warm = make_orders(2000, 1, 1000);
    const auto orders = make_orders(count, 1'000'000'000, 1000);
    for (const Order& o : warm) done += table ? insert_table(d, o) : insert_hand(d, o);
    CALLGRIND_ZERO_STATS;
    CALLGRIND_TOGGLE_COLLECT;
    for (const Order& o : orders) done += table ? insert_table(d, o) : insert_hand(d, o);
    CALLGRIND_TOGGLE_COLLECT;
    std::printf("records: %zu\n", count);
  } else if (what == "scan/table" || what == "scan/hand") {
    const bool table = what == "scan/table";
    fill_for_scans(d);
    for (std::uint64_t b = 0; b < 4; ++b) done += table ? scan_table(d, b) : scan_hand(d, b);  // warm
    done = 0;
    CALLGRIND_ZERO_STATS;
    CALLGRIND_TOGGLE_COLLECT;
    for (std::size_t i = 0; i < count; ++i) done += table ? scan_table(d, i % scan_buyers) : scan_hand(d, i % scan_buyers);
    CALLGRIND_TOGGLE_COLLECT;
    std::printf("records: %zu\n", done);
  } else {
    std::fprintf(stderr, "no operation %s\n", argv[1]);
    return EXIT_FAILURE;
  }
  std::filesystem::remove_all(root);
  return done > 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
