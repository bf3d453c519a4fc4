// The table checks as data: each declaration mistake and rule 6 found by
// rowkey::rules' concepts and worded by rules::message, without a compile
// error (tests/compile_fail/ checks the errors themselves).
#include "table_schema.hpp"

#include <rowkey/table.hpp>

#include <boost/hana/adapt_struct.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace checks {
struct Doc {
  std::uint64_t id = 0;
  std::uint32_t owner = 0;
  std::string title;
  std::vector<int> tags;  // no row value form
};
struct Plain {  // not adapted
  std::uint64_t id = 0;
};
struct Built {  // adapted, not default-constructible
  explicit Built(std::uint64_t v) : id(v) {}
  std::uint64_t id = 0;
};
struct Partial {  // adapted without its last field
  std::uint64_t id = 0;
  std::uint32_t owner = 0;
  std::string added_later;
};
struct Tagged {};
struct WithEmptyBase : Tagged {  // counts no field: taken as adapted
  std::uint64_t id = 0;
};
struct Counted {
  std::uint64_t a = 0;
};
struct WithBase : Counted {  // the base takes one initializer, as its one field a
  std::uint64_t id = 0;
};
struct WithArray {  // a C array: not storable (and counted as 8 fields)
  std::uint64_t id = 0;
  char name[8] = {};
};
struct Single {  // adapted, not copyable
  Single() = default;
  Single(const Single&) = delete;
  Single& operator=(const Single&) = delete;
  std::uint64_t id = 0;
};
}  // namespace checks
BOOST_HANA_ADAPT_STRUCT(checks::Doc, id, owner, title, tags);
BOOST_HANA_ADAPT_STRUCT(checks::Built, id);
BOOST_HANA_ADAPT_STRUCT(checks::Single, id);
BOOST_HANA_ADAPT_STRUCT(checks::Partial, id, owner);
BOOST_HANA_ADAPT_STRUCT(checks::WithEmptyBase, id);
BOOST_HANA_ADAPT_STRUCT(checks::WithBase, a, id);
BOOST_HANA_ADAPT_STRUCT(checks::WithArray, id, name);

namespace {

using namespace checks;
struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Owner : rowkey::Column<"owner", std::uint32_t> {};
struct Owner64 : rowkey::Column<"owner", std::uint64_t> {};
struct Title : rowkey::Column<"title", rowkey::bounded_string<40>> {};
struct Missing : rowkey::Column<"author", std::uint32_t> {};

// Doc without its unstorable field, for the other checks.
struct Note {
  std::uint64_t id = 0;
  std::uint32_t owner = 0;
  std::string title;
};
}  // namespace
BOOST_HANA_ADAPT_STRUCT(Note, id, owner, title);

namespace {
struct Notes : rowkey::Table<"notes", Note, rowkey::Key<Id>> {};
struct NotesByOwner : rowkey::Index<"notes_by_owner", Notes, rowkey::Key<Owner, Id>> {};
struct NotesByTitle : rowkey::Index<"notes_by_title", Notes, rowkey::Key<Title>, rowkey::Unique> {};
struct NotesByOwnerOnly : rowkey::Index<"notes_by_owner_only", Notes, rowkey::Key<Owner>> {};
struct NotesByAuthor : rowkey::Index<"notes_by_author", Notes, rowkey::Key<Missing, Id>> {};
struct NotesByOwner64 : rowkey::Index<"notes_by_owner64", Notes, rowkey::Key<Owner64, Id>> {};
struct Notes2 : rowkey::Table<"archive", Note, rowkey::Key<Id>> {};
struct Renamed : rowkey::Index<"notes", Notes, rowkey::Key<Owner, Id>> {};
struct OtherIndex : rowkey::Index<"others", Notes2, rowkey::Key<Owner, Id>> {};
struct Docs : rowkey::Table<"docs", Doc, rowkey::Key<Id>> {};
struct Plains : rowkey::Table<"plains", Plain, rowkey::Key<Id>> {};
struct Builts : rowkey::Table<"builts", Built, rowkey::Key<Id>> {};
struct Unnamed : rowkey::Table<"", Note, rowkey::Key<Id>> {};
struct UnnamedIndex : rowkey::Index<"", Notes, rowkey::Key<Owner, Id>> {};
struct Singles : rowkey::Table<"singles", Single, rowkey::Key<Id>> {};
struct Partials : rowkey::Table<"partials", Partial, rowkey::Key<Id>> {};
struct EmptyBased : rowkey::Table<"empty_based", WithEmptyBase, rowkey::Key<Id>> {};
struct Based : rowkey::Table<"based", WithBase, rowkey::Key<Id>> {};
struct WithArrays : rowkey::Table<"with_arrays", WithArray, rowkey::Key<Id>> {};

template <class T, class... Is>
std::string declaration_message() {
  return std::string(rowkey::rules::message(rowkey::detail::check_declaration<T, Is...>()).view());
}
template <class T, class... Is>
std::string rule_6_message() {
  return std::string(rowkey::rules::message(rowkey::detail::check_rule_6<T, Is...>()).view());
}

TEST_CASE("table checks: sound declarations pass every check", "[table][checks]") {
  STATIC_REQUIRE(rowkey::rules::sound_table<Notes, NotesByOwner, NotesByTitle>);
  STATIC_REQUIRE(rowkey::rules::sound_table<table_test::Orders, table_test::ByBuyer, table_test::BySeller,
                                            table_test::ByTime, table_test::ByItem, table_test::ByCode>);
  STATIC_REQUIRE(rowkey::rules::sound_table<Notes>);
}

TEST_CASE("table checks: rule 6 and its relaxing word", "[table][checks]") {
  STATIC_REQUIRE(rowkey::rules::declared_table<Notes, NotesByOwnerOnly>);
  STATIC_REQUIRE_FALSE(rowkey::rules::indexes_cover_primary_key<Notes, NotesByOwnerOnly>);
  STATIC_REQUIRE(rowkey::rules::indexes_cover_primary_key<Notes, NotesByTitle>);  // Unique
  constexpr auto v = rowkey::detail::check_rule_6<Notes, NotesByOwner, NotesByOwnerOnly>();
  STATIC_REQUIRE(v.rule() == 6);
  STATIC_REQUIRE(v.what == rowkey::rules::problem::index_lacks_primary_column);
  STATIC_REQUIRE(v.column == "id");
  STATIC_REQUIRE(v.index == "notes_by_owner_only");
  CHECK(rule_6_message<Notes, NotesByOwnerOnly>() ==
        "rowkey rule 6: index `notes_by_owner_only` of table `notes` lacks primary key column `id`, so two records "
        "with equal index values would share one index entry; add id to the index key, or declare the index with "
        "rowkey::Unique to refuse such records");
}

TEST_CASE("table checks: each declaration mistake, named with its table, record, column and fix", "[table][checks]") {
  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<Notes, NotesByAuthor>);
  CHECK(declaration_message<Notes, NotesByAuthor>() ==
        "rowkey table `notes`: column `author` in the key of `notes_by_author` has no field of that name in record "
        "`Note`; name the column after a field of Note, or add a field `author`");

  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<Notes, NotesByOwner64>);
  const std::string mismatch = declaration_message<Notes, NotesByOwner64>();
  CHECK_THAT(mismatch, Catch::StartsWith("rowkey table `notes`: field `owner` of record `Note` is `"));
  CHECK_THAT(mismatch, Catch::Contains("which column `owner` of `notes_by_owner64` cannot take"));

  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<Docs>);
  CHECK(declaration_message<Docs>() ==
        "rowkey table `docs`: field `tags` of record `Doc` is `std::vector<int>`, which the row value format cannot "
        "store; use an integer, bool, enum, float, double, std::chrono duration or time point, std::string, "
        "bounded_string, padded_string, bounded_bytes or std::array of bytes");

  // A field left out of the adaptation would be neither stored nor read.
  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<Partials>);
  CHECK(declaration_message<Partials>() ==
        "rowkey table `partials`: record `Partial` has 3 fields and its adaptation names 2; a field left "
        "out is neither stored nor read back: name every field in BOOST_HANA_ADAPT_STRUCT");
  STATIC_REQUIRE(rowkey::detail::aggregate_field_count<Partial>() == 3);
  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<WithArrays>);
  CHECK_THAT(declaration_message<WithArrays>(), Catch::Contains("field `name` of record `WithArray` is `char"));
  STATIC_REQUIRE(rowkey::detail::aggregate_field_count<Note>() == 3);
  STATIC_REQUIRE(rowkey::rules::declared_table<EmptyBased>);
  STATIC_REQUIRE(rowkey::rules::declared_table<Based>);
  STATIC_REQUIRE(rowkey::rules::declared_table<Notes, NotesByOwner>);

  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<Plains>);
  CHECK_THAT(declaration_message<Plains>(), Catch::StartsWith("rowkey table `plains`: record `Plain` is not adapted"));

  // A name is the table's column family or key prefix in a store.
  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<Unnamed>);
  CHECK(declaration_message<Unnamed>() ==
        "rowkey table: the table of record `Note` has an empty name; name it: the name is its column family "
        "(RocksDB) or key prefix (etcd) in the store, and what its errors say");
  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<Notes, NotesByOwner, UnnamedIndex>);
  CHECK_THAT((declaration_message<Notes, NotesByOwner, UnnamedIndex>()),
             Catch::StartsWith("rowkey table: index 2 of table `notes` has an empty name"));

  // Adapted, but a row read starts from a default record and returns a copy.
  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<Builts>);
  CHECK(declaration_message<Builts>() ==
        "rowkey table `builts`: record `Built` is not default-constructible and copyable; give it a default "
        "constructor (or none of its own) and copy operations: a field a stored row lacks keeps its default, and "
        "get and the scans return records by value");
  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<Singles>);
  CHECK_THAT(declaration_message<Singles>(),
             Catch::StartsWith("rowkey table `singles`: record `Single` is not default-constructible and copyable"));

  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<Notes, Renamed>);
  CHECK(declaration_message<Notes, Renamed>() ==
        "rowkey table `notes`: the name `notes` is given to two of its tables; give the table and each index its own "
        "name");

  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<Notes, OtherIndex>);
  CHECK(declaration_message<Notes, OtherIndex>() ==
        "rowkey table `notes`: index `others` indexes table `archive`, not `notes`; attach it with the table it indexes");

  STATIC_REQUIRE_FALSE(rowkey::rules::declared_table<Notes, NotesByOwner, rowkey::Key<Owner, Id>>);
  CHECK_THAT((declaration_message<Notes, NotesByOwner, rowkey::Key<Owner, Id>>()),
             Catch::StartsWith("rowkey table `notes`: argument 2 after the table is not an index"));
}

TEST_CASE("table checks: the fields the row value holds are those the primary key does not", "[table][checks]") {
  using positions = rowkey::detail::value_field_positions<table_test::Orders>::type;
  // order_no (0) is the primary key's; the other twelve fields are stored.
  STATIC_REQUIRE(std::is_same_v<positions, std::index_sequence<1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12>>);
  using note_positions = rowkey::detail::value_field_positions<Notes>::type;
  STATIC_REQUIRE(std::is_same_v<note_positions, std::index_sequence<1, 2>>);
}

namespace update_functions {
void by_reference(checks::Doc&) {}
void by_value(checks::Doc) {}
struct changer {
  void operator()(checks::Doc& d) const noexcept { d.id = 1; }
};
}  // namespace update_functions

TEST_CASE("table checks: update's function takes the record by reference, generic or not", "[table][checks]") {
  using rowkey::detail::changes_its_argument;
  using rowkey::detail::sole_parameter;
  const auto by_reference = [](checks::Doc& d) { d.id = 1; };
  const auto by_value = [](checks::Doc d) { return d.id; };
  const auto by_const_reference = [](const checks::Doc& d) { return d.id; };
  const auto generic = [](auto& d) { d.id = 1; };
  STATIC_REQUIRE(std::is_same_v<sole_parameter<decltype(by_value)>::type, checks::Doc>);
  STATIC_REQUIRE(std::is_same_v<sole_parameter<decltype(by_const_reference)>::type, const checks::Doc&>);
  STATIC_REQUIRE(std::is_same_v<sole_parameter<decltype(update_functions::by_value)>::type, checks::Doc>);
  STATIC_REQUIRE(std::is_same_v<sole_parameter<decltype(&update_functions::by_reference)>::type, checks::Doc&>);
  STATIC_REQUIRE(std::is_same_v<sole_parameter<update_functions::changer>::type, checks::Doc&>);
  STATIC_REQUIRE(std::is_same_v<sole_parameter<decltype(generic)>::type, void>);
  STATIC_REQUIRE(changes_its_argument<decltype(by_reference), checks::Doc>);
  STATIC_REQUIRE(changes_its_argument<decltype(generic), checks::Doc>);
  STATIC_REQUIRE(changes_its_argument<decltype(update_functions::by_reference), checks::Doc>);
  STATIC_REQUIRE(changes_its_argument<update_functions::changer, checks::Doc>);
  STATIC_REQUIRE_FALSE(changes_its_argument<decltype(by_value), checks::Doc>);
  STATIC_REQUIRE_FALSE(changes_its_argument<decltype(by_const_reference), checks::Doc>);
  STATIC_REQUIRE_FALSE(changes_its_argument<decltype(&update_functions::by_value), checks::Doc>);
  // A generic lambda's parameter is read as a call with the record deduces
  // it: by value and by const reference it changes nothing; auto& and
  // auto&& (an lvalue reference then) change the record.
  const auto generic_by_value = [](auto d) { d.id = 1; };
  const auto generic_by_const_reference = [](const auto& d) { return d.id; };
  const auto generic_forwarding = [](auto&& d) { d.id = 1; };
  using rowkey::detail::parameter_for_record;
  STATIC_REQUIRE(std::is_same_v<parameter_for_record<decltype(generic), checks::Doc>::type, checks::Doc&>);
  STATIC_REQUIRE(std::is_same_v<parameter_for_record<decltype(generic_by_value), checks::Doc>::type, checks::Doc>);
  STATIC_REQUIRE(std::is_same_v<parameter_for_record<decltype(by_value), checks::Doc>::type, checks::Doc>);
  STATIC_REQUIRE(changes_its_argument<decltype(generic_forwarding), checks::Doc>);
  STATIC_REQUIRE_FALSE(changes_its_argument<decltype(generic_by_value), checks::Doc>);
  STATIC_REQUIRE_FALSE(changes_its_argument<decltype(generic_by_const_reference), checks::Doc>);
  // A handle of the record taken by value changes it through the handle.
  const auto wrapped = [](std::reference_wrapper<checks::Doc> d) { d.get().id = 2; };
  STATIC_REQUIRE(changes_its_argument<decltype(wrapped), checks::Doc>);
  checks::Doc doc;
  generic(doc);
  generic_by_value(doc);
  generic_forwarding(doc);
  CHECK(generic_by_const_reference(doc) == 1);
  by_reference(doc);
  update_functions::by_reference(doc);
  update_functions::by_value(doc);
  update_functions::changer{}(doc);
  wrapped(std::ref(doc));
  CHECK(by_value(doc) + by_const_reference(doc) == 4);
}

}  // namespace
