// Keys compiled once (rowkey/compiled.hpp), for compiled_key_test.cpp: each
// key here is declared extern, compiled in compiled_schema.cpp, and has an
// inline twin of the same parts that the test compares it with.
#ifndef ROWKEY_TEST_COMPILED_SCHEMA_HPP
#define ROWKEY_TEST_COMPILED_SCHEMA_HPP

#include <rowkey/compiled.hpp>
#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>

namespace compiled_schema {

using time_ms = std::chrono::sys_time<std::chrono::milliseconds>;

// The columns, one set per Tag, and over them: fixed width, a string, a
// hashed string, and a bucketed time.
template <class Tag>
struct key_set {
  struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
  struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};
  struct Event : rowkey::Column<"event", std::uint16_t> {};
  struct Ts : rowkey::Column<"ts", time_ms> {};
  using Users = rowkey::Key<UserId, rowkey::Desc<Ts>>;
  using Events = rowkey::Key<Host, Event, rowkey::Desc<Ts>>;
  using HashedEvents = rowkey::Key<rowkey::Hash<2, Host>, Host, Event, Ts, rowkey::MaxColumns<4>>;
  using Buckets = rowkey::Key<rowkey::Bucket<8, Ts>, Ts, Host>;
};

// The keys compiled once.
using compiled = key_set<struct compiled_tag>;
using UserId = compiled::UserId;
using Host = compiled::Host;
using Event = compiled::Event;
using Ts = compiled::Ts;
using Users = compiled::Users;
using Events = compiled::Events;
using HashedEvents = compiled::HashedEvents;
using Buckets = compiled::Buckets;

// Their inline twins: the same parts over columns of the same names and
// types, so the same bytes and errors, never compiled.
using twin = key_set<struct twin_tag>;

}  // namespace compiled_schema

ROWKEY_EXTERN_KEY(compiled_schema::Users);
ROWKEY_EXTERN_KEY(compiled_schema::Events);
ROWKEY_EXTERN_KEY(compiled_schema::HashedEvents);
ROWKEY_EXTERN_KEY(compiled_schema::Buckets);

#endif
