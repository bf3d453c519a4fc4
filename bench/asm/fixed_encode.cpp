// A small translation unit for reading the code a fixed-width encode compiles
// to: bench/disassemble.sh compiles it with g++ and clang++ at -O2 and prints
// each function. Keys: [user_id][ts DESC] (16 bytes) and
// [hash4(user_id)][user_id][ts DESC] (20 bytes).
#include "../by_hand.hpp"

#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/hash.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>

#include <chrono>
#include <cstdint>
#include <span>

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
using UserTime = rowkey::Key<UserId, rowkey::Desc<Ts>>;
using Hashed = rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Ts>>;

using time_ms = std::chrono::sys_time<std::chrono::milliseconds>;

// rowkey, into the caller's 16-byte buffer.
void rowkey_encode_into(std::span<char, 16> out, std::uint64_t user, std::int64_t ts) {
  (void)rowkey::encode_into<UserTime>(out, UserId{user}, Ts{time_ms{std::chrono::milliseconds{ts}}});
}

// rowkey, returning the key in its inline buffer (inside a result).
rowkey::encode_result<UserTime> rowkey_encode(std::uint64_t user, std::int64_t ts) {
  return rowkey::encode<UserTime>(UserId{user}, Ts{time_ms{std::chrono::milliseconds{ts}}});
}

// The same key by hand.
void hand_encode(char* out, std::uint64_t user, std::int64_t ts) {
  by_hand::encode_user_time(out, {user, ts});
}

// The hashed key, into the caller's 20-byte buffer: the XXH64 of the 8-byte
// id, then the same swaps and stores.
void rowkey_encode_hashed_into(std::span<char, 20> out, std::uint64_t user, std::int64_t ts) {
  (void)rowkey::encode_into<Hashed>(out, UserId{user}, Ts{time_ms{std::chrono::milliseconds{ts}}});
}

// By hand, with the reference XXH64 (libxxhash).
void hand_encode_hashed(char* out, std::uint64_t user, std::int64_t ts) {
  by_hand::encode_hashed(out, {user, ts});
}
