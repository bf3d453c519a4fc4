// A table and its indexes attached to a store: records in, records out, and
// every index kept in step with the primary rows.
//
//   auto orders = rowkey::attach<Orders, OrdersByBuyer, OrdersBySeller>(store);
//   auto r = orders.insert(order);                          // refuses an existing order_no
//   r = orders.upsert(order);                               // inserts or replaces
//   auto found = orders.update(OrderNo{17}, [](Order& o) { o.buyer_id = 43; });
//   found = orders.erase(OrderNo{17});                      // (each result [[nodiscard]])
//   std::optional<Order> o = orders.get(OrderNo{17}).value();
//   for (const Order& o : orders.scan<OrdersByBuyer>(BuyerId{42})) ...
//
// Each write is one transaction of the store: the primary row and every index
// entry it touches commit together or not at all. An update that changes an
// indexed field deletes the old index entry and writes the new one in that
// same transaction. Writers that race on the same record conflict at commit;
// the loser reads the record again and retries (retry_policy), so indexes
// stay equal to what the primary rows say. Nothing is written when a field
// is refused (a string longer than its column allows, an enum out of range).
#ifndef ROWKEY_TABLE_TABLE_HANDLE_HPP
#define ROWKEY_TABLE_TABLE_HANDLE_HPP

#include <rowkey/decode.hpp>
#include <rowkey/detail/value_refs.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/key_values.hpp>
#include <rowkey/scan/bounds.hpp>
#include <rowkey/scan/bucket_ranges.hpp>
#include <rowkey/scan/ranges.hpp>
#include <rowkey/table/checks.hpp>
#include <rowkey/table/declaration.hpp>
#include <rowkey/table/detail/row_io.hpp>
#include <rowkey/table/detail/sleep.hpp>
#include <rowkey/table/encode_record.hpp>
#include <rowkey/table/detail/scan_fingerprint.hpp>
#include <rowkey/table/index.hpp>
#include <rowkey/table/index_build.hpp>
#include <rowkey/table/index_state.hpp>
#include <rowkey/table/page.hpp>
#include <rowkey/table/record_scan.hpp>
#include <rowkey/table/store.hpp>
#include <rowkey/table/table.hpp>
#include <rowkey/table/table_error.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace rowkey {

// How often a write that keeps conflicting is run again, and how long it
// waits between runs (doubling, with jitter, up to max_backoff).
struct retry_policy {
  std::size_t max_attempts = 100;
  std::chrono::microseconds first_backoff{20};
  std::chrono::microseconds max_backoff{10'000};
};

template <kv_store Store, table_declaration T, class... Is>
class table_handle {
  using layout = detail::table_layout<T, Is...>;
  using row = typename layout::row;

 public:
  using record = typename T::record;
  using primary_key = typename T::key;
  using store_type = Store;
  using table_ref = typename Store::table_ref;

  // Attaches to `store`: compares the declarations with those stored with
  // the data (rowkey/table/declaration.hpp) and stores the new ones. Refused
  // (attach_error()), the handle reads and writes nothing: every operation
  // returns that error.
  explicit table_handle(Store& store, retry_policy retry = {})
      : store_(&store), retry_(retry), refs_{store.table(T::name), store.table(detail::name_of<Is>())...} {
    if constexpr (checkable) {
      std::array<bool, sizeof...(Is)> ready{};
      ready.fill(true);
      attach_error_ = detail::check_declarations<T, Is...>(store, retry_.max_attempts, ready);
      for (std::size_t i = 0; i < ready.size(); ++i) ready_[i].set(ready[i]);
    }
  }

  Store& store() const noexcept { return *store_; }
  const retry_policy& retry() const noexcept { return retry_; }

  // Ok once attached; else why attach refused the store (a declaration that
  // differs from the stored one: table_errc::declaration_mismatch, or the
  // store's failure to read them).
  const table_error& attach_error() const noexcept { return attach_error_; }

  // Writes a new record; duplicate_key when its primary key is taken.
  table_result<void> insert(const record& r) {
    if (!attach_error_.ok()) [[unlikely]] return attach_error_;
    prepared& next = scratch();
    detail::failure error;
    if (!prepare(r, next, error)) return error.take();
    return run<void>([&](auto& txn, done&, detail::failure& e) {
      switch (read_for_update(txn, next.keys.primary.view(), next.read, nullptr, e)) {
        case row_state::absent: return write_record(txn, nullptr, next, e);
        case row_state::present: return fail(e, table_errc::duplicate_key, T::name);
        default: return false;
      }
    });
  }

  // Writes a record, replacing the one with the same primary key if there is
  // one (and moving its index entries); true when it replaced one.
  table_result<bool> upsert(const record& r) {
    if (!attach_error_.ok()) [[unlikely]] return attach_error_;
    prepared& next = scratch();
    detail::failure error;
    if (!prepare(r, next, error)) return error.take();
    return run<bool>([&](auto& txn, bool& replaced, detail::failure& e) {
      record old = detail::copied_record(r);  // the primary key fields are the same
      switch (read_for_update(txn, next.keys.primary.view(), next.read, &old, e)) {
        case row_state::absent: replaced = false; return write_record(txn, nullptr, next, e);
        case row_state::present: replaced = true; return replace_record(txn, old, next, e);
        default: return false;
      }
    });
  }

  // The record with these primary key values, if there is one.
  template <class... Pk>  // not declared_column: encode names the mistake
  table_result<std::optional<record>> get(const Pk&... pk) const {
    if constexpr (!adapted_record<record>) {
      return std::optional<record>();  // after the declaration's one error (attach)
    } else {
      const auto key = rowkey::encode<primary_key>(pk...);
      if (!key) return detail::invalid_argument(T::name, key.error());
      if (!attach_error_.ok()) [[unlikely]] return attach_error_;
      auto reader = store_->snapshot();
      std::string value;
      const store_errc found = reader.get(refs_[0], key->view(), value);
      if (found == store_errc::not_found) return std::optional<record>();
      if (found != store_errc::ok) return detail::store_failure(T::name, reader.error());
      std::optional<record> r(std::in_place);
      key_values<primary_key> scratch;
      table_error error;
      if (!detail::read_primary_row<T, row>(key->view(), value, *r, scratch, error)) return error;
      return r;
    }
  }

  // Erases the record with these primary key values and its index entries;
  // false when there was none.
  template <class... Pk>  // not declared_column: encode names the mistake
  table_result<bool> erase(const Pk&... pk) {
    const auto key = rowkey::encode<primary_key>(pk...);
    if (!key) return detail::invalid_argument(T::name, key.error());
    if (!attach_error_.ok()) [[unlikely]] return attach_error_;
    std::string read;
    return run<bool>([&](auto& txn, bool& found, detail::failure& e) {
      record old = detail::default_record<record>();
      switch (read_for_update(txn, key->view(), read, &old, e)) {
        case row_state::absent: found = false; return true;
        case row_state::present: found = true; break;
        default: return false;
      }
      auto old_keys = rowkey::encode_record_keys<T, Is...>(old);
      if (!old_keys) return fail(e, old_keys.error());
      return erase_record(txn, key->view(), *old_keys, e);
    });
  }

  // update(pk..., f): calls f on a copy of the record with these primary key
  // values and writes the result, moving the index entries whose fields
  // changed; false when there is no such record. f may run more than once
  // (each time on a fresh copy) when concurrent writers conflict; it must
  // not change the primary key (primary_key_changed).
  // Any arguments, so that a call of the wrong shape is this one error,
  // not "no matching function" with every overload listed.
  template <class... Args>
  table_result<bool> update(const Args&... args) {
    constexpr bool shaped = [] {
      if constexpr (sizeof...(Args) < 2) {
        return false;
      } else {
        return []<std::size_t... I>(std::index_sequence<I...>) {
          return (declared_column<detail::type_at<I, Args...>> && ...) &&
                 !declared_column<detail::type_at<sizeof...(Args) - 1, Args...>>;
        }(std::make_index_sequence<sizeof...(Args) - 1>{});
      }
    }();
    static_assert(shaped,
                  "rowkey: update(pk..., f) takes the primary key's values, spelled as their columns, then f, "
                  "as in update(OrderNo{17}, [](Order& o) { o.buyer_id = 43; })");
    if constexpr (!shaped) {
      return false;
    } else {
      // Here, not in update_with, so that the error is one line below the
      // user's call.
      using F = detail::type_at<sizeof...(Args) - 1, Args...>;
      if constexpr (!detail::takes_record<F, record>) {
        static_assert(arguments::update_calls_its_function_with_the_record<record, F>,
                      "rowkey: update(pk..., f): f is called with the record to change, as in [](Order& o) { ... }, "
                      "and called as const (a mutable lambda is not)");
        return false;
      } else {
        if constexpr (!detail::changes_its_argument<F, record>) {
          using parameter = typename detail::parameter_for_record<F, record>::type;
          static_assert(arguments::update_takes_the_record_by_reference<record, parameter>,
                        "rowkey: update(pk..., f): f changes the record it is given, so it takes it by reference, as "
                        "in [](Order& o) { ... }; given a copy or a const reference, its change would be lost");
        }
        // A mistake in the primary key's values is the key layer's one error
        // (as encode reports it), here too, and nothing is called.
        constexpr detail::argument_check check =
            detail::check_first_values<primary_key, detail::binding::every_column, sizeof...(Args) - 1, Args...>();
        if constexpr (check) {
          using reported [[maybe_unused]] =
              decltype(detail::rejected_call<primary_key, detail::binding::every_column, check, Args...>{});
          return false;
        } else {
          return [&]<std::size_t... I>(std::index_sequence<I...>) {
            const auto all = std::tie(args...);
            return update_with(std::get<sizeof...(Args) - 1>(all), std::get<I>(all)...);
          }(std::make_index_sequence<sizeof...(Args) - 1>{});
        }
      }
    }
  }

  // The records in a key range of the table (Of = T) or of one of its
  // indexes, as rowkey::prefix or rowkey::range give it: scan() is the whole
  // table, scan<Of>(A{a}) the records whose first column is a, and a last
  // argument that is a condition (at_least, between, starts_with, ...)
  // ranges over the next column. Given page_options first, a page of them:
  // scan<Of>(page, A{a}) reads in page.order, at most page.limit records,
  // from page.after on (rowkey/table/page.hpp).
  template <class Of = T, class... Args>
  auto scan(const Args&... args) const {
    using reader_type = decltype(store_->snapshot());
    using cursor_type = decltype(std::declval<reader_type&>().scan(std::declval<const table_ref&>(), byte_range{}));
    if constexpr (!attached<Of>) {
      // An empty scan of the table's own records, so the loop over it adds
      // no error of its own.
      static_assert(arguments::scanned_is_the_table_or_an_attached_index<Of, T>,
                    "rowkey: scan<Of>: Of is the table or one of the indexes it was attached with; an index of "
                    "this table is scanned after attach<Orders, OrdersByBuyer>(store) (docs/tables.md)");
      return record_scan<T, T, row, reader_type, cursor_type, table_ref>(table_error{});
    } else if constexpr ((detail::names_a_key<Args> || ...)) {
      using scan_type = record_scan<T, Of, row, reader_type, cursor_type, table_ref>;
      static_assert(arguments::scanned_table_or_index_is_a_template_argument<Args...>,
                    "rowkey: scan<Of>(values...): the table or index scanned is the template argument, not a "
                    "value: orders.scan<OrdersByBuyer>(BuyerId{42}) (docs/tables.md)");
      return scan_type(table_error{});
    } else if constexpr (starts_with_page<Args...>()) {
      return [this](const page_options& page, const auto&... rest) {
        return this->template paged_scan<Of>(page, rest...);
      }(args...);
    } else {
      // Here, not in a helper, so that a mistake in the values is the key
      // layer's one error, one line below the user's call.
      using K = typename Of::key;
      const auto range = [&] {
        if constexpr (ends_with_condition<Args...>()) {
          return rowkey::range<K>(args...);
        } else {
          return rowkey::prefix<K>(args...);
        }
      }();
      return open_scan<Of, Args...>(unpaged(), range);
    }
  }

  // The records in a range over a bucketed column (Key<Bucket<N, C>, C, ...>):
  // one cursor per bucket (rowkey::bucket_ranges), merged back into order;
  // with page_options first, a page of them, as scan's.
  template <class Of = T, class... Args>
  auto scan_buckets(const Args&... args) const {
    using reader_type = decltype(store_->snapshot());
    using cursor_type = decltype(std::declval<reader_type&>().scan(std::declval<const table_ref&>(), byte_range{}));
    if constexpr (!attached<Of>) {
      static_assert(arguments::scanned_is_the_table_or_an_attached_index<Of, T>,
                    "rowkey: scan_buckets<Of>: Of is the table or one of the indexes it was attached with; an "
                    "index of this table is scanned after attach<Orders, OrdersByTime>(store) (docs/tables.md)");
      return record_scan<T, T, row, reader_type, cursor_type, table_ref>(table_error{});
    } else if constexpr ((detail::names_a_key<Args> || ...)) {
      static_assert(arguments::scanned_table_or_index_is_a_template_argument<Args...>,
                    "rowkey: scan_buckets<Of>(values...): the table or index scanned is the template argument, "
                    "not a value: orders.scan_buckets<OrdersByTime>(...) (docs/tables.md)");
      return record_scan<T, Of, row, reader_type, cursor_type, table_ref>(table_error{});
    } else if constexpr (starts_with_page<Args...>()) {
      return [this](const page_options& page, const auto&... rest) {
        return this->template open_bucket_scan<Of, std::remove_cvref_t<decltype(rest)>...>(
            page, rowkey::bucket_ranges<typename Of::key>(rest...));
      }(args...);
    } else {
      return open_bucket_scan<Of, Args...>(unpaged(), rowkey::bucket_ranges<typename Of::key>(args...));
    }
  }

  // Builds index I, attached write-only to a table that held records
  // (rowkey/table/index_build.hpp): writes the entries of the records
  // written before it, a batch per transaction, resuming where a build
  // killed before stopped, and marks it readable. on_progress(const
  // batch_progress&) is called after each batch.
  template <class I, class Progress = detail::no_progress>
  table_result<batch_progress> build_index(const batch_options& options = {}, Progress&& on_progress = {}) {
    if constexpr (!attached<I> || std::is_same_v<I, T>) {
      static_assert(arguments::built_index_is_an_attached_index<I, T>,
                    "rowkey: build_index<I>: I is one of the indexes the table was attached with, as in "
                    "attach<Orders, OrdersBySeller>(store).build_index<OrdersBySeller>() (docs/tables.md, section 6)");
      return table_result<batch_progress>(batch_progress{});
    } else {
      if (!attach_error_.ok()) return attach_error_;
      auto built = detail::build_index<T, I, row>(*store_, options, on_progress);
      if (built && built->finished) ready_[position_of<I>() - 1].set(true);
      return built;
    }
  }

  // Erases every record in a key range of the table (Of = T) or of one of
  // its indexes, given as scan's arguments (values, then a condition), with
  // their index entries: erase_range<OrdersByBuyer>(BuyerId{42}, less_than(Ts{t})).
  // Each batch of records is one transaction; killed, the same call erases
  // what is left. Answers how many it erased. batch_options may come first,
  // then a function called with the batch_progress after each batch.
  template <class Of = T, class... Args>
  table_result<std::uint64_t> erase_range(const Args&... args) {
    if constexpr (!attached<Of>) {
      static_assert(arguments::scanned_is_the_table_or_an_attached_index<Of, T>,
                    "rowkey: erase_range<Of>: Of is the table or one of the indexes it was attached with; an index "
                    "of this table is erased through after attach<Orders, OrdersByBuyer>(store) (docs/tables.md)");
      return table_result<std::uint64_t>(std::uint64_t{0});
    } else {
      return with_batch_arguments(
          [this](const batch_options& options, const auto& on_progress, const auto&... rest) {
            const auto range = range_of<typename Of::key>(rest...);
            if (!range) return table_result<std::uint64_t>(detail::invalid_argument(Of::name, range.error()));
            return this->template erase_ranges<Of>(options, on_progress, &*range, &*range + 1);
          },
          args...);
    }
  }

  // erase_range over a bucketed column (Key<Bucket<N, C>, C, ...>), bucket
  // by bucket, as scan_buckets reads them.
  template <class Of = T, class... Args>
  table_result<std::uint64_t> erase_buckets(const Args&... args) {
    if constexpr (!attached<Of>) {
      static_assert(arguments::scanned_is_the_table_or_an_attached_index<Of, T>,
                    "rowkey: erase_buckets<Of>: Of is the table or one of the indexes it was attached with; an "
                    "index of this table is erased through after attach<Orders, OrdersByTime>(store) (docs/tables.md)");
      return table_result<std::uint64_t>(std::uint64_t{0});
    } else {
      return with_batch_arguments(
          [this](const batch_options& options, const auto& on_progress, const auto&... rest) {
            const auto ranges = rowkey::bucket_ranges<typename Of::key>(rest...);
            if (!ranges) return table_result<std::uint64_t>(detail::invalid_argument(Of::name, ranges.error()));
            return this->template erase_ranges<Of>(options, on_progress, ranges->begin(), ranges->end());
          },
          args...);
    }
  }

 private:
  // Whether the declarations can be described (a declaration with a mistake
  // has its one compile error, and is not checked against the store).
  static constexpr bool checkable = [] {
    if constexpr (!adapted_record<record> || !(index_declaration<Is> && ...)) {
      return false;
    } else {
      return !rules::detail::violation_for<detail::table_declaration_subject<T, Is...>> &&
             !rules::detail::violation_for<detail::index_rule_subject<T, Is...>>;
    }
  }();

  // Whether scan<Of> reads the table or one of the indexes it was attached with.
  template <class Of>
  static constexpr bool attached = std::is_same_v<Of, T> || (std::is_same_v<Of, Is> || ...);

  template <class First, class... A>
  static constexpr bool starts_with() {
    if constexpr (sizeof...(A) == 0) {
      return false;
    } else {
      return std::is_same_v<detail::type_at<0, A...>, First>;
    }
  }
  template <class... A>
  static constexpr bool starts_with_page() {
    return starts_with<page_options, A...>();
  }
  static const page_options& unpaged() noexcept {
    static const page_options all{};
    return all;
  }

  // The fingerprint of a scan of Of with these arguments, read in `order`:
  // worked out at compile time, for each order.
  template <class Of, bool Buckets, class... Args>
  static std::uint64_t fingerprint_of(scan_order order) noexcept {
    constexpr bool condition = ends_with_condition<Args...>();
    constexpr std::size_t values = sizeof...(Args) - (condition ? 1 : 0);
    constexpr std::uint64_t forward =
        detail::scan_fingerprint<T, Of>({Buckets, scan_order::forward, values, condition});
    constexpr std::uint64_t reverse =
        detail::scan_fingerprint<T, Of>({Buckets, scan_order::reverse, values, condition});
    return order == scan_order::forward ? forward : reverse;
  }

  // Why a page of a scan of Of (with arguments of types Args) cannot be
  // read, before anything is: a refused attach, its limit, its order on a
  // store that reads only forward, or its continuation. Sets the scan's
  // `fingerprint`, and `last` to the key a continuation resumes after.
  template <class Of, bool Buckets, class Reader, class... Args>
  table_error check_page(const page_options& page, std::uint64_t& fingerprint, std::string_view& last) const {
    using K = typename Of::key;
    if (!attach_error_.ok()) [[unlikely]] return attach_error_;
    if constexpr (!std::is_same_v<Of, T>) {
      if (table_error e = readiness<Of>(); !e.ok()) [[unlikely]] return e;
    }
    fingerprint = fingerprint_of<Of, Buckets, Args...>(page.order);
    table_error e;
    e.table = Of::name;
    if (page.limit == 0) {
      e.code = table_errc::invalid_limit;
      return e;
    }
    if constexpr (!ordered_store_reader<Reader, table_ref>) {
      if (page.order == scan_order::reverse) {
        e.code = table_errc::store_failure;
        e.store = store_error(store_errc::io_error, "this store's reader cannot read in reverse");
        return e;
      }
    }
    if (!page.after) return {};
    continuation_errc why =
        detail::read_continuation(page.after->bytes(), fingerprint, page.secret, detail::layout<K>::max_size, last);
    if (why == continuation_errc::ok) {
      key_values<K> values;
      if (rowkey::decode_into<K>(last, values).code != decode_errc::ok) why = continuation_errc::key_does_not_decode;
    }
    if (why == continuation_errc::ok) return {};
    e.code = table_errc::invalid_continuation;
    e.continuation = why;
    return e;
  }

  // `range` narrowed to what follows the key `last` in `order` (into
  // `storage`): a continuation only ever moves where a scan starts.
  static void resume_after(byte_range& range, std::string_view last, scan_order order, std::string& storage) {
    if (order == scan_order::forward) {
      storage.assign(last);
      storage += '\0';  // the first key after `last`
      if (storage > range.begin) range.begin = storage;
    } else if (!range.has_end || last < range.end) {
      storage.assign(last);
      range.end = storage;
      range.has_end = true;
    }
  }

  static cursor_options cursor_options_of(const page_options& page) noexcept {
    // A limited page looks at one key past its limit, to tell whether more follow.
    return {page.order, page.limit == no_limit ? 0 : page.limit + 1};
  }

  // The key range of a scan's arguments: a range when the last is a
  // condition, else a prefix.
  template <class K, class... Args>
  static auto range_of(const Args&... args) {
    if constexpr (ends_with_condition<Args...>()) {
      return rowkey::range<K>(args...);
    } else {
      return rowkey::prefix<K>(args...);
    }
  }

  template <class Of, class... Args>
  auto paged_scan(const page_options& page, const Args&... args) const {
    return open_scan<Of, Args...>(page, range_of<typename Of::key>(args...));
  }

  // A scan of Of over `range` (made of arguments of types Args).
  template <class Of, class... Args, class Range>
  auto open_scan(const page_options& page, const Range& range) const {
    using reader_type = decltype(store_->snapshot());
    using cursor_type = decltype(std::declval<reader_type&>().scan(std::declval<const table_ref&>(), byte_range{}));
    using scan_type = record_scan<T, Of, row, reader_type, cursor_type, table_ref>;
    if (!range) return scan_type(detail::invalid_argument(Of::name, range.error()));
    std::uint64_t fingerprint = 0;
    std::string_view last;
    if (table_error refused = check_page<Of, false, reader_type, Args...>(page, fingerprint, last); !refused.ok()) {
      return scan_type(std::move(refused));
    }
    byte_range bytes(*range);
    std::string storage;
    if (page.after) resume_after(bytes, last, page.order, storage);
    return scan_type(
        store_->snapshot(), refs_[0],
        [&](reader_type& reader) {
          return detail::open_cursor(reader, refs_[position_of<Of>()], bytes, cursor_options_of(page));
        },
        detail::scan_paging{page.limit, fingerprint, page.secret});
  }

  // A scan of Of over the buckets of `ranges` (made of arguments of types Args).
  template <class Of, class... Args, class Ranges>
  auto open_bucket_scan(const page_options& page, const Ranges& ranges) const {
    using reader_type = decltype(store_->snapshot());
    using cursor_type = decltype(std::declval<reader_type&>().scan(std::declval<const table_ref&>(), byte_range{}));
    using K = typename Of::key;
    constexpr std::size_t n = std::remove_cvref_t<decltype(*ranges)>::size();
    using merged = detail::merged_cursor<cursor_type, n>;
    using scan_type = record_scan<T, Of, row, reader_type, merged, table_ref>;
    if (!ranges) return scan_type(detail::invalid_argument(Of::name, ranges.error()));
    std::uint64_t fingerprint = 0;
    std::string_view last;
    if (table_error refused = check_page<Of, true, reader_type, Args...>(page, fingerprint, last); !refused.ok()) {
      return scan_type(std::move(refused));
    }
    // Each bucket resumes after the key `last` would have in it: the merge
    // orders keys by their bytes after the bucket's (order_offset()).
    const std::size_t offset = ranges->order_offset();
    return scan_type(
        store_->snapshot(), refs_[0],
        [&](reader_type& reader) {
          return merged(
              *ranges,
              [&](const key_range<K>& range) {
                byte_range bytes(range);
                std::string storage;
                if (page.after) {
                  const std::string_view begin = range.begin_key();
                  std::string at(begin.substr(0, std::min(offset, begin.size())));
                  at += last.substr(std::min(offset, last.size()));
                  resume_after(bytes, at, page.order, storage);
                }
                return detail::open_cursor(reader, refs_[position_of<Of>()], bytes, cursor_options_of(page));
              },
              page.order);
        },
        detail::scan_paging{page.limit, fingerprint, page.secret});
  }

  // f(options, on_progress, rest...) of a range delete's arguments: its
  // batch_options and progress function when they come first.
  template <class... A>
  struct progress_second : std::false_type {};
  template <class A0, class A1, class... A>
  struct progress_second<A0, A1, A...> : std::bool_constant<std::is_invocable_v<const A1&, const batch_progress&>> {};

  template <class F, class... A>
  static auto with_batch_arguments(F&& f, const A&... args) {
    if constexpr (!starts_with<batch_options, A...>()) {
      return f(batch_options{}, detail::no_progress{}, args...);
    } else if constexpr (progress_second<A...>::value) {
      return [&](const batch_options& options, const auto& on_progress, const auto&... rest) {
        return f(options, on_progress, rest...);
      }(args...);
    } else {
      return [&](const batch_options& options, const auto&... rest) {
        return f(options, detail::no_progress{}, rest...);
      }(args...);
    }
  }

  // Erases the records in each key range of Of in [first, last), a batch of
  // them per transaction: their entries are read at a snapshot, and each
  // record again in the transaction, where it is erased only if its key in
  // Of is still in the range (a writer may have moved it meanwhile).
  template <class Of, class Progress, class Range>
  table_result<std::uint64_t> erase_ranges(const batch_options& options, const Progress& on_progress, const Range* first,
                                           const Range* last) {
    if (!attach_error_.ok()) return attach_error_;
    if constexpr (!std::is_same_v<Of, T>) {
      if (table_error e = readiness<Of>(); !e.ok()) return e;
    }
    constexpr std::size_t at = position_of<Of>();
    const std::size_t batch = std::max<std::size_t>(options.batch, 1);
    std::uint64_t erased = 0;
    batch_progress progress;
    const auto started = std::chrono::steady_clock::now();
    std::vector<std::string> entries, values, keys;
    std::string read, resume;
    for (; first != last; ++first) {
      const byte_range bounds(*first);
      bool more = true;
      std::string_view after;
      while (more) {
        // A Unique index's entries hold their primary keys as values.
        if (table_error e = detail::next_keys(*store_, refs_[at], bounds, after, batch, entries, more, Of::name,
                                              detail::unique_index<Of> ? &values : nullptr);
            !e.ok()) {
          return e;
        }
        if (table_error e = primary_keys_of<Of>(entries, values, keys); !e.ok()) return e;
        const std::vector<std::string>& primary = std::is_same_v<Of, T> ? entries : keys;
        std::uint64_t batch_erased = 0;
        const auto erased_batch = run<bool>([&](auto& txn, bool&, detail::failure& e) {
          batch_erased = 0;
          for (const std::string& key : primary) {
            record old = detail::default_record<record>();
            switch (read_for_update(txn, key, read, &old, e)) {
              case row_state::absent: continue;
              case row_state::present: break;
              default: return false;
            }
            auto old_keys = rowkey::encode_record_keys<T, Is...>(old);
            if (!old_keys) return fail(e, old_keys.error());
            if constexpr (!std::is_same_v<Of, T>) {
              const std::string_view now = old_keys->template index<Of>().view();
              if (now < bounds.begin || (bounds.has_end && now >= bounds.end)) continue;  // moved out of the range
            }
            if (!erase_record(txn, key, *old_keys, e)) return false;
            ++batch_erased;
          }
          return true;
        });
        if (!erased_batch) return erased_batch.error();
        erased += batch_erased;
        if (!entries.empty()) {
          resume = entries.back();
          after = resume;
        }
        progress.rows_done = progress.rows_this_run = erased;
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - started;
        progress.rows_per_second = elapsed.count() > 0 ? static_cast<double>(erased) / elapsed.count() : 0;
        progress.finished = !more && first + 1 == last;
        on_progress(std::as_const(progress));
      }
    }
    return erased;
  }

  // The primary keys that index entries name (for the table, its keys are
  // its primary keys: nothing to do), each entry checked to decode; a
  // Unique index's are the entries' values.
  template <class Of>
  static table_error primary_keys_of(const std::vector<std::string>& entries, const std::vector<std::string>& values,
                                     std::vector<std::string>& keys) {
    if constexpr (!std::is_same_v<Of, T>) {
      keys.clear();
      key_values<typename Of::key> decoded;
      for (std::size_t i = 0; i < entries.size(); ++i) {
        if (const decode_error e = rowkey::decode_into<typename Of::key>(entries[i], decoded);
            e.code != decode_errc::ok) {
          return detail::corrupt_key(Of::name, e);
        }
        if constexpr (detail::unique_index<Of>) {
          keys.push_back(values[i]);
        } else {
          keys.emplace_back(detail::primary_key_of<primary_key>(decoded).view());
        }
      }
    }
    return {};
  }

  // Erases the record under `key` (whose keys are `keys`) and its entries.
  template <class Txn>
  bool erase_record(Txn& txn, std::string_view key, const record_keys<T, Is...>& keys, detail::failure& e) {
    bool ok = true;
    for_each_index([&]<class I, std::size_t N>() {
      ok = ok && stored(txn.erase(refs_[N + 1], keys.template index<N>().view()), txn, detail::name_of<I>(), e);
    });
    return ok && stored(txn.erase(refs_[0], key), txn, T::name, e);
  }

  // A record's keys and row value, made before a transaction begins.
  struct prepared {
    record_keys<T, Is...> keys{detail::for_overwrite};  // written by prepare
    std::string value;
    std::string read;  // what the transaction reads (the row a write replaces)
  };

  // One per thread, reused by insert and upsert (which call no user code, so
  // never while it is in use): its value keeps its capacity.
  static prepared& scratch() {
    thread_local prepared buffer;
    return buffer;
  }

  // What a run's body produces for table_result<void>.
  struct done {};

  enum class row_state { absent, present, failed };

  // Whether a scan's last argument is a condition on the next column.
  // (scans::no_argument, the last of none, is not one.)
  template <class... A>
  static constexpr bool ends_with_condition() {
    return detail::is_column_condition<std::remove_cvref_t<typename detail::last_argument<A...>::type>>;
  }

  // The internals return false after writing the failure into `error` (a
  // detail::failure, which a success never builds).
  static bool fail(detail::failure& error, table_errc code, std::string_view table) {
    table_error& e = error.set();
    e.code = code;
    e.table = table;
    return false;
  }
  static bool fail(detail::failure& error, const table_error& why) {
    error.set(why);
    return false;
  }
  // Whether a store operation succeeded; when not, its error from `source`
  // (the transaction or reader that ran it).
  template <class Source>
  [[gnu::always_inline]] static bool stored(store_errc code, const Source& source, std::string_view table,
                                            detail::failure& error) {
    if (code == store_errc::ok) [[likely]] return true;
    return store_failed(source, table, error);
  }
  template <class Source>
  [[gnu::cold, gnu::noinline]] static bool store_failed(const Source& source, std::string_view table,
                                                        detail::failure& error) {
    error.set(detail::store_failure(table, source.error()));
    return false;
  }

  static bool prepare(const record& r, prepared& out, detail::failure& error) {
    return detail::encode_record_into<T, Is...>(r, out.keys, &out.value, error);
  }

  template <class F>
  [[gnu::always_inline]] static void for_each_index(F&& f) {
    [&]<std::size_t... N>(std::index_sequence<N...>) __attribute__((always_inline)) {
      (f.template operator()<std::tuple_element_t<N, std::tuple<Is...>>, N>(), ...);
    }(std::index_sequence_for<Is...>{});
  }

  // Index entry values: empty (the index key holds the primary key), or the
  // primary key's bytes for a Unique index, whose key alone does not.
  template <class I>
  static std::string_view entry_value(const prepared& p) noexcept {
    if constexpr (detail::unique_index<I>) {
      return p.keys.primary.view();
    } else {
      return {};
    }
  }

  // Puts the primary row and then the index entries of `next`; with `old`
  // (the keys of the record it replaces), erases the entries whose keys
  // changed. (A write refused on the way leaves its transaction uncommitted.)
  template <class Txn>
  [[gnu::always_inline]] bool write_record(Txn& txn, const record_keys<T, Is...>* old, const prepared& next,
                                          detail::failure& error) {
    bool ok = stored(txn.put(refs_[0], next.keys.primary.view(), next.value), txn, T::name, error);
    for_each_index([&]<class I, std::size_t N>() __attribute__((always_inline)) {
      if (!ok) return;
      const std::string_view key = next.keys.template index<N>().view();
      if (old != nullptr && old->template index<N>().view() == key) return;  // unchanged entry
      constexpr std::string_view name = detail::name_of<I>();
      if constexpr (detail::unique_index<I>) {
        std::string taken;
        const store_errc e = txn.get(refs_[N + 1], key, taken);
        if (e == store_errc::ok && taken != next.keys.primary.view()) {
          ok = fail(error, table_errc::unique_violation, name);
          return;
        }
        if (e != store_errc::ok && e != store_errc::not_found) {
          ok = stored(e, txn, name, error);
          return;
        }
      }
      if (old != nullptr) ok = stored(txn.erase(refs_[N + 1], old->template index<N>().view()), txn, name, error);
      ok = ok && stored(txn.put(refs_[N + 1], key, entry_value<I>(next)), txn, name, error);
    });
    return ok;
  }

  // write_record over the record `old` it replaces.
  template <class Txn>
  bool replace_record(Txn& txn, const record& old, const prepared& next, detail::failure& error) {
    auto old_keys = rowkey::encode_record_keys<T, Is...>(old);
    if (!old_keys) return fail(error, old_keys.error());
    return write_record(txn, &*old_keys, next, error);
  }

  // Reads the row under `key` inside a transaction (the read its commit is
  // checked against) into `out` when it is given: its primary key fields
  // from the key, the others from the row value.
  template <class Txn>
  [[gnu::always_inline]] row_state read_for_update(Txn& txn, std::string_view key, std::string& value, record* out,
                                                   detail::failure& error) {
    const store_errc found = txn.get(refs_[0], key, value);
    if (found == store_errc::not_found) return row_state::absent;
    if (found != store_errc::ok) {
      stored(found, txn, T::name, error);
      return row_state::failed;
    }
    if (out != nullptr) {
      key_values<primary_key> scratch;
      if (!detail::read_primary_row<T, row>(key, value, *out, scratch, error)) {
        return row_state::failed;
      }
    }
    return row_state::present;
  }

  template <class F, class... Pk>
  table_result<bool> update_with(const F& mutate, const Pk&... pk) {
    const auto key = rowkey::encode<primary_key>(pk...);
    if (!key) return detail::invalid_argument(T::name, key.error());
    if (!attach_error_.ok()) [[unlikely]] return attach_error_;
    prepared next;  // not the thread's scratch: f may call this handle again
    std::string read;
    return run<bool>([&](auto& txn, bool& found, detail::failure& e) {
      record old = detail::default_record<record>();
      switch (read_for_update(txn, key->view(), read, &old, e)) {
        case row_state::absent: found = false; return true;
        case row_state::present: found = true; break;
        default: return false;
      }
      record changed = detail::copied_record(old);
      mutate(changed);
      if (!prepare(changed, next, e)) return false;
      if (next.keys.primary.view() != key->view()) return fail(e, table_errc::primary_key_changed, T::name);
      return replace_record(txn, old, next, e);
    });
  }

  // Runs body(txn, value, error) and commits, again from the start while
  // the commit (or a read) conflicts, up to retry_.max_attempts times.
  template <class Value, class Body>
  table_result<Value> run(Body&& body) {
    using out_type = std::conditional_t<std::is_void_v<Value>, done, Value>;
    auto backoff = retry_.first_backoff;
    for (std::size_t attempt = 1;; ++attempt) {
      auto txn = store_->transaction();
      detail::failure error;
      out_type out{};
      if (body(txn, out, error)) {
        const store_errc committed = txn.commit();
        if (committed == store_errc::ok) [[likely]] {
          if constexpr (std::is_void_v<Value>) {
            return {};
          } else {
            return out;
          }
        }
        stored(committed, txn, T::name, error);
      }
      if (error.code() != table_errc::conflict || attempt >= retry_.max_attempts) return error.take();
      detail::sleep_for(jittered(backoff));
      backoff = std::min(backoff * 2, retry_.max_backoff);
    }
  }

  static std::chrono::microseconds jittered(std::chrono::microseconds d) {
    thread_local std::uint64_t state = 0x9E3779B97F4A7C15u ^ reinterpret_cast<std::uintptr_t>(&state);
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    const auto span = static_cast<std::uint64_t>(d.count()) + 1;
    return std::chrono::microseconds(static_cast<std::int64_t>(span / 2 + state % span));
  }

  // Where a scan of Of reads: the table (0) or index N (N + 1).
  template <class Of>
  static constexpr std::size_t position_of() {
    std::size_t n = 0;
    if constexpr (!std::is_same_v<Of, T>) {
      (void)((std::is_same_v<Of, Is> ? false : (++n, true)) && ...);
      ++n;
    }
    return n;
  }

  // Whether index Of serves scans: known once it was readable at attach or
  // at a scan since; until then, its stored state is read again each time.
  template <class Of>
  table_error readiness() const {
    constexpr std::size_t at = position_of<Of>() - 1;
    if (ready_[at].get()) [[likely]] return {};
    auto reader = store_->snapshot();
    auto status = detail::read_index_status(reader, store_->table(declarations_table), Of::name);
    if (!status) return status.error();
    if (status->state != index_state::readable) return detail::not_ready(Of::name, *status);
    ready_[at].set(true);
    return {};
  }

  // A flag that copies, read and set by scans in many threads at once:
  // relaxed atomic loads and stores (the compilers' builtins, which g++ and
  // clang share: <atomic> would cost every translation unit that includes
  // rowkey.hpp 87 million instructions of g++, 5% of the header).
  struct ready_flag {
    bool value = true;
    ready_flag() = default;
    ready_flag(const ready_flag& other) noexcept : value(other.get()) {}
    ready_flag& operator=(const ready_flag& other) noexcept {
      set(other.get());
      return *this;
    }
    bool get() const noexcept { return __atomic_load_n(&value, __ATOMIC_RELAXED); }
    void set(bool v) noexcept { __atomic_store_n(&value, v, __ATOMIC_RELAXED); }
  };

  Store* store_;
  retry_policy retry_;
  std::array<table_ref, 1 + sizeof...(Is)> refs_;  // the table's, then each index's
  table_error attach_error_{};
  mutable std::array<ready_flag, sizeof...(Is)> ready_{};  // each index's readiness, as last known
};

namespace detail {

// A table, or an index of one where the table goes (attach<OrdersByBuyer>).
// One atomic test, so that a refusal is one line, not each branch spelled out.
template <class T>
inline constexpr bool is_table_or_index_of_one = table_declaration<T>;
template <index_declaration T>
inline constexpr bool is_table_or_index_of_one<T> = table_declaration<typename T::table>;
template <class T>
concept table_or_index_of_one = is_table_or_index_of_one<T>;

// What attach<I, Is...> or table_names<I, Is...> meant, for an index I named
// first: I's table, then I, then those of Is... that are indexes other than
// I (attach<OrdersByBuyer, Orders> meant attach<Orders, OrdersByBuyer>). The
// mistake is reported once, and the call then goes on as if spelled right,
// so that nothing after it fails for it.
template <class T, class... Is>
struct table_first {
  using type = rules::detail::type_list<T, Is...>;
};
template <class T, class... Is>
  requires(!table_declaration<T>)
struct table_first<T, Is...> {
  static_assert(rules::table_comes_before_its_index<typename T::table, T>,
                "rowkey table: an index is named where its table goes; name the table first, then its indexes, "
                "as in attach<Orders, OrdersByBuyer>(store) (docs/rules.md, table declarations)");
  using type = typename rules::detail::concat<
      rules::detail::type_list<typename T::table, T>,
      std::conditional_t<index_declaration<Is> && !std::is_same_v<Is, T>, rules::detail::type_list<Is>,
                         rules::detail::type_list<>>...>::type;
};

// The key of an index, for its rule check; for an argument that is not an
// index (a declaration mistake, reported as such), Otherwise.
template <class I, class Otherwise>
struct key_or {
  using type = Otherwise;
};
template <class I, class Otherwise>
  requires requires { typename I::key; }
struct key_or<I, Otherwise> {
  using type = typename I::key;
};

template <class T, class... Is, class Store>
auto attach_declared(Store& store, retry_policy retry, rules::detail::type_list<T, Is...>) {
  // A key that breaks a rule is reported first, right under the call (the
  // table checks below lay the keys out, and would report it deep inside).
  using keys_reported [[maybe_unused]] =
      rules::detail::type_list<decltype(rules::detail::rejected_key<typename T::key>{}),
                               decltype(rules::detail::rejected_key<typename key_or<Is, typename T::key>::type>{})...>;
  using table_reported [[maybe_unused]] =
      decltype(rules::detail::rejected_key<detail::table_declaration_subject<T, Is...>>{});
  using indexes_reported [[maybe_unused]] = decltype(rules::detail::rejected_key<detail::index_rule_subject<T, Is...>>{});
  return table_handle<Store, T, Is...>(store, retry);
}

template <class T, class... Is>
std::vector<std::string> names_of(rules::detail::type_list<T, Is...>) {
  return {std::string(T::name), std::string(name_of<Is>())..., std::string(declarations_table)};
}

}  // namespace detail

// Attaches table T and its indexes Is... to a store: a table_handle<Store,
// T, Is...>. (Deduced, so that a mistake in declaring the table is reported
// first, right under the call: rowkey/table/checks.hpp.)
template <detail::table_or_index_of_one T, class... Is, kv_store Store>
auto attach(Store& store, retry_policy retry = {}) {
  return detail::attach_declared(store, retry, typename detail::table_first<T, Is...>::type{});
}

// The names of a table and its indexes, and rowkey::declarations_table: the
// tables a store must hold for them (RocksDB: one column family each).
template <detail::table_or_index_of_one T, class... Is>
std::vector<std::string> table_names() {
  return detail::names_of(typename detail::table_first<T, Is...>::type{});
}

}  // namespace rowkey

#endif
