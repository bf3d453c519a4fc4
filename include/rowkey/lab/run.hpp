// Plays a workload on a key design over a simulated table, and measures it.
//
//   auto r = lab::run<Key<Bucket<16, Ts>, Ts, Host>>("[ts % 16][ts][host]", workload, lab::presplit<...>(16));
//   REQUIRE(r.hottest_write_share < 0.1);
//
// Each record is encoded with rowkey::encode<K>, picking the columns K stores
// by their types, so the table sees the bytes a service would write.
#ifndef ROWKEY_LAB_RUN_HPP
#define ROWKEY_LAB_RUN_HPP

#include <rowkey/print/describe.hpp>
#include <rowkey/print/detail/format_value.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/hashing/xxh64.hpp>
#include <rowkey/lab/report.hpp>
#include <rowkey/lab/scan_intent.hpp>
#include <rowkey/lab/simulated_table.hpp>
#include <rowkey/lab/workload.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace rowkey::lab {

struct run_options {
  std::size_t windows = 40;    // time windows the writes are cut into
  std::size_t heat_bins = 96;  // key-space rows of the heat map
};

namespace detail {

// encode<K> of a record: each column K stores, taken from the record by type.
template <class K, class Record>
auto encode_from(const Record& record) {
  using L = rowkey::detail::layout<K>;
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return rowkey::encode<K>(std::get<typename L::template stored_column<I>>(record)...);
  }(std::make_index_sequence<L::stored_count>{});
}

// The bytes of K's leading stored column in a record, ascending: what makes
// two writes "the same value" of it.
template <class K, class Record>
void leading_value(const Record& record, std::string& out) {
  using C = typename rowkey::detail::layout<K>::template stored_column<0>;
  using codec = value_codec<typename C::value_type>;
  const auto& v = std::get<C>(record).value;
  out.resize(codec::size(v));
  codec::template write<direction::ascending>(out.data(), v);
}

template <class K>
std::string render_leading_value(std::string_view bytes) {
  using C = typename rowkey::detail::layout<K>::template stored_column<0>;
  using codec = value_codec<typename C::value_type>;
  typename C::value_type v{};
  reader in{bytes.data(), bytes.data(), bytes.data() + bytes.size()};
  if (codec::template read<direction::ascending>(in, v) != decode_errc::ok) return "?";
  std::string text;
  rowkey::detail::append_value(text, v);
  return text;
}

// Where window w of n writes cut into `windows` begins.
inline std::size_t window_start(std::size_t w, std::size_t n, std::size_t windows) { return w * n / windows; }

// How many of a tuple record's fields are of type Column. (A record of
// another type counts as holding it once: std::get<Column> decides.)
template <class Column, class Record>
inline constexpr std::size_t fields_of_type = 1;
template <class Column, class... Fields>
inline constexpr std::size_t fields_of_type<Column, std::tuple<Fields...>> =
    (std::size_t{std::is_same_v<Column, Fields>} + ... + 0);

// One error, for a design whose columns the workload's records do not hold;
// its name shows the column and the record on both compilers.
template <class Column, class Record>
struct column_not_in_records {
  static_assert(fields_of_type<Column, Record> == 1,
                "rowkey lab: the key design stores a column that the workload's records do not hold "
                "(or hold twice); each column is taken from the record by its type: give the records "
                "that column (lab::generated makes records of any columns) or try a design of the "
                "columns they hold (docs/hotspots.md, section 1)");
};

// The column a design stores at index I.
template <class K, std::size_t I>
using stored_column = typename rowkey::detail::layout<K>::template stored_column<I>;

// The first column K stores that Record does not hold exactly once (each is
// picked from the record by its type); K's stored column count when there is
// none.
template <class K, class Record>
constexpr std::size_t first_column_not_held() {
  constexpr std::size_t stored = rowkey::detail::layout<K>::stored_count;
  return []<std::size_t... I>(std::index_sequence<I...>) {
    std::size_t first = stored;
    (void)((fields_of_type<stored_column<K, I>, Record> == 1 ? true : (first = I, false)) && ...);
    return first;
  }(std::make_index_sequence<stored>{});
}

// Whether Record holds every column K stores; when not, the error (an alias,
// so that the compilers show no layer of the library's between the caller
// and the error).
template <class K, class Record>
inline constexpr bool records_hold = first_column_not_held<K, Record>() == rowkey::detail::layout<K>::stored_count;
template <class K, class Record>
using column_not_held = column_not_in_records<stored_column<K, first_column_not_held<K, Record>()>, Record>;

// The run itself, once the records are known to hold the design's columns.
template <class K, class Record, class Intent>
report play(std::string design, const workload<Record, Intent>& w, const table_config& config,
            const run_options& options) {
  using Lead = typename rowkey::detail::layout<K>::template stored_column<0>;
  report out;
  out.design = std::move(design);
  out.key = describe<K>();
  out.workload = w.name;
  out.writes = w.writes.size();
  out.presplit = !config.split_points.empty() || config.split_rows == 0;
  out.hottest_value.column = std::string(Lead::name);

  simulated_table table(config);
  const std::size_t n = w.writes.size();
  const std::size_t windows = std::max<std::size_t>(1, std::min(options.windows, n));
  std::vector<std::uint32_t> window_of_row;  // (16 bits counted window 65536 as window 0)
  window_of_row.reserve(n);
  std::vector<simulated_table::key_id> ids;  // rows written in the current window
  // Its writes' leading values, as (hash of the value's bytes, record index),
  // counted by sorting when the window closes.
  std::vector<std::pair<std::uint64_t, std::size_t>> values;
  std::string value_bytes, hottest_bytes;
  double scan_regions = 0, scan_keys = 0, scan_ranges = 0;
  // The scans in the order they run, stably by the writes before each: at
  // 0 before the first write, past the last write after it, wherever the
  // workload lists them.
  std::vector<std::size_t> scan_order(w.scans.size());
  for (std::size_t s = 0; s < scan_order.size(); ++s) scan_order[s] = s;
  const auto runs_after = [&](std::size_t s) { return std::min(w.scans[s].first, n); };
  std::stable_sort(scan_order.begin(), scan_order.end(),
                   [&](std::size_t a, std::size_t b) { return runs_after(a) < runs_after(b); });
  std::size_t next_scan = 0;
  const auto run_scans_after = [&](std::size_t written) {
    for (; next_scan < scan_order.size() && runs_after(scan_order[next_scan]) <= written; ++next_scan) {
      const planned_scan<K> p = rowkey::lab::plan<K>(w.scans[scan_order[next_scan]].second);
      const scan_cost cost = table.scan(p.ranges);
      ++out.scans.count;
      scan_regions += static_cast<double>(cost.regions);
      scan_keys += static_cast<double>(cost.keys);
      scan_ranges += static_cast<double>(p.ranges.size());
      out.scans.max_regions = std::max(out.scans.max_regions, cost.regions);
      out.scans.shape = p.shape;
    }
  };

  std::size_t window = 0;
  std::size_t window_end = detail::window_start(1, n, windows);
  const auto close_window = [&] {
    window_figures f;
    f.first_write = detail::window_start(window, n, windows);
    f.writes = ids.size();
    f.regions = table.region_count();
    std::vector<std::size_t> per_region(table.region_count(), 0);
    for (const auto id : ids) ++per_region[table.region_of(table.key(id))];
    const auto busiest = std::max_element(per_region.begin(), per_region.end());
    f.hottest_region = static_cast<std::size_t>(busiest - per_region.begin());
    if (!ids.empty()) f.hottest_share = static_cast<double>(*busiest) / static_cast<double>(ids.size());
    std::sort(values.begin(), values.end());
    std::size_t top = 0, top_record = 0;
    for (std::size_t a = 0; a < values.size();) {
      std::size_t b = a;
      while (b < values.size() && values[b].first == values[a].first) ++b;
      if (b - a > top) {
        top = b - a;
        top_record = values[a].second;
      }
      a = b;
    }
    if (!ids.empty()) f.hottest_value_share = static_cast<double>(top) / static_cast<double>(ids.size());
    if (f.hottest_value_share > out.hottest_value.share) {
      out.hottest_value.share = f.hottest_value_share;
      out.hottest_value.window = window;
      detail::leading_value<K>(w.writes[top_record], hottest_bytes);
    }
    f.measured = out.presplit || table.splits() > 0;
    out.windows.push_back(f);
    ids.clear();
    values.clear();
    ++window;
    window_end = detail::window_start(window + 1, n, windows);
  };

  run_scans_after(0);
  for (std::size_t i = 0; i < n; ++i) {
    const Record& record = w.writes[i];
    const auto key = detail::encode_from<K>(record);
    if (key) {
      ids.push_back(static_cast<simulated_table::key_id>(table.rows()));
      window_of_row.push_back(static_cast<std::uint32_t>(window));
      table.write(key->view());
      detail::leading_value<K>(record, value_bytes);
      values.emplace_back(xxh64(value_bytes), i);
    } else {
      ++out.refused;
    }
    run_scans_after(i + 1);
    if (i + 1 == window_end) close_window();
  }

  // The figures of the run.
  double sum = 0;
  std::size_t measured = 0;
  for (const window_figures& f : out.windows) {
    if (!f.measured) continue;
    out.hottest_write_share = std::max(out.hottest_write_share, f.hottest_share);
    sum += f.hottest_share;
    ++measured;
  }
  if (measured == 0) {  // a splitting table that never split: every window counts
    for (window_figures& f : out.windows) {
      f.measured = true;
      out.hottest_write_share = std::max(out.hottest_write_share, f.hottest_share);
      sum += f.hottest_share;
      ++measured;
    }
  }
  out.mean_hottest_share = measured == 0 ? 0 : sum / static_cast<double>(measured);
  if (!hottest_bytes.empty() || out.hottest_value.share > 0) {
    out.hottest_value.value = detail::render_leading_value<K>(hottest_bytes);
  }
  if (out.scans.count != 0) {
    const auto c = static_cast<double>(out.scans.count);
    out.scans.mean_regions = scan_regions / c;
    out.scans.mean_keys = scan_keys / c;
    out.scans.mean_ranges = scan_ranges / c;
  }
  out.regions = table.region_count();
  out.splits = table.splits();
  for (std::size_t r = 0; r < table.region_count(); ++r) out.rows_per_region.push_back(table.region_rows(r));

  // The heat map: writes per window and key-space bin, bins cut at quantiles
  // of the rows written, so that each bin holds about as many rows in the end.
  const std::size_t bins = std::max<std::size_t>(1, options.heat_bins);
  out.heat.assign(out.windows.size(), std::vector<std::uint32_t>(bins, 0));
  const std::vector<std::string> cuts = table.quantile_cuts(bins);
  for (std::size_t row = 0; row < table.rows(); ++row) {
    const std::string_view k = table.key(static_cast<simulated_table::key_id>(row));
    const auto bin = static_cast<std::size_t>(std::upper_bound(cuts.begin(), cuts.end(), k) - cuts.begin());
    ++out.heat[window_of_row[row]][bin];
  }
  return out;
}

}  // namespace detail

template <key_declaration K, class Record, class Intent>
report run(std::string design, const workload<Record, Intent>& w, const table_config& config,
           const run_options& options = {}) {
  // A column the records do not hold: one error, and nothing played.
  if constexpr (!detail::records_hold<K, Record>) {
    using reported [[maybe_unused]] = decltype(detail::column_not_held<K, Record>{});
    return report{};
  } else {
    return detail::play<K>(std::move(design), w, config, options);
  }
}

// What run requires after the workload, as its compile error names it (the
// arguments given there, none when the table is left out). Only ever
// instantiated false.
template <class Key, class... Given>
inline constexpr bool run_takes_a_table_after_the_workload = false;

namespace detail {
// Whether the arguments after the workload are run's own: the table, then
// perhaps the options.
template <class... Given>
inline constexpr bool table_then_options = false;
template <class Config>
inline constexpr bool table_then_options<Config> = std::is_convertible_v<const Config&, table_config>;
template <class Config, class Options>
inline constexpr bool table_then_options<Config, Options> =
    std::is_convertible_v<const Config&, table_config> && std::is_convertible_v<const Options&, run_options>;

template <class K, class... Given>
struct rejected_run {
  static_assert(run_takes_a_table_after_the_workload<K, Given...>,
                "rowkey lab: run<K>(design, workload, table) plays the workload on the simulated table, its "
                "third argument: lab::presplit<K>(regions), pre-split for a key led by a Hash or Bucket prefix, "
                "or lab::splitting(rows, max_regions), which splits as it grows; then, optionally, "
                "lab::run_options (docs/hotspots.md, section 1)");
};
}  // namespace detail

// run<K>(design, workload) without its table, or with something else after
// the workload: one error that names the table, where overload resolution
// listed run's parameters. Never a candidate when the arguments are run's.
template <key_declaration K, class Record, class Intent, class... Given>
  requires(!detail::table_then_options<Given...>)
report run(std::string, const workload<Record, Intent>&, const Given&...) {
  using reported [[maybe_unused]] = decltype(detail::rejected_run<K, Given...>{});
  return report{};
}

}  // namespace rowkey::lab

#endif
