// Continuations that cannot be misused: refused when made by another scan
// (table, index, key design, direction, shape), truncated, altered, not
// signed as the scan requires; a well-formed one made by hand never moves a
// scan outside its bounds; a limit of 0 is refused; a record gone since the
// last page resumes after its key. And what they are built from: SipHash-2-4
// and base64url, against published vectors.
#include "table_schema.hpp"

#include <rowkey/adapters/memory_store.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace table_test;
using rowkey::continuation_errc;
using rowkey::page_options;
using rowkey::scan_order;
using rowkey::table_errc;

TEST_CASE("SipHash-2-4 gives the paper's test vectors", "[paging][hash]") {
  rowkey::siphash_key key{};
  for (unsigned i = 0; i < 16; ++i) key[i] = static_cast<unsigned char>(i);
  std::string message;
  for (unsigned i = 0; i < 15; ++i) message += static_cast<char>(i);
  CHECK(rowkey::siphash24(key, message) == 0xa129ca6149be45e5u);  // the paper, appendix A
  static_assert(rowkey::siphash24(rowkey::siphash_key{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, "") ==
                0x726fdb47dd0e0e31u);  // the reference implementation's first vector
  // Any changed bit of the message or the key changes the tag.
  const std::uint64_t tag = rowkey::siphash24(key, message);
  std::set<std::uint64_t> tags{tag};
  for (std::size_t i = 0; i < message.size() * 8; ++i) {
    std::string flipped = message;
    flipped[i / 8] = static_cast<char>(flipped[i / 8] ^ (1 << (i % 8)));
    tags.insert(rowkey::siphash24(key, flipped));
  }
  for (std::size_t i = 0; i < 128; ++i) {
    rowkey::siphash_key other = key;
    other[i / 8] = static_cast<unsigned char>(other[i / 8] ^ (1 << (i % 8)));
    tags.insert(rowkey::siphash24(other, message));
  }
  CHECK(tags.size() == 1 + message.size() * 8 + 128);
}

TEST_CASE("base64url: RFC 4648's vectors, every byte string back, one text form each", "[paging]") {
  using rowkey::detail::base64url_decode;
  using rowkey::detail::base64url_encode;
  const std::pair<std::string_view, std::string_view> vectors[] = {
      {"", ""}, {"f", "Zg"}, {"fo", "Zm8"}, {"foo", "Zm9v"}, {"foob", "Zm9vYg"}, {"fooba", "Zm9vYmE"},
      {"foobar", "Zm9vYmFy"}, {"\xfb\xff", "-_8"}};
  for (const auto& [bytes, text] : vectors) {
    CHECK(base64url_encode(bytes) == text);
    CHECK(base64url_decode(text) == std::string(bytes));
  }
  rowkey_test::random_source r(7);
  for (int i = 0; i < 2000; ++i) {
    std::string bytes;
    for (std::uint64_t n = r.below(40); n > 0; --n) bytes += static_cast<char>(r.byte());
    REQUIRE(base64url_decode(base64url_encode(bytes)) == bytes);
  }
  for (const std::string_view bad : {"Zg==", "Z", "Zh", "Zm9", "Zm+v", "Zm/v", "Zm9v Yg", "Zm\n9v"}) {
    INFO(bad);
    CHECK_FALSE(base64url_decode(bad).has_value());  // padding, a stray character, unused bits set
  }
  // Any text that decodes is the one text of its bytes.
  for (int i = 0; i < 5000; ++i) {
    std::string text;
    for (std::uint64_t n = r.below(12); n > 0; --n) text += "AZaz09-_=+/!Q"[r.below(13)];
    if (const auto bytes = base64url_decode(text)) REQUIRE(base64url_encode(*bytes) == text);
  }
}

TEST_CASE("the continuation byte format and fingerprints are pinned (format 1)", "[paging][golden]") {
  // Tokens outlive a deploy: a client holds one across a restart, or hands
  // it to another build of the service. These bytes must not change.
  rowkey::siphash_key key{};
  for (unsigned i = 0; i < 16; ++i) key[i] = static_cast<unsigned char>(i);
  const std::string_view entry("\x00\x01key", 5);
  CHECK(rowkey::to_hex(rowkey::detail::make_continuation(0x0102030405060708u, entry, std::nullopt).bytes()) ==
        "01 01 02 03 04 05 06 07 08 00 00 01 6b 65 79");
  CHECK(rowkey::to_hex(rowkey::detail::make_continuation(0x0102030405060708u, entry, key).bytes()) ==
        "01 01 02 03 04 05 06 07 08 01 00 01 6b 65 79 88 2e 88 67 ce c0 18 8a");
  // The same on every compiler (this test runs on g++ and clang).
  using rowkey::detail::scan_fingerprint;
  static_assert(scan_fingerprint<Orders, ByBuyer>({.values = 1}) == 0x289b78a53e9b7e24u);
  static_assert(scan_fingerprint<Orders, Orders>({}) == 0xcfcd374863180b3au);
  static_assert(scan_fingerprint<Orders, ByTime>({.buckets = true, .order = scan_order::reverse, .condition = true}) ==
                0xd819210e2bcf408bu);
}

struct filled {
  rowkey::adapters::memory_store store{all_tables()};
  decltype(attach_all(store)) orders = attach_all(store);
  std::vector<Order> records;

  filled() {
    rowkey_test::random_source r(11);
    generator gen{r, 120};
    for (std::uint64_t no = 0; no < 120; ++no) {
      Order o = gen.order(no);
      o.seller_id = static_cast<std::uint32_t>(no % 5);
      o.ts = time_ms(std::chrono::milliseconds(t0 + static_cast<std::int64_t>(no) * 1000));
      o.code = *rowkey::padded_string<8>::from("u" + std::to_string(no));
      o.item = "book";
      REQUIRE(orders.insert(o));
      records.push_back(o);
    }
  }
};

Ts at(std::int64_t second) { return Ts{time_ms(std::chrono::milliseconds(t0 + second * 1000))}; }

template <class Scan>
std::vector<std::uint64_t> numbers_of(Scan&& scan) {
  std::vector<std::uint64_t> out;
  for (const Order& o : scan) out.push_back(o.order_no);
  return out;
}

// A page's continuation, which must be there.
template <class Scan>
rowkey::continuation next_of(Scan&& scan) {
  for ([[maybe_unused]] const Order& o : scan) {
  }
  REQUIRE(scan.error().ok());
  REQUIRE(scan.continuation().has_value());
  return *scan.continuation();
}

template <class Scan>
continuation_errc refusal(Scan&& scan) {
  CHECK(scan.begin() == scan.end());  // refused before anything is read
  CHECK(scan.continuation() == std::nullopt);
  return scan.error().code == table_errc::invalid_continuation ? scan.error().continuation : continuation_errc::ok;
}

TEST_CASE("a continuation given to another scan is refused, never decoded as its own", "[paging]") {
  filled t;
  auto& orders = t.orders;
  const auto window = rowkey::between(rowkey::inclusive(at(10)), rowkey::exclusive(at(90)));
  const rowkey::continuation by_seller = next_of(orders.scan<BySeller>(page_options{.limit = 3}, SellerId{2}, window));
  const rowkey::continuation table = next_of(orders.scan(page_options{.limit = 3}));
  page_options resumed{.limit = 3, .after = by_seller};

  // The scan that made it takes it.
  CHECK(numbers_of(orders.scan<BySeller>(resumed, SellerId{2}, window)).size() == 3);
  // Another index, the table, another direction, another shape: refused.
  CHECK(refusal(orders.scan<ByBuyer>(resumed, BuyerId{2})) == continuation_errc::other_scan);
  CHECK(refusal(orders.scan(resumed)) == continuation_errc::other_scan);
  CHECK(refusal(orders.scan<BySeller>(page_options{.limit = 3, .after = table}, SellerId{2}, window)) ==
        continuation_errc::other_scan);
  resumed.order = scan_order::reverse;
  CHECK(refusal(orders.scan<BySeller>(resumed, SellerId{2}, window)) == continuation_errc::other_scan);
  resumed.order = scan_order::forward;
  CHECK(refusal(orders.scan<BySeller>(resumed, SellerId{2})) == continuation_errc::other_scan);  // a prefix, not a range
  CHECK(refusal(orders.scan_buckets<ByTime>(resumed, window)) == continuation_errc::other_scan);

  // The same names with another key design (time ascending where it was
  // descending), as after a recompile: refused.
  // (Attached to the store written with the old design, the new one is
  // refused outright: tests/unit/table_declaration_test.cpp. Here, a store
  // rewritten with it.)
  struct ByBuyerAscending
      : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, Ts, OrderNo>> {};
  rowkey::adapters::memory_store rewritten(all_tables());
  auto recompiled = rowkey::attach<Orders, ByBuyerAscending>(rewritten);
  REQUIRE(recompiled.attach_error().ok());
  const rowkey::continuation by_buyer = next_of(orders.scan<ByBuyer>(page_options{.limit = 2}, BuyerId{1}));
  CHECK(refusal(recompiled.scan<ByBuyerAscending>(page_options{.limit = 2, .after = by_buyer}, BuyerId{1})) ==
        continuation_errc::other_scan);

  const auto refused = orders.scan(resumed);
  CHECK(refused.error().table == Orders::name);
  CHECK(refused.error().message() ==
        "invalid continuation: made by another scan (table, index, key design, direction or shape) (table 'orders')");
}

// Declarations that differ in one thing each: every pair has its own fingerprint.
struct Hash2 : rowkey::Table<"orders", Order, rowkey::Key<rowkey::Hash<2, OrderNo>, OrderNo>> {};
struct Named : rowkey::Table<"orders2", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>> {};
struct Plain : rowkey::Table<"orders", Order, rowkey::Key<BuyerId, OrderNo>> {};
struct Descending : rowkey::Table<"orders", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, rowkey::Desc<OrderNo>>> {};
struct InSubspace
    : rowkey::Table<"orders", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo, rowkey::Subspace<"\x01">>> {};
struct BuyerId32 : rowkey::Column<"buyer_id", std::uint32_t> {};
struct ByBuyer32 : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId32, rowkey::Desc<Ts>, OrderNo>> {};
struct ByBuyerUnique
    : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, rowkey::Desc<Ts>, OrderNo>, rowkey::Unique> {};
struct ByTime16 : rowkey::Index<"orders_by_time", Orders, rowkey::Key<rowkey::Bucket<16, Ts>, Ts, OrderNo>> {};
struct TsSeconds : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::seconds>> {};
struct ByBuyerSeconds : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, rowkey::Desc<TsSeconds>, OrderNo>> {};

TEST_CASE("fingerprints tell apart every kind of change to a declaration and a scan", "[paging]") {
  using rowkey::detail::scan_fingerprint;
  using shape = rowkey::detail::scan_shape;
  constexpr shape plain{};
  const std::uint64_t prints[] = {
      scan_fingerprint<Orders, Orders>(plain),
      scan_fingerprint<Hash2, Hash2>(plain),
      scan_fingerprint<Named, Named>(plain),
      scan_fingerprint<Plain, Plain>(plain),
      scan_fingerprint<Descending, Descending>(plain),
      scan_fingerprint<InSubspace, InSubspace>(plain),
      scan_fingerprint<Orders, ByBuyer>(plain),
      scan_fingerprint<Orders, ByBuyer32>(plain),
      scan_fingerprint<Orders, ByBuyerUnique>(plain),
      scan_fingerprint<Orders, ByBuyerSeconds>(plain),
      scan_fingerprint<Orders, ByTime>(shape{.buckets = true}),
      scan_fingerprint<Orders, ByTime16>(shape{.buckets = true}),
      scan_fingerprint<Orders, ByTime>(plain),
      scan_fingerprint<Orders, ByBuyer>(shape{.order = scan_order::reverse}),
      scan_fingerprint<Orders, ByBuyer>(shape{.values = 1}),
      scan_fingerprint<Orders, ByBuyer>(shape{.values = 1, .condition = true}),
  };
  CHECK(std::set<std::uint64_t>(std::begin(prints), std::end(prints)).size() == std::size(prints));
  static_assert(scan_fingerprint<Orders, ByBuyer>(plain) == scan_fingerprint<Orders, ByBuyer>(plain));
}

TEST_CASE("a truncated, altered or badly signed continuation is refused", "[paging]") {
  filled t;
  auto& orders = t.orders;
  const auto scan_of = [&](const page_options& p) { return orders.scan<BySeller>(p, SellerId{3}); };
  const rowkey::siphash_key secret{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  const rowkey::continuation plain = next_of(scan_of(page_options{.limit = 4}));
  const rowkey::continuation signed_ = next_of(scan_of(page_options{.limit = 4, .secret = secret}));
  CHECK(plain.bytes().size() + 8 == signed_.bytes().size());

  for (std::size_t n = 0; n < signed_.bytes().size(); ++n) {  // every truncation
    INFO("first " << n << " bytes");
    const auto cut = [&](const rowkey::continuation& c) {
      return rowkey::continuation::from_bytes(c.bytes().substr(0, std::min(n, c.bytes().size() - 1)));
    };
    CHECK(refusal(scan_of(page_options{.limit = 4, .after = cut(plain)})) != continuation_errc::ok);
    CHECK(refusal(scan_of(page_options{.limit = 4, .after = cut(signed_), .secret = secret})) != continuation_errc::ok);
  }
  // Signed: every bit flipped anywhere is refused.
  for (std::size_t bit = 0; bit < signed_.bytes().size() * 8; ++bit) {
    std::string bytes(signed_.bytes());
    bytes[bit / 8] = static_cast<char>(bytes[bit / 8] ^ (1 << (bit % 8)));
    INFO("bit " << bit);
    CHECK(refusal(scan_of(page_options{.limit = 4, .after = rowkey::continuation::from_bytes(bytes), .secret = secret})) !=
          continuation_errc::ok);
  }
  // Unsigned: a flipped bit in the header is refused; one in the key is
  // refused or, when it still decodes, confined to the scan's bounds.
  for (std::size_t bit = 0; bit < plain.bytes().size() * 8; ++bit) {
    std::string bytes(plain.bytes());
    bytes[bit / 8] = static_cast<char>(bytes[bit / 8] ^ (1 << (bit % 8)));
    INFO("bit " << bit);
    auto scan = scan_of(page_options{.after = rowkey::continuation::from_bytes(bytes)});
    if (bit < 80) {
      CHECK(refusal(std::move(scan)) != continuation_errc::ok);
    } else {
      for (const Order& o : scan) CHECK(o.seller_id == 3);
    }
  }
  CHECK(refusal(scan_of(page_options{.after = signed_})) == continuation_errc::no_secret);
  CHECK(refusal(scan_of(page_options{.after = plain, .secret = secret})) == continuation_errc::unsigned_token);
  rowkey::siphash_key other = secret;
  other[0] ^= 1;
  CHECK(refusal(scan_of(page_options{.after = signed_, .secret = other})) == continuation_errc::forged);
  CHECK(numbers_of(scan_of(page_options{.after = signed_, .secret = secret})).size() == 20);  // 24 of seller 3, 4 read

  const auto text = rowkey::continuation::from_text("not base64!");
  REQUIRE_FALSE(text);
  CHECK(text.error().code == table_errc::invalid_continuation);
  CHECK(text.error().continuation == continuation_errc::not_text);
  CHECK(rowkey::continuation::from_text(signed_.text()).value() == signed_);
}

TEST_CASE("a well-formed continuation made by hand stays inside the scan's bounds", "[paging]") {
  filled t;
  auto& orders = t.orders;
  const auto window = rowkey::between(rowkey::inclusive(at(30)), rowkey::exclusive(at(60)));
  std::vector<std::uint64_t> inside;  // seller 1, seconds 30 to 59, in time order
  for (std::uint64_t no = 30; no < 60; ++no) {
    if (no % 5 == 1) inside.push_back(no);
  }
  rowkey_test::random_source r(5);
  for (const scan_order order : {scan_order::forward, scan_order::reverse}) {
    const std::uint64_t fingerprint = rowkey::detail::scan_fingerprint<Orders, BySeller>({.order = order, .values = 1, .condition = true});
    std::vector<std::uint64_t> expected = inside;
    if (order == scan_order::reverse) std::reverse(expected.begin(), expected.end());
    for (int i = 0; i < 2000; ++i) {
      // Any key of the index: another seller, a time outside the window or in it.
      const std::uint32_t seller = static_cast<std::uint32_t>(r.below(4));
      const std::int64_t second = static_cast<std::int64_t>(r.below(120));
      const std::uint64_t no = r.below(3) == 0 ? static_cast<std::uint64_t>(second) : r.bits();
      const auto key = rowkey::encode<BySeller::key>(SellerId{seller}, at(second), OrderNo{no}).value();
      const auto token = rowkey::detail::make_continuation(fingerprint, key.view(), std::nullopt);
      const auto got = numbers_of(orders.scan<BySeller>(page_options{.order = order, .after = token}, SellerId{1}, window));
      // What follows the key in the scan's order, within its bounds.
      std::vector<std::uint64_t> want;
      for (const std::uint64_t n : expected) {
        const auto k = rowkey::encode<BySeller::key>(SellerId{1}, at(static_cast<std::int64_t>(n)), OrderNo{n}).value();
        if (order == scan_order::forward ? k.view() > key.view() : k.view() < key.view()) want.push_back(n);
      }
      INFO("seller " << seller << ", second " << second << ", order " << no);
      REQUIRE(got == want);
    }
  }
}

TEST_CASE("page limits: 0 is refused; a page ends at its limit; the last page offers no continuation", "[paging]") {
  filled t;
  auto& orders = t.orders;
  auto none = orders.scan<BySeller>(page_options{.limit = 0}, SellerId{1});
  CHECK(none.begin() == none.end());
  CHECK(none.error().code == table_errc::invalid_limit);
  CHECK(none.error().message() == "a page limit of 0 (a limit is at least 1) (table 'orders_by_seller')");

  // 24 records of seller 1: a page of 24 is the last; one of 23 is not.
  auto all = orders.scan<BySeller>(page_options{.limit = 24}, SellerId{1});
  CHECK(numbers_of(all).size() == 24);
  CHECK(all.continuation() == std::nullopt);
  auto short_by_one = orders.scan<BySeller>(page_options{.limit = 23}, SellerId{1});
  CHECK(numbers_of(short_by_one).size() == 23);
  REQUIRE(short_by_one.continuation().has_value());
  auto last = orders.scan<BySeller>(page_options{.limit = 23, .after = short_by_one.continuation()}, SellerId{1});
  CHECK(numbers_of(last) == std::vector<std::uint64_t>{116});
  CHECK(last.continuation() == std::nullopt);
  // Unpaged scans offer none.
  auto unpaged = orders.scan<BySeller>(SellerId{1});
  CHECK(numbers_of(unpaged).size() == 24);
  CHECK(unpaged.continuation() == std::nullopt);
}

TEST_CASE("a continuation whose record is gone resumes after its key", "[paging]") {
  filled t;
  auto& orders = t.orders;
  for (const scan_order order : {scan_order::forward, scan_order::reverse}) {
    auto first = orders.scan<BySeller>(page_options{.limit = 5, .order = order}, SellerId{4});
    const auto page = numbers_of(first);
    REQUIRE(page.size() == 5);
    const auto next = first.continuation();
    REQUIRE(next.has_value());
    REQUIRE(orders.erase(OrderNo{page.back()}).value());  // the record the page ended at
    const auto rest = numbers_of(orders.scan<BySeller>(page_options{.order = order, .after = next}, SellerId{4}));
    std::vector<std::uint64_t> want;
    for (const std::uint64_t no : numbers_of(orders.scan<BySeller>(page_options{.order = order}, SellerId{4}))) {
      if (order == scan_order::forward ? no > page.back() : no < page.back()) want.push_back(no);
    }
    CHECK(rest == want);
    CHECK(rest.size() == (order == scan_order::forward ? 19u : 18u));
  }
}

}  // namespace
