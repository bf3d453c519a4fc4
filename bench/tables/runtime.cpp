// Wall-clock time of the table layer against hand-written code on the same
// RocksDB, in one run (bench/tables/operations.hpp): writing one record with
// a primary key and two indexes, and reading records through an index. Each
// side has a database of its own in a temporary directory.
//
//   rowkey_table_bench [--benchmark_repetitions=5] [--benchmark_min_time=...]
#include "operations.hpp"

#include <benchmark/benchmark.h>

#include <stdlib.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace {

using namespace bench_tables;

std::filesystem::path root;

std::string fresh_dir(const char* name) {
  const auto dir = root / name;
  std::filesystem::remove_all(dir);
  return dir.string();
}

template <bool (*Insert)(database&, const Order&)>
void insert(benchmark::State& state, const char* name) {
  database d(fresh_dir(name));
  const auto orders = make_orders(1 << 20, 1'000'000'000, 1000);
  std::size_t i = 0, written = 0;
  for (auto _ : state) {
    written += Insert(d, orders[i]);
    i = (i + 1) & ((1 << 20) - 1);
  }
  if (written != static_cast<std::size_t>(state.iterations()) && state.iterations() <= (1 << 20)) {
    state.SkipWithError("a write was refused");
  }
  state.SetItemsProcessed(state.iterations());
}

template <std::size_t (*Scan)(database&, std::uint64_t)>
void scan(benchmark::State& state, const char* name) {
  database d(fresh_dir(name));
  fill_for_scans(d);
  std::uint64_t buyer = 0;
  std::size_t records = 0;
  for (auto _ : state) {
    records += Scan(d, buyer);
    buyer = (buyer + 1) % scan_buyers;
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(records));
}

class ratio_reporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.error_occurred) continue;
      const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
      const bool single = run.run_type == Run::RT_Iteration && run.repetitions <= 1;
      if (!median && !single) continue;
      const auto items = run.counters.find("items_per_second");
      if (items != run.counters.end()) ns_per_item_[run.run_name.function_name] = 1e9 / items->second.value;
    }
  }
  void Finalize() override {
    ConsoleReporter::Finalize();
    std::printf("\n%-20s %14s %14s %8s\n", "operation", "ns/record", "hand ns/record", "ratio");
    for (const char* op : {"insert", "scan"}) {
      const auto t = ns_per_item_.find(std::string(op) + "/table");
      const auto h = ns_per_item_.find(std::string(op) + "/hand");
      if (t == ns_per_item_.end() || h == ns_per_item_.end()) continue;
      std::printf("%-20s %14.1f %14.1f %8.3f\n", op, t->second, h->second, t->second / h->second);
    }
  }

 private:
  std::map<std::string, double> ns_per_item_;
};

}  // namespace

int main(int argc, char** argv) {
  std::string pattern = (std::filesystem::temp_directory_path() / "rowkey-table-bench-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr) return EXIT_FAILURE;
  root = pattern;
  if (!check_equivalence((root / "equal-a").string(), (root / "equal-b").string())) return EXIT_FAILURE;
  benchmark::RegisterBenchmark("insert/table", insert<insert_table>, "insert-table")->Unit(benchmark::kNanosecond);
  benchmark::RegisterBenchmark("insert/hand", insert<insert_hand>, "insert-hand")->Unit(benchmark::kNanosecond);
  benchmark::RegisterBenchmark("scan/table", scan<scan_table>, "scan-table")->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("scan/hand", scan<scan_hand>, "scan-hand")->Unit(benchmark::kMicrosecond);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return EXIT_FAILURE;
  ratio_reporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  std::filesystem::remove_all(root);
  return EXIT_SUCCESS;
}
