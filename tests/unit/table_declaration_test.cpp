// Declarations stored with the data: attach stores each table's and index's
// declaration on first use, and refuses one that differs from the stored
// declaration, naming the table or index and the first fact that differs;
// a refused handle reads and writes nothing. One test per kind of
// difference, and one per compatible change. (On RocksDB and etcd:
// tests/rocksdb/table_rocksdb_test.cpp, tests/etcd/etcd_test.cpp.)
#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/formats/fdb_tuple.hpp>
#include <rowkey/rowkey.hpp>

#include <boost/hana/adapt_struct.hpp>
#include <catch2/catch.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace decl {

struct Item {
  std::uint64_t id = 0;
  std::uint32_t group = 0;
  std::int64_t at = 0;
  std::string name;
};
struct ItemWide {  // group widened to 64 bits
  std::uint64_t id = 0;
  std::uint64_t group = 0;
  std::int64_t at = 0;
  std::string name;
};
struct ItemMore {  // a value field added at the end
  std::uint64_t id = 0;
  std::uint32_t group = 0;
  std::int64_t at = 0;
  std::string name;
  std::string note;
};

}  // namespace decl

BOOST_HANA_ADAPT_STRUCT(decl::Item, id, group, at, name);
BOOST_HANA_ADAPT_STRUCT(decl::ItemWide, id, group, at, name);
BOOST_HANA_ADAPT_STRUCT(decl::ItemMore, id, group, at, name, note);

namespace decl {

using rowkey::Desc;
using rowkey::Hash;
using rowkey::Index;
using rowkey::Key;
using rowkey::Table;

struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Group : rowkey::Column<"group", std::uint32_t> {};
struct GroupWide : rowkey::Column<"group", std::uint64_t> {};
struct At : rowkey::Column<"at", std::int64_t> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<16>> {};

struct Items : Table<"items", Item, Key<Hash<4, Id>, Id>> {};
struct ByGroup : Index<"items_by_group", Items, Key<Group, At, Id>> {};
struct ByTime : Index<"items_by_time", Items, Key<rowkey::Bucket<8, At>, At, Id>> {};

// Each differs from the declarations above in one thing, its name kept.
struct ItemsPartAdded : Table<"items", Item, Key<Hash<4, Id>, Id, Group>> {};
struct ItemsPartRemoved : Table<"items", Item, Key<Id>> {};
struct ItemsHashWidth : Table<"items", Item, Key<Hash<2, Id>, Id>> {};
struct ItemsSubspace : Table<"items", Item, Key<Hash<4, Id>, Id, rowkey::Subspace<"\x07">>> {};
struct ItemsTuple : Table<"items", Item, Key<Hash<4, Id>, Id, rowkey::Format<rowkey::fdb_tuple>>> {};
struct ItemsWide : Table<"items", ItemWide, Key<Hash<4, Id>, Id>> {};
struct ItemsMore : Table<"items", ItemMore, Key<Hash<4, Id>, Id>> {};
struct ByGroupMore : Index<"items_by_group", ItemsMore, Key<Group, At, Id>> {};
struct ByGroupDesc : Index<"items_by_group", Items, Key<Group, Desc<At>, Id>> {};
struct ByGroupReordered : Index<"items_by_group", Items, Key<Group, Id, At>> {};
struct ByGroupRemoved : Index<"items_by_group", Items, Key<Group, Id>> {};
struct ByGroupUnique : Index<"items_by_group", Items, Key<Group, At, Id>, rowkey::Unique> {};
struct ByGroupWide : Index<"items_by_group", ItemsWide, Key<GroupWide, At, Id>> {};
struct ByTime16 : Index<"items_by_time", Items, Key<rowkey::Bucket<16, At>, At, Id>> {};
struct ByName : Index<"items_by_name", Items, Key<Name, Id>> {};
struct Things : Table<"things", Item, Key<Hash<4, Id>, Id>> {};

std::vector<std::string> tables() {
  return {"items", "items_by_group", "items_by_time", "items_by_name", "things", std::string(rowkey::declarations_table)};
}

template <class Store>
std::map<std::string, std::map<std::string, std::string>> dump(Store& store) {
  std::map<std::string, std::map<std::string, std::string>> all;
  auto reader = store.snapshot();
  for (const std::string& t : tables()) {
    for (auto c = reader.scan(store.table(t), rowkey::byte_range{}); c.valid(); c.next()) {
      all[t][std::string(c.key())] = std::string(c.value());
    }
  }
  return all;
}

// A store written through Items, ByGroup and ByTime.
struct written {
  rowkey::adapters::memory_store store{tables()};
  written() {
    auto items = rowkey::attach<Items, ByGroup, ByTime>(store);
    REQUIRE(items.attach_error().ok());
    REQUIRE(items.insert(Item{1, 2, 3, "pen"}));
  }
};

// Attaching the handle `attached` was refused: its error names `table` and
// `difference`, and none of its operations reads or writes.
template <class Handle>
void refused(written& w, const Handle& attached, std::string_view table, std::string_view difference) {
  const rowkey::table_error& e = attached.attach_error();
  CHECK(e.code == rowkey::table_errc::declaration_mismatch);
  CHECK(e.table == table);
  CHECK(e.difference == difference);
  CHECK(e.message() == "the declaration differs from the one stored with the data: " + std::string(difference) +
                           " (table '" + std::string(table) + "')");
  const auto before = dump(w.store);
  auto handle = attached;
  using record = typename Handle::record;
  record r{};
  r.id = 9;
  CHECK(handle.insert(r).error() == e);
  CHECK(handle.upsert(r).error() == e);
  if constexpr (std::is_same_v<typename Handle::primary_key, ItemsPartAdded::key>) {
    CHECK(handle.get(Id{1}, Group{2}).error() == e);
    CHECK(handle.erase(Id{1}, Group{2}).error() == e);
  } else {
    CHECK(handle.get(Id{1}).error() == e);
    CHECK(handle.erase(Id{1}).error() == e);
    CHECK(handle.update(Id{1}, [](record& x) { x.name = "x"; }).error() == e);
  }
  auto scan = handle.scan();
  CHECK(scan.begin() == scan.end());
  CHECK(scan.error() == e);
  CHECK(dump(w.store) == before);
}

TEST_CASE("attach stores each declaration once, readable, and accepts it again", "[table][declarations]") {
  written w;
  const auto stored = dump(w.store)[std::string(rowkey::declarations_table)];
  REQUIRE(stored.size() == 3);
  CHECK(stored.at("items_by_group") ==
        "rowkey declaration 1\n"
        "index 'items_by_group' of table 'items'\n"
        "unique: no\n"
        "key format: rowkey\n"
        "key subspace: none\n"
        "key parts: 3\n"
        "part 0 'group' order: asc\n"
        "part 0 'group' type: uint32\n"
        "part 0 'group' width: 4 bytes\n"
        "part 1 'at' order: asc\n"
        "part 1 'at' type: int64\n"
        "part 1 'at' width: 8 bytes\n"
        "part 2 'id' order: asc\n"
        "part 2 'id' type: uint64\n"
        "part 2 'id' width: 8 bytes\n");
  CHECK(stored.at("items").starts_with("rowkey declaration 1\ntable 'items'\nkey format: rowkey\n"));
  CHECK(stored.at("items").ends_with("value fields: 3\n"
                                     "field 0 'group' type: " +
                                     std::to_string(rowkey::detail::table_layout<Items>::row::types[0]) + "\n" +
                                     "field 1 'at' type: " +
                                     std::to_string(rowkey::detail::table_layout<Items>::row::types[1]) + "\n" +
                                     "field 2 'name' type: " +
                                     std::to_string(rowkey::detail::table_layout<Items>::row::types[2]) + "\n"));
  const auto before = dump(w.store);
  auto again = rowkey::attach<Items, ByGroup, ByTime>(w.store);
  CHECK(again.attach_error().ok());
  CHECK(dump(w.store) == before);  // nothing written
  CHECK(again.get(Id{1}).value()->name == "pen");
}

TEST_CASE("attach refuses a declaration that differs from the stored one, and names the difference",
          "[table][declarations]") {
  written w;
  SECTION("a part added") {
    refused(w, rowkey::attach<ItemsPartAdded>(w.store), "items", "key parts: stored 2, declared 3");
  }
  SECTION("a part removed") {
    refused(w, rowkey::attach<ItemsPartRemoved>(w.store), "items", "key parts: stored 2, declared 1");
  }
  SECTION("parts reordered") {
    refused(w, rowkey::attach<Items, ByGroupReordered>(w.store), "items_by_group",
            "stored 'part 1 'at' order: asc', declared 'part 1 'id' order: asc'");
  }
  SECTION("a part removed from an index") {
    refused(w, rowkey::attach<Items, ByGroupRemoved>(w.store), "items_by_group", "key parts: stored 3, declared 2");
  }
  SECTION("an order flipped") {
    refused(w, rowkey::attach<Items, ByGroupDesc>(w.store), "items_by_group",
            "part 1 'at' order: stored asc, declared desc");
  }
  SECTION("a type changed") {
    // The table's value field is checked first (its row value type code,
    // docs/format.md section 11); the index's key part after it.
    const auto code = [](auto row) { return std::to_string(decltype(row)::types[0]); };
    refused(w, rowkey::attach<ItemsWide, ByGroupWide>(w.store), "items",
            "field 0 'group' type: stored " + code(rowkey::detail::table_layout<Items>::row{}) + ", declared " +
                code(rowkey::detail::table_layout<ItemsWide>::row{}));
    const auto by_group = rowkey::detail::compare_declarations(rowkey::detail::declaration_text<Items, ByGroup>(),
                                                               rowkey::detail::declaration_text<ItemsWide, ByGroupWide>());
    CHECK_FALSE(by_group.compatible);
    CHECK(by_group.difference == "part 0 'group' type: stored uint32, declared uint64");
  }
  SECTION("a hash width changed") {
    refused(w, rowkey::attach<ItemsHashWidth>(w.store), "items", "part 0 'id' modifier: stored Hash<4>, declared Hash<2>");
  }
  SECTION("a bucket count changed") {
    refused(w, rowkey::attach<Items, ByTime16>(w.store), "items_by_time",
            "part 0 'at' modifier: stored Bucket<8>, declared Bucket<16>");
  }
  SECTION("the format changed") {
    refused(w, rowkey::attach<ItemsTuple>(w.store), "items", "key format: stored rowkey, declared FoundationDB tuple");
  }
  SECTION("the subspace changed") {
    refused(w, rowkey::attach<ItemsSubspace>(w.store), "items", "key subspace: stored none, declared 07");
  }
  SECTION("an index made Unique") {
    refused(w, rowkey::attach<Items, ByGroupUnique>(w.store), "items_by_group", "unique: stored no, declared yes");
  }
}

TEST_CASE("attach accepts the compatible changes: a value field added at the end, a new index, a new table",
          "[table][declarations]") {
  written w;
  SECTION("a value field added at the end") {
    auto more = rowkey::attach<ItemsMore, ByGroupMore>(w.store);
    REQUIRE(more.attach_error().ok());
    const auto old = more.get(Id{1}).value();
    REQUIRE(old.has_value());
    CHECK(old->name == "pen");
    CHECK(old->note.empty());
    REQUIRE(more.insert(ItemMore{2, 2, 4, "ink", "blue"}));
    // Stored as the new declaration: the old one, without the field, is now refused.
    refused(w, rowkey::attach<Items>(w.store), "items", "value fields: stored 4, declared 3");
  }
  SECTION("a new index, and a new table") {
    auto with_name = rowkey::attach<Items, ByGroup, ByTime, ByName>(w.store);
    CHECK(with_name.attach_error().ok());
    auto things = rowkey::attach<Things>(w.store);
    CHECK(things.attach_error().ok());
    const auto stored = dump(w.store)[std::string(rowkey::declarations_table)];
    CHECK(stored.contains("items_by_name"));
    CHECK(stored.contains("things"));
  }
}

TEST_CASE("a store without the declarations table refuses attach with its error", "[table][declarations]") {
  rowkey::adapters::memory_store bare(std::vector<std::string>{"items"});
  auto items = rowkey::attach<Items>(bare);
  CHECK(items.attach_error().code == rowkey::table_errc::store_failure);
  CHECK(items.attach_error().store.code == rowkey::store_errc::unknown_table);
  CHECK(items.attach_error().table == rowkey::declarations_table);
  CHECK_FALSE(items.insert(Item{1, 2, 3, "pen"}));
}

}  // namespace decl
