// The columns of the lab's compile-fail tests: the workload's records are
// (Ts, Host), as lab::logs makes them; UserId is a column they do not hold.
// Included after <rowkey/lab.hpp>, so that an error's include chain stays
// the user's.
#ifndef ROWKEY_COMPILE_FAIL_LAB_SCHEMA_HPP
#define ROWKEY_COMPILE_FAIL_LAB_SCHEMA_HPP

#include <rowkey/lab.hpp>

#include <chrono>
#include <cstdint>

using namespace std::chrono_literals;
using time_ms = std::chrono::sys_time<std::chrono::milliseconds>;
struct Ts : rowkey::Column<"ts", time_ms> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};

namespace lab = rowkey::lab;

inline auto lab_logs() { return lab::logs<Ts, Host>(1'000, 5, time_ms{1'700'000'000'000ms}, 1ms); }

#endif
