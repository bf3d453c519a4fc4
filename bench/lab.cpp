// How long the hotspot lab takes to simulate a million writes (the keys
// encoded by rowkey, placed in regions, windows and the heat map counted),
// for a pre-split hashed key and for a splitting table of log lines.
//
//   rowkey_lab_bench [--benchmark_repetitions=5]
#include <rowkey/lab.hpp>
#include <rowkey/rowkey.hpp>

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdint>

namespace {

namespace lab = rowkey::lab;
using namespace std::chrono;

struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};
struct Ts : rowkey::Column<"ts", sys_time<milliseconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};
using Hashed = rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>;
using HostTime = rowkey::Key<Host, Ts>;

constexpr std::size_t writes = 1'000'000;

void hashed_presplit(benchmark::State& state) {
  const auto w = lab::sequential<OrderNo>(writes);
  for (auto _ : state) {
    const lab::report r = lab::run<Hashed>("hashed", w, lab::presplit<Hashed>(16));
    benchmark::DoNotOptimize(r.hottest_write_share);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(writes));
}

void logs_splitting(benchmark::State& state) {
  const auto w = lab::logs<Ts, Host>(writes, 50, sys_time<milliseconds>{}, milliseconds(1));
  for (auto _ : state) {
    const lab::report r = lab::run<HostTime>("[host][ts]", w, lab::splitting(writes / 64, 64));
    benchmark::DoNotOptimize(r.hottest_write_share);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(writes));
}

}  // namespace

BENCHMARK(hashed_presplit)->Unit(benchmark::kMillisecond);
BENCHMARK(logs_splitting)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
