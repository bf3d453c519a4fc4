// The standard and Boost headers that rowkey's headers include, precompiled
// once per build (tests/CMakeLists.txt): for every compile-fail test, and,
// with Catch2's header, for the unit tests. They are most of what a small
// test costs to compile (about 1 s of 1.5); rowkey's own headers are not in
// it, so each test still sees only the rowkey headers it includes, and its
// diagnostics read as they do without it.
#include <boost/hana/accessors.hpp>
#include <boost/hana/at.hpp>
#include <boost/hana/string.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <shared_mutex>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>
#include <version>
