// What the lab measured for one key design on one workload: plain data a
// test can assert on, and a text table a person reads.
//
//   REQUIRE(report.hottest_write_share < 0.2);
//   std::cout << report.table();
//
// The figures (docs/hotspots.md defines each):
//   windows              the writes cut into equal time windows; for each, the
//                        share of its writes the busiest region took (the
//                        regions as they stand at the window's end)
//   hottest_write_share  the largest of those shares over the measured windows
//                        (every window of a pre-split table; for a splitting
//                        one, those that end after its first split); 1/R is
//                        perfect for R regions, 1.0 is one region taking all
//   hottest_value        the leading column's value that took the largest
//                        share of a window's writes: a hot value no Hash or
//                        Bucket can spread (they keep equal values together)
//   scans                regions touched and keys read per scan
//   rows_per_region      the table at the end, in key order
//   heat                 writes per window and key-space bin (bins hold equal
//                        numbers of the rows written), for the heat map
#ifndef ROWKEY_LAB_REPORT_HPP
#define ROWKEY_LAB_REPORT_HPP

#include <rowkey/lab/scan_intent.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <iosfwd>
#include <string>
#include <vector>

namespace rowkey::lab {

struct window_figures {
  std::size_t first_write = 0;     // index of its first write
  std::size_t writes = 0;
  std::size_t regions = 0;         // regions at its end
  std::size_t hottest_region = 0;  // in key order, at its end
  double hottest_share = 0;        // of its writes, in that region
  double hottest_value_share = 0;  // of its writes, with its most written leading value
  bool measured = false;           // counts toward hottest_write_share
};

struct scan_figures {
  std::size_t count = 0;
  double mean_regions = 0;  // regions touched per scan
  std::size_t max_regions = 0;
  double mean_keys = 0;     // keys read per scan
  double mean_ranges = 0;   // key ranges per scan (a bucket fan-out has N)
  scan_shape shape = scan_shape::whole_table;  // of the last scan
};

struct hot_value {
  std::string column;  // the leading stored column
  std::string value;   // rendered
  double share = 0;    // of its window's writes
  std::size_t window = 0;
};

struct report {
  std::string design;    // the name it was given
  std::string key;       // rowkey::describe<K>()
  std::string workload;
  std::size_t writes = 0;
  std::size_t refused = 0;  // records the key could not encode
  std::size_t regions = 0;
  std::size_t splits = 0;
  bool presplit = false;

  std::vector<window_figures> windows;
  double hottest_write_share = 0;
  double mean_hottest_share = 0;
  hot_value hottest_value;
  scan_figures scans;
  std::vector<std::size_t> rows_per_region;
  std::vector<std::vector<std::uint32_t>> heat;  // [window][key-space bin], low keys first

  // The perfect share for the final regions.
  double ideal_share() const { return regions == 0 ? 1.0 : 1.0 / static_cast<double>(regions); }

  // How many regions the table had in the window that set hottest_write_share.
  std::size_t worst_window_regions() const {
    std::size_t n = 0;
    double worst = -1;
    for (const window_figures& f : windows) {
      if (f.measured && f.hottest_share > worst) {
        worst = f.hottest_share;
        n = f.regions;
      }
    }
    return n;
  }

  // Largest region's rows over the mean: 1.0 is even.
  double row_imbalance() const {
    if (rows_per_region.empty() || writes == refused) return 0;  // no row written (every write refused too)
    const double mean = static_cast<double>(writes - refused) / static_cast<double>(rows_per_region.size());
    return static_cast<double>(*std::max_element(rows_per_region.begin(), rows_per_region.end())) / mean;
  }

  std::string table() const {
    std::string out;
    char line[256];
    const auto add = [&](const char* label, const std::string& value) {
      std::snprintf(line, sizeof line, "  %-28s %s\n", label, value.c_str());
      out += line;
    };
    const auto num = [](double v, const char* format = "%.3f") {
      char b[64];
      std::snprintf(b, sizeof b, format, v);
      return std::string(b);
    };
    out += design + "  (" + workload + ")\n";
    add("writes", std::to_string(writes) + (refused != 0 ? " (" + std::to_string(refused) + " refused)" : ""));
    add("regions", std::to_string(regions) + (presplit ? " (pre-split)" : ", " + std::to_string(splits) + " splits"));
    add("hottest region's write share", num(hottest_write_share) + " at worst (" +
                                            std::to_string(worst_window_regions()) + " regions then), " +
                                            num(mean_hottest_share) + " on average (1/" + std::to_string(regions) +
                                            " = " + num(ideal_share()) + " is even)");
    if (hottest_value.share >= 0.01) {
      add("hottest value", hottest_value.column + "=" + hottest_value.value + " took " +
                               num(100 * hottest_value.share, "%.1f") + "% of a window's writes");
    } else if (!hottest_value.column.empty()) {
      add("hottest value", "no " + hottest_value.column + " took 1% of a window's writes");
    }
    add("rows per region", "largest " + num(row_imbalance(), "%.2f") + "x the mean");
    if (scans.count != 0) {
      static const char* const shapes[] = {"one range", "one range per bucket", "a prefix", "the whole table"};
      add("scans", std::to_string(scans.count) + ", " + shapes[static_cast<int>(scans.shape)] + ": " +
                       num(scans.mean_regions, "%.1f") + " regions (at most " + std::to_string(scans.max_regions) +
                       "), " + num(scans.mean_keys, "%.0f") + " keys read each");
    }
    return out;
  }
};

// `std::cout << r`: the table above, as a person reads it (found by
// argument-dependent lookup; <ostream> is the caller's include).
template <class Traits>
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& out, const report& r) {
  return out << r.table();
}

}  // namespace rowkey::lab

#endif
