// The key design guide's transaction designs (section 5) as one record and
// three tables on a real RocksDB, or on an etcd cluster: the orders by number
// ([order_no], hashed: the number is monotonic), a buyer's orders
// ([buyer_id][ts DESC][order_no]) and a seller's orders
// ([seller_id][ts][order_no]). Every write keeps the three in step in one
// transaction; scans yield orders, and list_orders serves them a page at a
// time, as an API endpoint would. The same code runs on both stores.
//
//   example_transactions [DIRECTORY]     RocksDB (default: a new temporary directory, removed at the end)
//   example_transactions --etcd URL,...  an etcd cluster's client URLs (examples/etcd_demo.sh starts one)
#include "schemas/shop.hpp"

#include <rowkey/adapters/rocksdb_store.hpp>
#include <rowkey/rowkey.hpp>
#ifdef ROWKEY_EXAMPLE_ETCD
#include <rowkey/adapters/etcd.hpp>
#endif

#include <algorithm>
#include <chrono>
#include <optional>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace std::chrono;

namespace {

using namespace shop;

const sys_time<seconds> now{1'700'000'000s};  // 2023-11-14T22:13:20Z, the example's "now"

std::string when(sys_time<seconds> t) {
  const auto day = floor<days>(t);
  const year_month_day ymd(day);
  const hh_mm_ss hms(t - day);
  std::ostringstream out;
  out << static_cast<int>(ymd.year()) << '-' << std::setfill('0') << std::setw(2) << static_cast<unsigned>(ymd.month())
      << '-' << std::setw(2) << static_cast<unsigned>(ymd.day()) << ' ' << std::setw(2) << hms.hours().count() << ':'
      << std::setw(2) << hms.minutes().count();
  return out.str();
}

void print(const Order& o) {
  std::cout << "    order " << o.order_no << "  " << when(o.ts) << "  buyer " << std::setw(3) << o.buyer_id
            << "  seller " << std::setw(2) << o.seller_id << "  " << o.quantity << " x " << o.item << '\n';
}

template <class Scan>
std::size_t count(Scan&& scan) {
  std::size_t n = 0;
  for (const Order& o : scan) n += o.order_no != 0;
  return n;
}

template <class Scan>
std::vector<std::uint64_t> print_all(Scan&& scan) {
  std::vector<std::uint64_t> numbers;
  for (const Order& o : scan) {
    print(o);
    numbers.push_back(o.order_no);
  }
  if (!scan.error().ok()) std::cout << "    scan stopped: " << scan.error().message() << '\n';
  return numbers;
}

// ---- an endpoint: GET /buyers/{buyer}/orders?page_size=N&token=T&oldest_first=B

struct list_request {
  std::uint64_t buyer = 0;
  std::size_t page_size = 20;
  std::optional<std::string> token{};  // the last page's next_token, as the client sent it back
  bool oldest_first = false;
};
struct list_page {
  std::vector<Order> orders{};
  std::optional<std::string> next_token{};  // none on the last page
  std::string error{};                    // a refused request: nothing listed
};

// The service's secret for signing tokens (from its configuration, in a real
// service): a client cannot make or alter one that this service accepts.
constexpr rowkey::siphash_key token_secret{0x52, 0x6f, 0x77, 0x4b, 0x65, 0x79, 0x20, 0x65,
                                           0x78, 0x61, 0x6d, 0x70, 0x6c, 0x65, 0x21, 0x21};

// A buyer's orders, newest first (or oldest), a page at a time. A token
// resumes just after the last order of the page that gave it; given to
// another listing (another order, an index changed since), altered, or not
// made by this service, it is refused, and it can never reach past this
// buyer's orders whatever it holds.
template <class Handle>
list_page list_orders(const Handle& orders, const list_request& request) {
  list_page out;
  rowkey::page_options page{.limit = std::clamp<std::size_t>(request.page_size, 1, 100),
                            .order = request.oldest_first ? rowkey::scan_order::reverse : rowkey::scan_order::forward,
                            .secret = token_secret};
  if (request.token) {
    auto token = rowkey::continuation::from_text(*request.token);
    if (!token) {
      out.error = token.error().message();
      return out;
    }
    page.after = std::move(*token);
  }
  auto scan = orders.template scan<OrdersByBuyer>(page, BuyerId{request.buyer});
  for (const Order& o : scan) out.orders.push_back(o);
  if (!scan.error().ok()) {
    out.orders.clear();
    out.error = scan.error().message();
    return out;
  }
  if (auto next = scan.continuation()) out.next_token = next->text();
  return out;
}

// A few thousand orders over the last 30 days.
std::vector<Order> make_orders(std::size_t n) {
  static const char* const items[] = {"book", "lamp", "desk", "pen", "chair", "mug", "plant", "clock"};
  std::mt19937_64 rng(2023);
  std::vector<Order> orders{};
  for (std::size_t i = 0; i < n; ++i) {
    Order o;
    o.order_no = 1'000'000 + i;  // sequential, as an order number service gives them
    o.buyer_id = rng() % 300;
    o.seller_id = rng() % 40;
    o.ts = now - days(30) + seconds(static_cast<std::int64_t>(i * (30 * 86400 / n)));  // in time order
    o.item = items[rng() % 8];
    o.quantity = static_cast<std::uint32_t>(1 + rng() % 4);
    o.price_cents = static_cast<std::int64_t>(100 + rng() % 9900);
    orders.push_back(o);
  }
  return orders;
}

// The tour, on any store holding the three tables.
template <class Store>
bool tour(Store& store, std::size_t how_many) {
  bool ok = true;
  auto orders = rowkey::attach<Orders, OrdersByBuyer, OrdersBySeller>(store);

  std::cout << "table orders, " << rowkey::describe<Orders::key>();
  std::cout << "index orders_by_buyer, " << rowkey::describe<OrdersByBuyer::key>();
  std::cout << "index orders_by_seller, " << rowkey::describe<OrdersBySeller::key>() << '\n';

  const auto all = make_orders(how_many);
  for (const Order& o : all) {
    if (auto r = orders.insert(o); !r) {
      std::cerr << "insert failed: " << r.error().message() << '\n';
      return false;
    }
  }
  std::cout << "inserted " << all.size() << " orders, each as one transaction of three rows\n\n";

  const Order& sample = all[all.size() * 6 / 7];
  std::string value;
  const auto keys = rowkey::encode_record<Orders, OrdersByBuyer, OrdersBySeller>(sample, value).value();
  std::cout << "order " << sample.order_no << " is stored as\n"
            << "  orders            " << rowkey::render<Orders::key>(keys.primary) << '\n'
            << "                    value: " << value.size() << " bytes (row value format 1)\n"
            << "  orders_by_buyer   " << rowkey::render<OrdersByBuyer::key>(keys.template index<OrdersByBuyer>()) << '\n'
            << "  orders_by_seller  " << rowkey::render<OrdersBySeller::key>(keys.template index<OrdersBySeller>()) << "\n\n";

  const std::uint64_t buyer = sample.buyer_id;
  std::cout << "buyer " << buyer << "'s orders in the last week, newest first:\n";
  const auto last_week = print_all(orders.template scan<OrdersByBuyer>(BuyerId{buyer}, rowkey::at_least(Ts{now - days(7)})));
  ok = ok && !last_week.empty();

  std::cout << "\nseller 7's orders from " << when(now - days(12)) << " to " << when(now - days(11)) << ":\n";
  const auto window = print_all(orders.template scan<OrdersBySeller>(
      SellerId{7}, rowkey::between(rowkey::inclusive(Ts{now - days(12)}), rowkey::exclusive(Ts{now - days(11)}))));
  ok = ok && !window.empty();

  std::cout << "\norder " << sample.order_no << " by its number:\n";
  const auto found = orders.get(OrderNo{sample.order_no}).value();
  if (found) print(*found);
  ok = ok && found && found->item == sample.item;

  const std::uint64_t other = (buyer + 1) % 300;
  std::cout << "\nmoving order " << sample.order_no << " from buyer " << buyer << " to buyer " << other
            << " (the old index entry is deleted and the new one written in the same transaction):\n";
  ok = ok && orders.update(OrderNo{sample.order_no}, [&](Order& o) { o.buyer_id = other; }).value();
  std::cout << "  buyer " << buyer << " has " << count(orders.template scan<OrdersByBuyer>(BuyerId{buyer}))
            << " orders left; buyer " << other << "'s orders since order " << sample.order_no << " was placed:\n";
  const auto moved = print_all(orders.template scan<OrdersByBuyer>(BuyerId{other}, rowkey::at_least(Ts{sample.ts})));
  ok = ok && !moved.empty() && std::find(moved.begin(), moved.end(), sample.order_no) != moved.end();

  std::cout << "\ninserting order " << sample.order_no << " again: ";
  const auto again = orders.insert(sample);
  std::cout << (again ? std::string("accepted?!") : again.error().message()) << '\n';
  ok = ok && !again && again.error().code == rowkey::table_errc::duplicate_key;

  std::cout << "\nbuyer " << other << "'s orders, 3 a page, newest first (list_orders, as an endpoint serves them):\n";
  list_request request{.buyer = other, .page_size = 3};
  std::vector<std::uint64_t> listed;
  std::optional<std::string> second_token;
  for (int n = 1;; ++n) {
    const list_page page = list_orders(orders, request);
    std::cout << "  page " << n << (request.token ? " (token " + *request.token + ")" : std::string()) << ":\n";
    for (const Order& o : page.orders) {
      print(o);
      listed.push_back(o.order_no);
    }
    ok = ok && page.error.empty();
    if (!page.next_token || n == 3) break;
    if (n == 1) second_token = page.next_token;
    request.token = page.next_token;
  }
  std::vector<std::uint64_t> newest;  // the first pages are the scan's first orders
  for (const Order& o : orders.template scan<OrdersByBuyer>(BuyerId{other})) newest.push_back(o.order_no);
  newest.resize(std::min<std::size_t>(newest.size(), 9));
  ok = ok && second_token && listed == newest;
  request.token = second_token;
  request.oldest_first = true;
  const list_page other_order = list_orders(orders, request);
  std::cout << "  page 2's token, asked for oldest first: " << other_order.error << '\n';
  request.oldest_first = false;
  std::string altered = *second_token;
  altered[altered.size() / 2] = altered[altered.size() / 2] == 'A' ? 'B' : 'A';
  request.token = altered;
  const list_page forged = list_orders(orders, request);
  std::cout << "  page 2's token with one character changed: " << forged.error << '\n';
  ok = ok && !other_order.error.empty() && !forged.error.empty() && forged.orders.empty();
  return ok;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && args[0] == "--etcd") {
#ifdef ROWKEY_EXAMPLE_ETCD
    rowkey::adapters::etcd_options options;
    std::istringstream urls(args.size() > 1 ? args[1] : "");
    for (std::string url; std::getline(urls, url, ',');) options.endpoints.push_back(url);
    options.key_prefix = "rowkey-example/";
    rowkey::adapters::etcd_store store(options);
    // Starts from nothing: deletes what an earlier run left.
    for (const std::string& table : rowkey::table_names<Orders, OrdersByBuyer, OrdersBySeller>()) {
      if (const rowkey::store_error e = store.clear(table); !e.ok()) {
        std::cerr << "cannot reach the etcd cluster: " << e.message() << '\n';
        return 1;
      }
    }
    std::cout << "etcd cluster of " << options.endpoints.size() << " endpoints, one key prefix per table under `"
              << options.key_prefix << "`:\n";
    return tour(store, 2000) ? 0 : 1;
#else
    std::cerr << "built without the etcd store (rowkey::etcd needs libcurl4-openssl-dev, nlohmann-json3-dev, libssl-dev)\n";
    return 2;
#endif
  }
  std::filesystem::path dir;
  bool remove_dir = false;
  if (!args.empty()) {
    dir = args[0];
  } else {
    std::string pattern = (std::filesystem::temp_directory_path() / "rowkey-transactions-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) return 2;
    dir = pattern;
    remove_dir = true;
  }
  bool ok = true;
  {
    auto opened = rowkey::adapters::rocksdb_store::open(dir.string(),
                                                        rowkey::table_names<Orders, OrdersByBuyer, OrdersBySeller>());
    if (!opened) {
      std::cerr << "cannot open " << dir << ": " << opened.error().message() << '\n';
      return 1;
    }
    std::cout << "RocksDB at " << dir.string() << ", one column family per table:\n";
    ok = tour(*opened, 5000);
  }
  if (remove_dir) std::filesystem::remove_all(dir);
  return ok ? 0 : 1;
}
