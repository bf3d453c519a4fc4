// The schema every call_*.cpp test calls with: one header, so that the
// tests differ only in the call they get wrong. Included after
// <rowkey/rowkey.hpp>, so that an error's include chain stays the user's.
#ifndef ROWKEY_TESTS_COMPILE_FAIL_CALL_SCHEMA_HPP
#define ROWKEY_TESTS_COMPILE_FAIL_CALL_SCHEMA_HPP

#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>
#include <span>
#include <string>

namespace shop {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Price : rowkey::Column<"price", std::uint32_t> {};

using Orders = rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Ts>, OrderId, rowkey::MaxColumns<4>>;
using Visits = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
[[maybe_unused]] constexpr Ts t0{std::chrono::sys_time<std::chrono::milliseconds>{std::chrono::milliseconds{1'700'000'000'000}}};
}  // namespace shop

#endif
