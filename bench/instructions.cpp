// Runs one variant of variants.hpp over a fixed number of keys, with
// callgrind collecting only around the loop (run it with
// --collect-atstart=no; bench/instructions.sh does). Instructions per key are
// then the callgrind total divided by the number of keys.
//
//   instructions_driver <variant name> <keys>      e.g. encode/user_time/hand 100000
//   instructions_driver --list
#include "variants.hpp"

#include <valgrind/callgrind.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

namespace {

constexpr std::size_t input_count = 4096;

// The same loop as the wall-clock benchmark's; not inlined into main so that
// its code is the same whatever main does around it.
template <class V>
[[gnu::noinline]] void run_keys(const std::vector<typename V::input>& inputs, std::size_t keys) {
  std::size_t i = 0;
  for (std::size_t k = 0; k < keys; ++k) {
    V::run(inputs[i]);
    i = (i + 1) & (input_count - 1);
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::strcmp(argv[1], "--list") == 0) {
    bench::for_each_variant([]<class V>() { std::puts(V::name); });
    return EXIT_SUCCESS;
  }
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s <variant> <keys> | --list\n", argv[0]);
    return EXIT_FAILURE;
  }
  if (!bench::check_equivalence(2000)) return EXIT_FAILURE;
  const std::string_view wanted = argv[1];
  const std::size_t keys = std::strtoull(argv[2], nullptr, 10);
  bool found = false;
  bench::for_each_variant([&]<class V>() {
    if (wanted != V::name) return;
    found = true;
    const auto inputs = V::inputs(input_count);
    run_keys<V>(inputs, input_count);  // warm: first-touch page faults and lazy binding stay out of the count
    CALLGRIND_ZERO_STATS;
    CALLGRIND_TOGGLE_COLLECT;
    run_keys<V>(inputs, keys);
    CALLGRIND_TOGGLE_COLLECT;
  });
  if (!found) {
    std::fprintf(stderr, "no variant named %s (try --list)\n", argv[1]);
    return EXIT_FAILURE;
  }
  return EXIT_SUCCESS;
}
