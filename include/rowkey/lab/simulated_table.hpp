// A table on a range-partitioned engine, simulated on the real key bytes:
// regions are key ranges, [start of region i, start of region i + 1), in
// byte order, as HBase regions, Bigtable tablets and TiKV regions are.
//
//   lab::simulated_table t(lab::presplit<Orders>(16));         // 16 regions from split_points
//   lab::simulated_table t(lab::splitting(100'000, 64));        // one region, split as it grows
//   t.write(key);                                               // the region that took it
//   t.scan(range);                                              // regions touched, keys read
//
// A splitting table starts as one region and splits a region, at its middle
// key, when it holds more than split_rows rows, as HBase and Bigtable split a
// region that outgrows its size, until max_regions. Every write adds one row
// (the lab does not merge versions of one key). Keys are kept in one arena,
// so a million writes cost a few tens of megabytes and well under a second
// (docs/benchmarks.md).
#ifndef ROWKEY_LAB_SIMULATED_TABLE_HPP
#define ROWKEY_LAB_SIMULATED_TABLE_HPP

#include <rowkey/dsl/key.hpp>
#include <rowkey/scan/key_range.hpp>
#include <rowkey/scan/split_points.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rowkey::lab {

// How the simulated table is laid out.
struct table_config {
  std::vector<std::string> split_points{};  // pre-split: region i + 1 starts at split_points[i]
  std::size_t split_rows = 0;               // split a region holding more rows (0: never split)
  std::size_t max_regions = 1024;           // and never beyond this many regions
};

// A table that starts as one region and splits, as HBase and Bigtable do.
inline table_config splitting(std::size_t split_rows, std::size_t max_regions = 1024) {
  return {{}, split_rows, max_regions};
}

// What presplit<K> requires, as its compile error names it. Only ever
// instantiated false.
template <class Key>
inline constexpr bool presplit_key_is_led_by_a_prefix = false;

namespace detail {
template <class K>
struct rejected_presplit {
  static_assert(presplit_key_is_led_by_a_prefix<K>,
                "rowkey lab: presplit<K> needs a key led by a Hash or Bucket prefix, whose load is known in "
                "advance; start any other key as one region that splits as it grows: lab::splitting(rows, "
                "max_regions) (docs/hotspots.md)");
};
}  // namespace detail

// A table pre-split for key K into `regions` regions of equal expected load
// (rowkey::split_points: K is led by a Hash or Bucket prefix); never splits.
template <key_declaration K>
table_config presplit(std::uint32_t regions) {
  if constexpr (static_cast<bool>(rules::detail::violation_for<K>)) {
    using reported [[maybe_unused]] = decltype(rules::detail::rejected_key<K>{});  // the key's one error
    return splitting(0, regions);
  } else if constexpr (!rowkey::detail::led_by_prefix<K>) {
    using reported [[maybe_unused]] = decltype(detail::rejected_presplit<K>{});
    return splitting(0, regions);  // after the one error
  } else {
    return {split_points<K>(regions), 0, regions};
  }
}

// What one scan cost.
struct scan_cost {
  std::size_t regions = 0;  // distinct regions its ranges touch
  std::size_t keys = 0;     // keys in its ranges when it ran
};

class simulated_table {
 public:
  using key_id = std::uint32_t;

  explicit simulated_table(table_config config) : config_(std::move(config)) {
    regions_.push_back({});
    for (const std::string& start : config_.split_points) {
      region r;
      r.start = start;
      regions_.push_back(std::move(r));
    }
    std::sort(regions_.begin() + 1, regions_.end(),
              [](const region& a, const region& b) { return a.start < b.start; });
  }

  // Stores one row; the index (in key order) of the region that took it.
  std::size_t write(std::string_view key) {
    const auto id = static_cast<key_id>(offsets_.size());
    offsets_.push_back(arena_.size());
    arena_.append(key);
    const std::size_t r = region_of(key);
    region& g = regions_[r];
    g.rows.push_back({head_of(key), id});
    ++g.writes;
    if (config_.split_rows != 0 && g.rows.size() > config_.split_rows && regions_.size() < config_.max_regions) {
      return split(r, key);
    }
    return r;
  }

  // Regions the ranges touch and keys they hold now.
  template <class Ranges>
  scan_cost scan(const Ranges& ranges) {
    scan_cost cost;
    std::vector<bool> touched(regions_.size(), false);
    for (const auto& range : ranges) {
      const std::string_view begin = range.begin_key();
      const bool has_end = range.has_end_key();
      const std::string_view end = range.end_key();
      if (has_end && begin >= end) continue;  // empty
      const std::size_t first = region_of(begin);
      for (std::size_t r = first; r < regions_.size(); ++r) {
        if (r != first && has_end && regions_[r].start >= end) break;
        touched[r] = true;
        cost.keys += count_in(r, begin, end, has_end);
      }
    }
    cost.regions = static_cast<std::size_t>(std::count(touched.begin(), touched.end(), true));
    return cost;
  }

  // The region holding `key`: the last whose start is not above it.
  std::size_t region_of(std::string_view key) const {
    // regions_[0] starts at the empty key, below everything.
    std::size_t low = 1, high = regions_.size();
    while (low < high) {
      const std::size_t mid = (low + high) / 2;
      if (std::string_view(regions_[mid].start) <= key) low = mid + 1;
      else high = mid;
    }
    return low - 1;
  }

  std::size_t region_count() const noexcept { return regions_.size(); }
  std::size_t splits() const noexcept { return splits_; }
  std::size_t rows() const noexcept { return offsets_.size(); }
  std::string_view region_start(std::size_t r) const { return regions_[r].start; }
  std::size_t region_rows(std::size_t r) const { return regions_[r].rows.size(); }
  std::size_t region_writes(std::size_t r) const { return regions_[r].writes; }

  // The key of row `id` (rows are numbered in the order they were written).
  std::string_view key(key_id id) const {
    const std::size_t begin = offsets_[id];
    const std::size_t end = id + 1 < offsets_.size() ? offsets_[id + 1] : arena_.size();
    return std::string_view(arena_).substr(begin, end - begin);
  }

  // Keys that cut the rows written into `bins` parts of about equal size:
  // quantiles of a sample of up to 4096 rows taken evenly in write order.
  std::vector<std::string> quantile_cuts(std::size_t bins) const {
    std::vector<std::string> cuts;
    if (offsets_.empty() || bins < 2) return cuts;
    const std::size_t n = offsets_.size();
    const std::size_t samples = std::min<std::size_t>(n, 4096);
    std::vector<std::string_view> sample;
    sample.reserve(samples);
    for (std::size_t i = 0; i < samples; ++i) sample.push_back(key(static_cast<key_id>(i * n / samples)));
    std::sort(sample.begin(), sample.end());
    for (std::size_t b = 1; b < bins; ++b) cuts.emplace_back(sample[b * samples / bins]);
    return cuts;
  }

 private:
  // A row as a region keeps it: its key's first 8 bytes as a big-endian
  // number (most comparisons end there), and its id.
  struct row {
    std::uint64_t head;
    key_id id;
  };

  struct region {
    std::string start;      // "" for the first region
    std::vector<row> rows;  // the first `sorted` in key order, then as written
    std::size_t sorted = 0;
    std::size_t writes = 0;  // writes it took, before and after splits
  };

  static std::uint64_t head_of(std::string_view k) noexcept {
    std::uint64_t h = 0;
    for (std::size_t b = 0; b < 8; ++b) h = (h << 8) | (b < k.size() ? static_cast<unsigned char>(k[b]) : 0u);
    return h;
  }

  bool less(const row& a, const row& b) const {
    if (a.head != b.head) return a.head < b.head;
    return key(a.id) < key(b.id);
  }
  bool below(const row& a, std::uint64_t head, std::string_view k) const {
    if (a.head != head) return a.head < head;
    return key(a.id) < k;
  }

  // Splits region r at its middle key; the region now holding `key`. (The
  // middle is found by selection, not a sort: a split is a pass over the
  // region's rows.)
  std::size_t split(std::size_t r, std::string_view key) {
    region& g = regions_[r];
    const auto by_key = [this](const row& a, const row& b) { return less(a, b); };
    const auto mid = g.rows.begin() + static_cast<std::ptrdiff_t>(g.rows.size() / 2);
    std::nth_element(g.rows.begin(), mid, g.rows.end(), by_key);
    const std::string middle(this->key(mid->id));
    const std::uint64_t middle_head = mid->head;
    // Rows below the middle key stay; rows from it on (equal ones together)
    // move to the new region, which cannot begin where this one begins.
    const auto upper_begin = std::partition(g.rows.begin(), g.rows.end(),
                                            [&](const row& x) { return below(x, middle_head, middle); });
    if (upper_begin == g.rows.begin()) return r;  // every row is at or above the middle: nothing to split
    region upper;
    upper.start = middle;
    upper.rows.assign(upper_begin, g.rows.end());
    g.rows.erase(upper_begin, g.rows.end());
    g.sorted = 0;
    regions_.insert(regions_.begin() + static_cast<std::ptrdiff_t>(r) + 1, std::move(upper));
    ++splits_;
    return key >= std::string_view(middle) ? r + 1 : r;
  }

  // Puts a region's rows in key order: the rows written since it was last
  // sorted are sorted and merged in (often already in order: written in
  // time order).
  void sort_rows(region& g) {
    if (g.sorted == g.rows.size()) return;
    const auto by_key = [this](const row& a, const row& b) { return less(a, b); };
    const auto tail = g.rows.begin() + static_cast<std::ptrdiff_t>(g.sorted);
    if (!std::is_sorted(tail, g.rows.end(), by_key)) std::sort(tail, g.rows.end(), by_key);
    if (g.sorted != 0 && less(*tail, *(tail - 1))) std::inplace_merge(g.rows.begin(), tail, g.rows.end(), by_key);
    g.sorted = g.rows.size();
  }

  std::size_t count_in(std::size_t r, std::string_view begin, std::string_view end, bool has_end) {
    region& g = regions_[r];
    sort_rows(g);
    const std::uint64_t begin_head = head_of(begin);
    const auto first = std::partition_point(g.rows.begin(), g.rows.end(),
                                            [&](const row& x) { return below(x, begin_head, begin); });
    if (!has_end) return static_cast<std::size_t>(g.rows.end() - first);
    const std::uint64_t end_head = head_of(end);
    const auto last = std::partition_point(first, g.rows.end(), [&](const row& x) { return below(x, end_head, end); });
    return static_cast<std::size_t>(last - first);
  }

  table_config config_;
  std::vector<region> regions_;  // in key order
  std::string arena_;            // every key, one after the other
  std::vector<std::size_t> offsets_;
  std::size_t splits_ = 0;
};

}  // namespace rowkey::lab

#endif
