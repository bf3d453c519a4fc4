// Keys that FoundationDB's other clients read: the same kind of declaration,
// in the tuple layer's format (Format<fdb_tuple>), under a directory's
// prefix (Subspace). Each part is one tuple element, so a Python service's
// fdb.tuple.unpack(key[2:]) gives (hash, user_id, order_id), and its
// fdb.tuple.range((hash, 42)) is the range rowkey computes.
#include <rowkey/formats/fdb_tuple.hpp>
#include <rowkey/rowkey.hpp>

#include <cstdint>
#include <iostream>
#include <string>
#include <string_view>

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct OrderId : rowkey::Column<"order_id", std::int64_t> {};
struct Sku : rowkey::Column<"sku", rowkey::bounded_string<32>> {};

// The directory ("shop", "orders") was allocated the prefix 15 12. The tuple
// layer has no descending order: Desc<OrderId> here would be rule 7.
using Orders = rowkey::Key<rowkey::Hash<2, UserId>, UserId, OrderId, rowkey::Format<rowkey::fdb_tuple>,
                           rowkey::Subspace<"\x15\x12">>;
// Constant prefixes can be packed at compile time: ("shop", "items") here.
using Items = rowkey::Key<Sku, rowkey::Format<rowkey::fdb_tuple>, rowkey::Subspace<rowkey::fdb_tuple::pack("shop", "items")>>;

int main() {
  const auto key = rowkey::encode<Orders>(UserId{42}, OrderId{-7});
  std::cout << rowkey::describe<Orders>() << "key:    " << rowkey::render<Orders>(*key) << '\n';

  const auto values = rowkey::decode<Orders>(*key);
  if (!values || values->get<UserId>() != 42 || values->get<OrderId>() != -7) return 1;

  // Every order of user 42: ends at the prefix followed by ff, as the tuple layer's ranges do.
  const auto orders = rowkey::prefix<Orders>(UserId{42});
  std::cout << "scan:   " << *orders << '\n';
  if (!orders->contains(*key)) return 1;

  const auto item = rowkey::encode<Items>(Sku{std::string_view("tea\0green", 9)});  // 0x00 written 00 ff
  std::cout << "item:   " << rowkey::render<Items>(*item) << '\n';

  // Text is UTF-8 in the tuple layer: other bytes are refused before anything is written.
  const auto refused = rowkey::encode<Items>(Sku{std::string_view("\xff\xfe", 2)});
  std::cout << "refused: " << refused.error().message() << '\n';
  return refused ? 1 : 0;
}
