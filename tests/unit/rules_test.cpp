// The key design rules as predicates: which keys each rule accepts and
// refuses, the policy words that relax them, the column traits they read, the
// exact messages, and the guide's own designs (section 5) good and bad.
#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>
#include <string_view>
#include <utility>

namespace {

using namespace std::chrono;
using rowkey::AllowLeading;
using rowkey::Bucket;
using rowkey::Desc;
using rowkey::Hash;
using rowkey::Key;
using rowkey::MaxColumnBytes;
using rowkey::MaxColumns;
using rowkey::Reverse;
using rowkey::TargetEngine;
namespace rules = rowkey::rules;
namespace engines = rowkey::engines;
using rules::problem;

enum class side : std::uint8_t { buy, sell };

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};
struct SellerId : rowkey::Column<"seller_id", std::uint64_t> {};
struct BuyerId : rowkey::Column<"buyer_id", std::uint64_t> {};
struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};
struct Ts : rowkey::Column<"ts", sys_time<milliseconds>> {};
struct Unnamed : rowkey::Column<"", std::uint32_t> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Side : rowkey::Column<"side", side> {};
struct Active : rowkey::Column<"active", bool> {};
struct Region : rowkey::Column<"region", std::uint16_t, rowkey::LowCardinality> {};
struct Elapsed : rowkey::Column<"elapsed", microseconds> {};
struct Birth : rowkey::Column<"birth", sys_days, rowkey::HighCardinality> {};
struct Kind : rowkey::Column<"kind", side, rowkey::HighCardinality> {};
struct Token : rowkey::Column<"token", std::array<std::uint8_t, 16>> {};
template <std::size_t Max>
struct Text : rowkey::Column<"text", rowkey::bounded_string<Max>> {};
template <std::size_t N>
struct Blob : rowkey::Column<"blob", std::array<std::uint8_t, N>> {};
template <std::size_t N>
struct Code : rowkey::Column<"code", rowkey::padded_string<N>> {};

// A user-defined derived part following the part protocol: the first byte of
// the column, as a prefix. With Disperses it declares that it spreads the
// column (rule 3 reads part_codec<P>::disperses, false when absent).
template <class C, bool Disperses>
struct FirstByte {};

}  // namespace

template <class C, bool Disperses>
struct rowkey::part_codec<FirstByte<C, Disperses>> {
  using column = C;
  static constexpr part_kind kind = part_kind::derived;
  static constexpr std::size_t width = 1;
  static constexpr bool disperses = Disperses;
  static constexpr void derive(char* out, typename C::argument_type v) noexcept {
    out[0] = static_cast<char>(v & 0xFF);
  }
};

namespace {

template <class K>
constexpr problem problem_of = rules::first_violation<K>.what;
template <class K>
constexpr int rule_of = rules::first_violation<K>.rule();

template <class K>
std::string message_of() {
  return std::string(rules::message(rules::first_violation<K>).view());
}

}  // namespace

TEST_CASE("rule 1: one to three parts, a derived prefix counted; MaxColumns relaxes", "[rules][rule1]") {
  STATIC_REQUIRE(rules::few_columns<Key<UserId>>);
  STATIC_REQUIRE(rules::few_columns<Key<UserId, OrderId, Ts>>);
  STATIC_REQUIRE(rules::few_columns<Key<Hash<4, UserId>, UserId, Ts>>);
  STATIC_REQUIRE_FALSE(rules::few_columns<Key<Hash<4, UserId>, UserId, Ts, OrderId>>);
  STATIC_REQUIRE_FALSE(rules::few_columns<Key<UserId, OrderId, Ts, Event>>);
  STATIC_REQUIRE_FALSE(rules::few_columns<Key<>>);
  STATIC_REQUIRE_FALSE(rules::few_columns<Key<MaxColumns<4>>>);
  STATIC_REQUIRE(rules::few_columns<Key<UserId, OrderId, Ts, Event, MaxColumns<4>>>);
  STATIC_REQUIRE_FALSE(rules::few_columns<Key<UserId, OrderId, Ts, Event, Host, MaxColumns<4>>>);
  // Policies are not parts, and the largest MaxColumns stands.
  STATIC_REQUIRE(rules::few_columns<Key<UserId, MaxColumns<1>, TargetEngine<engines::hbase>>>);
  STATIC_REQUIRE(rules::few_columns<Key<UserId, OrderId, Ts, Event, Host, MaxColumns<4>, MaxColumns<5>>>);

  constexpr auto v = rules::violation_of<Key<UserId, OrderId, Ts, Event>, 1>;
  STATIC_REQUIRE(v.what == problem::too_many_parts);
  CHECK(v.column == "event");
  CHECK(v.figure == 4);
  CHECK(v.limit == 3);
  CHECK(rules::violation_of<Key<>, 1>.what == problem::no_parts);
}

TEST_CASE("rule 2: every column value at most 2048 bytes; MaxColumnBytes relaxes", "[rules][rule2]") {
  // Every bound from 1 to 4096 in steps, fixed and variable width: accepted
  // exactly when it is at most 2048 (or the policy's figure).
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    constexpr std::array<std::size_t, sizeof...(I)> bounds{(1 + I * 97)...};
    (
        [&] {
          constexpr std::size_t n = bounds[I];
          CAPTURE(n);
          CHECK(rules::bounded_columns<Key<UserId, Text<n>>> == (n <= 2048));
          CHECK(rules::bounded_columns<Key<UserId, Blob<n>>> == (n <= 2048));
          CHECK(rules::bounded_columns<Key<UserId, Code<n>>> == (n <= 2048));
          CHECK(rules::bounded_columns<Key<UserId, Text<n>, MaxColumnBytes<3000>>> == (n <= 3000));
          if constexpr (n > 2048) {
            constexpr auto v = rules::violation_of<Key<UserId, Text<n>>, 2>;
            CHECK(v.what == problem::column_too_wide);
            CHECK(v.column == "text");
            CHECK(v.figure == n);
            CHECK(v.limit == 2048);
          }
        }(),
        ...);
  }(std::make_index_sequence<43>{});
  STATIC_REQUIRE(rules::bounded_columns<Key<UserId, Text<2048>>>);
  STATIC_REQUIRE_FALSE(rules::bounded_columns<Key<UserId, Text<2049>>>);
  // The bound applies to the value, not its escaped encoding (2 * 2048 + 2).
  STATIC_REQUIRE(rowkey::max_encoded_size<Key<UserId, Text<2048>>> == 8 + 4098);
}

namespace {
struct Unbounded : rowkey::Column<"unbounded", std::string> {};
struct Listed : rowkey::Column<"listed", std::vector<int>> {};
struct ConstId : rowkey::Column<"const_id", const std::uint64_t> {};
struct VolatileSide : rowkey::Column<"volatile_side", volatile side> {};
struct ReferencedId : rowkey::Column<"referenced_id", std::uint64_t&> {};
struct ConstText : rowkey::Column<"const_text", const rowkey::bounded_string<8>> {};
}  // namespace

TEST_CASE("rule 2: a value type rowkey has no codec for is refused by name", "[rules][rule2]") {
  STATIC_REQUIRE_FALSE(rowkey::value_type_supported<std::string>);
  STATIC_REQUIRE(rowkey::value_type_supported<rowkey::bounded_string<8>>);
  STATIC_REQUIRE_FALSE(rules::bounded_columns<Key<UserId, Unbounded>>);
  STATIC_REQUIRE_FALSE(rules::bounded_columns<Key<UserId, rowkey::Desc<Listed>>>);
  STATIC_REQUIRE_FALSE(rules::sound_key<Key<Unbounded>>);
  constexpr auto v = rules::violation_of<Key<UserId, Unbounded>, 2>;
  CHECK(v.what == problem::unsupported_value_type);
  CHECK(v.column == "unbounded");
  CHECK(v.rule() == 2);
  CHECK(rules::message(rules::violation_of<Key<UserId, rowkey::Desc<Listed>>, 2>).view().starts_with(
      "rowkey rule 2: column `listed` has a value type with no bound or order rowkey knows"));
}

TEST_CASE("rule 2: a const, volatile or reference value type is refused with its own message",
          "[rules][rule2]") {
  // Each of these types is one rowkey knows without its qualifier.
  STATIC_REQUIRE_FALSE(rowkey::value_type_supported<const std::uint64_t>);
  STATIC_REQUIRE_FALSE(rowkey::value_type_supported<volatile side>);
  STATIC_REQUIRE_FALSE(rowkey::value_type_supported<std::uint64_t&>);
  STATIC_REQUIRE_FALSE(rowkey::value_type_supported<const rowkey::bounded_string<8>>);
  STATIC_REQUIRE_FALSE(rules::bounded_columns<Key<UserId, ConstId>>);
  STATIC_REQUIRE_FALSE(rules::bounded_columns<Key<UserId, rowkey::Desc<ReferencedId>>>);
  CHECK(rules::violation_of<Key<UserId, ConstId>, 2>.what == problem::value_type_qualified);
  CHECK(rules::violation_of<Key<UserId, VolatileSide>, 2>.what == problem::value_type_qualified);
  CHECK(rules::violation_of<Key<UserId, ConstText>, 2>.what == problem::value_type_qualified);
  constexpr auto v = rules::violation_of<Key<UserId, rowkey::Desc<ReferencedId>>, 2>;
  CHECK(v.what == problem::value_type_qualified);
  CHECK(v.column == "referenced_id");
  CHECK(v.rule() == 2);
  CHECK(rules::message(v).view().starts_with(
      "rowkey rule 2: column `referenced_id` has a value type that is const, volatile or a reference"));
  // An unknown type keeps its own message.
  CHECK(rules::violation_of<Key<UserId, Unbounded>, 2>.what == problem::unsupported_value_type);
}

TEST_CASE("column traits: defaults by value type, the column's own traits win", "[rules][traits]") {
  STATIC_REQUIRE(rules::is_monotonic<Ts>);
  STATIC_REQUIRE(rules::is_monotonic<OrderNo>);
  STATIC_REQUIRE_FALSE(rules::is_monotonic<Elapsed>);  // a duration is a length of time, not a clock reading
  STATIC_REQUIRE_FALSE(rules::is_monotonic<Birth>);    // a time point declared HighCardinality
  STATIC_REQUIRE_FALSE(rules::is_monotonic<UserId>);
  STATIC_REQUIRE(rules::is_low_cardinality<Side>);
  STATIC_REQUIRE(rules::is_low_cardinality<Active>);
  STATIC_REQUIRE(rules::is_low_cardinality<Region>);
  STATIC_REQUIRE_FALSE(rules::is_low_cardinality<Kind>);  // an enum declared HighCardinality
  STATIC_REQUIRE_FALSE(rules::is_low_cardinality<Event>);
  STATIC_REQUIRE_FALSE(rules::is_low_cardinality<Ts>);
}

TEST_CASE("rule 3: the leading part is narrow, not monotonic, not low-cardinality, unless dispersed",
          "[rules][rule3]") {
  // Good leads: ids, short strings, byte arrays, and dispersed columns.
  STATIC_REQUIRE(rules::dispersed_lead<Key<UserId, Ts>>);
  STATIC_REQUIRE(rules::dispersed_lead<Key<Host, Event, Ts>>);
  STATIC_REQUIRE(rules::dispersed_lead<Key<Token, Ts>>);
  STATIC_REQUIRE(rules::dispersed_lead<Key<Elapsed, Ts>>);
  STATIC_REQUIRE(rules::dispersed_lead<Key<Birth, UserId>>);
  STATIC_REQUIRE(rules::dispersed_lead<Key<Kind, UserId>>);
  STATIC_REQUIRE(rules::dispersed_lead<Key<Hash<4, Ts>, Ts>>);
  STATIC_REQUIRE(rules::dispersed_lead<Key<Bucket<16, Ts>, Ts, Host>>);
  STATIC_REQUIRE(rules::dispersed_lead<Key<Reverse<OrderNo>, Ts>>);
  STATIC_REQUIRE(rules::dispersed_lead<Key<Hash<2, Side>, Side, UserId>>);
  STATIC_REQUIRE(rules::dispersed_lead<Key<FirstByte<OrderNo, true>, OrderNo>>);
  STATIC_REQUIRE(rules::dispersed_lead<Key<Text<256>, Ts>>);

  // Bad leads, and what each is reported as.
  STATIC_REQUIRE(problem_of<Key<Ts, Host>> == problem::leading_monotonic);
  STATIC_REQUIRE(problem_of<Key<Desc<Ts>, Host>> == problem::leading_monotonic);
  STATIC_REQUIRE(problem_of<Key<OrderNo>> == problem::leading_monotonic);
  STATIC_REQUIRE(problem_of<Key<Desc<OrderNo>, Ts>> == problem::leading_monotonic);
  STATIC_REQUIRE(problem_of<Key<Side, UserId>> == problem::leading_low_cardinality);
  STATIC_REQUIRE(problem_of<Key<Active, UserId>> == problem::leading_low_cardinality);
  STATIC_REQUIRE(problem_of<Key<Region, UserId>> == problem::leading_low_cardinality);
  STATIC_REQUIRE(problem_of<Key<Text<257>, Ts>> == problem::leading_too_wide);
  STATIC_REQUIRE(problem_of<Key<Blob<300>, Ts>> == problem::leading_too_wide);
  // A derived prefix that does not declare that it disperses does not.
  STATIC_REQUIRE(problem_of<Key<FirstByte<OrderNo, false>, OrderNo>> == problem::leading_monotonic);
  // Only the leading part matters.
  STATIC_REQUIRE(rules::dispersed_lead<Key<UserId, Side, Ts>>);

  // AllowLeading<C> accepts C as the leading column, and only C.
  STATIC_REQUIRE(rules::sound_key<Key<Ts, Host, AllowLeading<Ts>>>);
  STATIC_REQUIRE(rules::sound_key<Key<Side, UserId, AllowLeading<Side>>>);
  STATIC_REQUIRE(rules::sound_key<Key<Text<1000>, Ts, AllowLeading<Text<1000>>>>);
  STATIC_REQUIRE_FALSE(rules::dispersed_lead<Key<Ts, Host, AllowLeading<Host>>>);

  constexpr auto v = rules::violation_of<Key<Text<300>, Ts>, 3>;
  CHECK(v.column == "text");
  CHECK(v.figure == 300);
  CHECK(v.limit == 256);
}

TEST_CASE("rule 4: sensible parts, prefixes before their column, no column twice", "[rules][rule4]") {
  STATIC_REQUIRE(rules::coherent_parts<Key<Hash<4, UserId>, UserId, Desc<Ts>>>);
  STATIC_REQUIRE(rules::coherent_parts<Key<Bucket<16, Ts>, Ts, Host>>);
  STATIC_REQUIRE(rules::coherent_parts<Key<Hash<4, UserId>, Host, UserId>>);  // later, not next
  STATIC_REQUIRE(rules::coherent_parts<Key<Reverse<OrderNo>, Ts>>);
  STATIC_REQUIRE(rules::coherent_parts<Key<Hash<1, UserId>, UserId>>);
  STATIC_REQUIRE(rules::coherent_parts<Key<Hash<8, UserId>, UserId>>);
  STATIC_REQUIRE(rules::coherent_parts<Key<Bucket<2, Ts>, Ts>>);
  STATIC_REQUIRE(rules::coherent_parts<Key<Bucket<65536, Ts>, Ts>>);

  STATIC_REQUIRE(problem_of<Key<Host, Desc<Desc<Ts>>>> == problem::nonsense_nesting);
  STATIC_REQUIRE(problem_of<Key<Hash<4, Desc<UserId>>, UserId>> == problem::nonsense_nesting);
  STATIC_REQUIRE(problem_of<Key<Desc<Hash<4, UserId>>, UserId>> == problem::nonsense_nesting);
  STATIC_REQUIRE(problem_of<Key<Reverse<Desc<OrderNo>>, Ts>> == problem::nonsense_nesting);
  STATIC_REQUIRE(problem_of<Key<Desc<Reverse<OrderNo>>, Ts>> == problem::nonsense_nesting);
  STATIC_REQUIRE(problem_of<Key<Bucket<4, Hash<4, UserId>>, UserId>> == problem::nonsense_nesting);
  STATIC_REQUIRE(problem_of<Key<UserId, int>> == problem::not_a_part);
  // A Format<F> whose F is no byte format; laid out in rowkey's own format
  // meanwhile (rules_word_header_test.cpp: a format without its header).
  STATIC_REQUIRE(problem_of<Key<UserId, rowkey::Format<Ts>>> == problem::not_a_format);
  STATIC_REQUIRE(rule_of<Key<UserId, rowkey::Format<int>>> == 4);
  STATIC_REQUIRE(problem_of<Key<UserId, rowkey::Format<int>>> == problem::not_a_format);
  STATIC_REQUIRE(problem_of<Key<UserId, rowkey::Format<void>>> == problem::not_a_format);  // no header to name
  STATIC_REQUIRE(std::is_same_v<rules::detail::key_facts<Key<UserId, rowkey::Format<int>>>::format, rowkey::native_format>);
  // An Index's policy word written inside its Key is named as one.
  STATIC_REQUIRE(problem_of<Key<UserId, rowkey::Unique>> == problem::index_policy_in_key);
  STATIC_REQUIRE(rule_of<Key<UserId, rowkey::Unique>> == 4);
  STATIC_REQUIRE(rules::first_violation<Key<rowkey::Unique, UserId>>.part == 0);
  STATIC_REQUIRE(problem_of<Key<Hash<0, UserId>, UserId>> == problem::prefix_size_out_of_range);
  STATIC_REQUIRE(problem_of<Key<Hash<9, UserId>, UserId>> == problem::prefix_size_out_of_range);
  STATIC_REQUIRE(problem_of<Key<Bucket<1, Ts>, Ts>> == problem::prefix_size_out_of_range);
  STATIC_REQUIRE(problem_of<Key<Bucket<65537, Ts>, Ts>> == problem::prefix_size_out_of_range);
  STATIC_REQUIRE(problem_of<Key<Hash<4, UserId>, OrderId>> == problem::prefix_without_column);
  STATIC_REQUIRE(problem_of<Key<UserId, Hash<4, UserId>>> == problem::prefix_after_column);
  STATIC_REQUIRE(problem_of<Key<UserId, Ts, UserId>> == problem::stored_twice);
  STATIC_REQUIRE(problem_of<Key<UserId, Desc<UserId>>> == problem::stored_twice);
  STATIC_REQUIRE(problem_of<Key<Reverse<OrderNo>, OrderNo>> == problem::stored_twice);
  // Rule 4's structural problems come before every other rule's.
  STATIC_REQUIRE(problem_of<Key<Ts, Desc<Desc<Host>>, UserId, OrderId>> == problem::nonsense_nesting);
  // A column needs a name: messages, renderings and a table's fields go by it.
  STATIC_REQUIRE(problem_of<Key<UserId, Desc<Unnamed>>> == problem::column_without_name);
  STATIC_REQUIRE(problem_of<Key<Ts, Unnamed, UserId, OrderId>> == problem::column_without_name);
  STATIC_REQUIRE(rules::first_violation<Key<UserId, Desc<Unnamed>>>.part == 1);
  CHECK(message_of<Key<UserId, Desc<Unnamed>>>() ==
        "rowkey rule 4: part 2 of the key is a column with an empty name; name it, as in "
        "Column<\"user_id\", std::uint64_t>: messages and renderings show the name, and a table binds the "
        "column to the record field of that name");

  constexpr auto nested = rules::first_violation<Key<Host, Desc<Desc<Ts>>>>;
  CHECK(nested.column == "ts");
  constexpr auto not_a_part = rules::first_violation<Key<UserId, int>>;
  CHECK(not_a_part.figure == 2);
  CHECK(not_a_part.column.empty());
  constexpr auto n = rules::first_violation<Key<Bucket<1, Ts>, Ts>>;
  CHECK(n.detail == "Bucket");
  CHECK(n.figure == 1);
  CHECK(n.low == 2);
  CHECK(n.limit == 65536);
}

TEST_CASE("rule 5: the key fits every engine it names", "[rules][rule5]") {
  STATIC_REQUIRE(rules::fits_target_engine<Key<UserId, Text<2048>>>);  // no engine named
  // UserId (8) + Text<M> (2 * M + 2) against each limit, around the boundary.
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (
        [&] {
          constexpr std::size_t m = 490 + I;
          constexpr std::size_t size = 8 + 2 * m + 2;
          CAPTURE(m);
          using Tablestore = Key<UserId, Text<m>, TargetEngine<engines::tablestore>>;
          CHECK(rules::fits_target_engine<Tablestore> == (size <= 1024));
          CHECK(rules::fits_target_engine<Key<UserId, Text<m * 4>, TargetEngine<engines::bigtable>>> ==
                (8 + 2 * (m * 4) + 2 <= 4096));
          if constexpr (size > 1024) {
            constexpr auto v = rules::violation_of<Tablestore, 5>;
            CHECK(v.figure == size);
            CHECK(v.limit == 1024);
            CHECK(v.column == "text");
            CHECK(v.detail == "Tablestore");
          } else {
            CHECK(rowkey::max_encoded_size<Tablestore> == size);  // the figure is the layout's
          }
        }(),
        ...);
  }(std::make_index_sequence<40>{});
  STATIC_REQUIRE(rules::fits_target_engine<Key<UserId, Text<2048>, TargetEngine<engines::foundationdb>>>);
  STATIC_REQUIRE(rules::fits_target_engine<Key<UserId, Text<2048>, TargetEngine<engines::cassandra>>>);
  STATIC_REQUIRE_FALSE(rules::fits_target_engine<
                       Key<UserId, Text<16384>, MaxColumnBytes<16384>, TargetEngine<engines::hbase>>>);
  STATIC_REQUIRE(rules::fits_target_engine<
                 Key<UserId, Text<16378>, MaxColumnBytes<16384>, TargetEngine<engines::hbase>>>);
  // The smallest limit of the engines named.
  STATIC_REQUIRE_FALSE(rules::fits_target_engine<
                       Key<UserId, Text<600>, TargetEngine<engines::hbase>, TargetEngine<engines::tablestore>>>);
  STATIC_REQUIRE(engines::hbase::max_key_bytes == 32767);
  STATIC_REQUIRE(engines::bigtable::max_key_bytes == 4096);
  STATIC_REQUIRE(engines::tablestore::max_key_bytes == 1024);
  STATIC_REQUIRE(engines::cassandra::max_key_bytes == 65535);
}

TEST_CASE("messages: rule id, column, reason and fix on one line", "[rules][messages]") {
  CHECK(message_of<Key<UserId, rowkey::Unique>>() ==
        "rowkey rule 4: part 2 of the key is a policy of an Index (rowkey::Unique), not a part of its key; write "
        "it after the key, as in Index<\"users_by_email\", Users, Key<Email>, Unique>");
  CHECK(message_of<Key<Ts, Host>>() ==
        "rowkey rule 3: leading column `ts` is monotonic and would send every write to one region; lead with "
        "another column or disperse it with Hash<N, ts> or Bucket<N, ts>");
  CHECK(message_of<Key<UserId, OrderId, Ts, Event>>() ==
        "rowkey rule 1: column `event` takes the key to 4 parts, more than 3 (a Hash or Bucket prefix counts); "
        "every key byte is repeated in every cell: drop a column, or allow 4 visibly with MaxColumns<4>");
  CHECK(message_of<Key<UserId, Text<4096>>>() ==
        "rowkey rule 2: column `text` may hold 4096 bytes, more than 2048; key values should stay under 2 KB: "
        "keep a shorter id or code in the key, or allow it visibly with MaxColumnBytes<4096>");
  CHECK(message_of<Key<UserId, Text<600>, TargetEngine<engines::tablestore>>>() ==
        "rowkey rule 5: column `text`, the widest, takes the key to 1210 bytes, more than the Tablestore limit "
        "of 1024; lower its bound or drop a column");
  // Every message starts with its rule's id, names its column in backticks
  // when there is one, and stays on one line.
  const auto check = [](const rules::violation& v) {
    const std::string text(rules::message(v).view());
    CAPTURE(text);
    // (Built with append: g++ 12 warns wrongly, -Wrestrict, on a chain of operator+.)
    std::string id = "rowkey rule ";
    id.append(std::to_string(v.rule())).append(": ");
    CHECK(text.starts_with(id));
    if (!v.column.empty()) {
      std::string quoted = "`";
      quoted.append(v.column).append("`");
      CHECK(text.find(quoted) != std::string::npos);
    }
    CHECK(text.find('\n') == std::string::npos);
    CHECK(text.find('\'') == std::string::npos);  // compilers would print it as \'
    CHECK(text.size() < rules::message_text::capacity);
  };
  check(rules::first_violation<Key<>>);
  check(rules::first_violation<Key<UserId, OrderId, Ts, Event>>);
  check(rules::first_violation<Key<UserId, Text<4096>>>);
  check(rules::first_violation<Key<Ts, Host>>);
  check(rules::first_violation<Key<Side, Host>>);
  check(rules::first_violation<Key<Text<1000>, Host>>);
  check(rules::first_violation<Key<UserId, int>>);
  check(rules::first_violation<Key<UserId, rowkey::Unique>>);
  check(rules::first_violation<Key<UserId, rowkey::Format<int>>>);
  check(rules::first_violation<Key<Host, Desc<Desc<Ts>>>>);
  check(rules::first_violation<Key<Hash<4, UserId>, OrderId>>);
  check(rules::first_violation<Key<UserId, Hash<4, UserId>>>);
  check(rules::first_violation<Key<Hash<9, UserId>, UserId>>);
  check(rules::first_violation<Key<UserId, Ts, UserId>>);
  check(rules::first_violation<Key<UserId, Text<2048>, TargetEngine<engines::bigtable>>>);
  CHECK(rules::message({}).view() == "rowkey rule 0: none broken");
}

namespace {
// The guide's designs, section 5 (and section 4's dispersals).
using HostMetric = Key<Host, Event, Ts>;                                // [host][event][ts]
using NewestFirst = Key<Host, Event, Desc<Ts>>;                         // [host][event][ts DESC]
using TimeOnly = Key<Bucket<16, Ts>, Ts, Host, Event, MaxColumns<4>>;  // [ts % N][ts][host][event]
using BySeller = Key<SellerId, Ts, OrderNo>;                            // [seller_id][ts][order_no]
using ByBuyer = Key<BuyerId, Ts, OrderNo>;                              // [buyer_id][ts][order_no]
using ByOrder = Key<Hash<4, OrderNo>, OrderNo>;                         // [order_no], hashed
using HashedUser = Key<Hash<4, UserId>, UserId, OrderId>;               // [hash(user_id)[0:4]][user_id][order_id]
using ReversedUser = Key<Reverse<UserId>, OrderId>;                     // [reverse(user_id)][order_id]
}  // namespace

TEST_CASE("the guide's designs are sound and usable; its bad designs are not", "[rules][guide]") {
  STATIC_REQUIRE(rules::sound_key<HostMetric>);
  STATIC_REQUIRE(rules::sound_key<NewestFirst>);
  STATIC_REQUIRE(rules::sound_key<TimeOnly>);
  STATIC_REQUIRE(rules::sound_key<BySeller>);
  STATIC_REQUIRE(rules::sound_key<ByBuyer>);
  STATIC_REQUIRE(rules::sound_key<ByOrder>);
  STATIC_REQUIRE(rules::sound_key<HashedUser>);
  STATIC_REQUIRE(rules::sound_key<ReversedUser>);
  // The four-column design needs its policy word.
  STATIC_REQUIRE_FALSE(rules::sound_key<Key<Bucket<16, Ts>, Ts, Host, Event>>);

  const auto t = sys_time<milliseconds>(milliseconds(1'714'564'800'000));
  const auto time_only = rowkey::encode<TimeOnly>(Ts{t}, Host{"web-1"}, Event{7});
  REQUIRE(time_only);
  CHECK(rowkey::decode<TimeOnly>(time_only->view())->get<Host>().view() == "web-1");
  const auto by_order = rowkey::encode<ByOrder>(OrderNo{1001});
  REQUIRE(by_order);
  CHECK(rowkey::decode<ByOrder>(by_order->view())->get<OrderNo>() == 1001);
  CHECK(rowkey::describe<HashedUser>().find("user_id") != std::string::npos);
  CHECK(rowkey::encode<ReversedUser>(UserId{42}, OrderId{1}));
  CHECK(rowkey::encode<NewestFirst>(Host{"h"}, Event{1}, Ts{t}));

  // Timestamp first, order number first, an enum first.
  STATIC_REQUIRE(rule_of<Key<Ts, Host, Event>> == 3);
  STATIC_REQUIRE(rule_of<Key<OrderNo>> == 3);
  STATIC_REQUIRE(rule_of<Key<Side, SellerId, Ts>> == 3);
}

TEST_CASE("each rule's predicate is independent of the others", "[rules]") {
  // A key breaking rules 1 and 3 fails both predicates; first_violation
  // reports rule 1, the first in order.
  using Both = Key<Ts, Host, Event, UserId>;
  STATIC_REQUIRE_FALSE(rules::few_columns<Both>);
  STATIC_REQUIRE_FALSE(rules::dispersed_lead<Both>);
  STATIC_REQUIRE(rules::bounded_columns<Both>);
  STATIC_REQUIRE(rules::coherent_parts<Both>);
  STATIC_REQUIRE(rules::fits_target_engine<Both>);
  STATIC_REQUIRE(rule_of<Both> == 1);
  STATIC_REQUIRE_FALSE(rules::sound_key<Both>);
  STATIC_REQUIRE_FALSE(rules::sound_key<int>);
}
