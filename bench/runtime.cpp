// Wall-clock benchmarks: every variant of variants.hpp, timed in one run, then
// a table of ns per key and the ratio rowkey / hand-written for each
// operation and schema. With --benchmark_repetitions=N the table uses medians.
//
//   rowkey_bench --benchmark_repetitions=5
#include "variants.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <unistd.h>

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

// A scan's decoding: 10^5 keys, sorted and back to back in one buffer as a
// store's block holds them, decoded in order into one reused object (rowkey's
// decode_into, the hand-written decoder's struct). Timed per pass; the table
// divides by the keys per pass.
constexpr std::size_t scan_keys_per_pass = 100'000;

struct sorted_keys {
  std::string bytes;
  std::vector<std::pair<std::size_t, std::size_t>> spans;  // offset, size
};

const sorted_keys& scan_input(bool escape_heavy) {
  static const auto build = [](const std::vector<by_hand::host_event_time>& rows) {
    std::vector<std::string> keys = bench::encoded(rows, [](const auto& r) { return bench::hand_key(r); });
    std::sort(keys.begin(), keys.end());
    sorted_keys out;
    for (const std::string& k : keys) {
      out.spans.emplace_back(out.bytes.size(), k.size());
      out.bytes += k;
    }
    return out;
  };
  static const sorted_keys plain = build(bench::host_event_time_rows(scan_keys_per_pass));
  static const sorted_keys escapes = build(bench::host_event_time_escape_rows(scan_keys_per_pass));
  return escape_heavy ? escapes : plain;
}

template <bool Rowkey, bool EscapeHeavy>
void scan_decode(benchmark::State& state) {
  const sorted_keys& keys = scan_input(EscapeHeavy);
  rowkey::key_values<bench::HostEventTime> values;
  by_hand::decoded_host_event_time hand_values{};
  for (auto _ : state) {
    for (const auto& [offset, size] : keys.spans) {
      const std::string_view key(keys.bytes.data() + offset, size);
      if constexpr (Rowkey) {
        const bool ok = rowkey::decode_into<bench::HostEventTime>(key, values).code == rowkey::decode_errc::ok;
        bench::keep_object(ok ? &values : nullptr);
      } else {
        const bool ok = by_hand::decode_host_event_time(key, hand_values);
        bench::keep_object(ok ? &hand_values : nullptr);
      }
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * keys.spans.size()));
  state.counters["keys_per_pass"] = static_cast<double>(keys.spans.size());
}

// Whether the console output is coloured, as --benchmark_color asks ("auto",
// the default: when standard output is a terminal). A reporter passed in is
// built by its caller, so the library's own reading of the flag does not
// reach it.
bool colour_wanted(int argc, char** argv) {
  std::string asked = "auto";
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg.starts_with("--benchmark_color=")) asked = arg.substr(arg.find('=') + 1);
  }
  for (char& c : asked) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (asked == "auto") return isatty(STDOUT_FILENO) != 0;
  // As the library reads a flag: false, no, off or one character that is
  // 0, f, n or no letter or digit; anything else is true.
  if (asked == "false" || asked == "no" || asked == "off") return false;
  if (asked.size() == 1) {
    const char c = asked[0];
    return std::isalnum(static_cast<unsigned char>(c)) != 0 && c != '0' && c != 'f' && c != 'n';
  }
  return true;
}

// Console output as usual, plus the ratio table at the end.
class ratio_reporter : public benchmark::ConsoleReporter {
 public:
  explicit ratio_reporter(bool colour) : ConsoleReporter(colour ? OO_ColorTabular : OO_Tabular) {}

  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.error_occurred) continue;
      const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
      const bool single = run.run_type == Run::RT_Iteration && run.repetitions <= 1;
      if (!median && !single) continue;
      const auto per_pass = run.counters.find("keys_per_pass");
      const double keys = per_pass == run.counters.end() ? 1.0 : per_pass->second.value;
      ns_per_key_[run.run_name.function_name] = run.GetAdjustedCPUTime() / keys;
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
  benchmark::RegisterBenchmark("scan_decode/host_event_time/rowkey_into", scan_decode<true, false>);
  benchmark::RegisterBenchmark("scan_decode/host_event_time/hand", scan_decode<false, false>);
  benchmark::RegisterBenchmark("scan_decode/host_event_time_escapes/rowkey_into", scan_decode<true, true>);
  benchmark::RegisterBenchmark("scan_decode/host_event_time_escapes/hand", scan_decode<false, true>);
  const bool colour = colour_wanted(argc, argv);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return EXIT_FAILURE;
  ratio_reporter reporter(colour);
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return EXIT_SUCCESS;
}
