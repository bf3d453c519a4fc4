// The wait between two runs of a write that conflicted (table_handle's
// retry). On POSIX systems it is nanosleep, from <time.h>, which <chrono>
// already brings in there; elsewhere std::this_thread::sleep_for. <thread>
// alone, for this one call, made every translation unit that includes the
// table layer about 210 million compiler instructions (g++ 12) dearer, a
// twelfth of <rowkey/rowkey.hpp>'s cost above the standard headers
// (docs/benchmarks.md, "Compile time").
#ifndef ROWKEY_TABLE_DETAIL_SLEEP_HPP
#define ROWKEY_TABLE_DETAIL_SLEEP_HPP

#include <chrono>

#if defined(__unix__) || defined(__APPLE__)
#include <cerrno>
#include <time.h>
#else
#include <thread>
#endif

namespace rowkey::detail {

inline void sleep_for(std::chrono::microseconds wait) {
  if (wait <= std::chrono::microseconds::zero()) return;
#if defined(__unix__) || defined(__APPLE__)
  const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(wait);
  timespec left{};
  left.tv_sec = static_cast<decltype(left.tv_sec)>(seconds.count());
  left.tv_nsec = static_cast<decltype(left.tv_nsec)>(std::chrono::nanoseconds(wait - seconds).count());
  // Woken early by a signal: sleep what is left, as sleep_for does.
  while (::nanosleep(&left, &left) == -1 && errno == EINTR) {
  }
#else
  std::this_thread::sleep_for(wait);
#endif
}

}  // namespace rowkey::detail

#endif
