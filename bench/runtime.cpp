// Wall-clock benchmarks: every variant of variants.hpp, timed in one run, then
// a table of ns per key and the ratio rowkey / hand-written for each
// operation and schema. With --benchmark_repetitions=N the table uses medians.
//
//   rowkey_bench --benchmark_repetitions=5
#include "variants.hpp"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace {

constexpr std::size_t input_count = 4096;  // a power of two: the index wraps with a mask

template <class V>
void run_variant(benchmark::State& state) {
  const auto inputs = V::inputs(input_count);
  std::size_t i = 0;
  for (auto _ : state) {
    V::run(inputs[i]);
    i = (i + 1) & (input_count - 1);
  }
  state.SetItemsProcessed(state.iterations());
}

// Console output as usual, plus the ratio table at the end.
class ratio_reporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.error_occurred) continue;
      const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
      const bool single = run.run_type == Run::RT_Iteration && run.repetitions <= 1;
      if (!median && !single) continue;
      ns_per_key_[run.run_name.function_name] = run.GetAdjustedCPUTime();
    }
  }

  void Finalize() override {
    ConsoleReporter::Finalize();
    std::printf("\n%-40s %12s %12s %8s\n", "variant", "ns/key", "hand ns/key", "ratio");
    for (const auto& [name, ns] : ns_per_key_) {
      const auto slash = name.rfind('/');
      const std::string impl = name.substr(slash + 1);
      if (impl == "hand") continue;
      const auto hand = ns_per_key_.find(name.substr(0, slash) + "/hand");
      if (hand == ns_per_key_.end()) {
        std::printf("%-40s %12.2f\n", name.c_str(), ns);
      } else {
        std::printf("%-40s %12.2f %12.2f %8.3f\n", name.c_str(), ns, hand->second, ns / hand->second);
      }
    }
  }

 private:
  std::map<std::string, double> ns_per_key_;
};

}  // namespace

int main(int argc, char** argv) {
  if (!bench::check_equivalence()) return EXIT_FAILURE;
  bench::for_each_variant([]<class V>() {
    benchmark::RegisterBenchmark(V::name, run_variant<V>)->Unit(benchmark::kNanosecond);
  });
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return EXIT_FAILURE;
  ratio_reporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return EXIT_SUCCESS;
}
