// A store in memory, with the same guarantees as the engines (snapshots,
// atomic optimistic transactions): for unit tests, fuzzing and tools that
// need tables without a database. Thread-safe; nothing is persisted.
//
//   rowkey::adapters::memory_store store(rowkey::table_names<Orders, OrdersByBuyer>());
//   auto orders = rowkey::attach<Orders, OrdersByBuyer>(store);
//
// Every committed write gets the next sequence number; a snapshot reads the
// newest version of each key at or below its number. A transaction's reads
// remember the version they saw, and its commit fails with a conflict when
// any of those keys has a newer one. Versions no open snapshot can read are
// dropped as keys are written again (an erased key keeps a small marker).
#ifndef ROWKEY_ADAPTERS_MEMORY_STORE_HPP
#define ROWKEY_ADAPTERS_MEMORY_STORE_HPP

// First, so that a mistake's one compile error names the shortest include
// chain: this header and the one that holds the check (as rowkey/rowkey.hpp).
#include <rowkey/rules/diagnostic.hpp>
#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/scan/ranges.hpp>

#include <rowkey/table/store.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rowkey::adapters {

class memory_store {
  struct version {
    std::uint64_t seq;
    bool live;  // false: erased at seq
    std::string value;
  };
  using versions = std::vector<version>;  // ascending seq
  using table_map = std::map<std::string, versions, std::less<>>;

  struct state {
    std::shared_mutex mutex;
    std::map<std::string, table_map, std::less<>> tables;
    std::uint64_t seq = 0;
    std::multiset<std::uint64_t> open_snapshots;

    table_map* find(std::string_view name) {
      const auto t = tables.find(name);
      return t == tables.end() ? nullptr : &t->second;
    }
  };

  static store_error unknown(std::string_view table) { return {store_errc::unknown_table, std::string(table)}; }
  static store_errc fail(store_error& last, store_error e) {
    last = std::move(e);
    return last.code;
  }

 public:
  // A table, found once by name; null map for a name the store does not hold.
  struct table_ref {
    table_map* map = nullptr;
    std::string_view name{};
  };

 private:

  // The newest version of `entry` at or below seq, or null.
  static const version* visible(const versions& entry, std::uint64_t seq) noexcept {
    for (auto v = entry.rbegin(); v != entry.rend(); ++v) {
      if (v->seq <= seq) return &*v;
    }
    return nullptr;
  }

 public:
  // A store holding the named tables (rowkey::table_names gives a table's).
  explicit memory_store(const std::vector<std::string>& tables) : state_(std::make_shared<state>()) {
    for (const std::string& t : tables) state_->tables.try_emplace(t);
  }

  // A cursor over one table's keys in [begin, end) at a snapshot: forward,
  // or in reverse from the last key down.
  class cursor {
   public:
    bool valid() const noexcept { return valid_; }
    std::string_view key() const noexcept { return key_; }
    std::string_view value() const noexcept { return value_; }
    void next() {
      std::shared_lock lock(state_->mutex);
      if (reverse_) {
        settle_reverse();
      } else {
        ++at_;
        settle();
      }
    }
    store_error status() const { return status_; }

   private:
    friend class memory_store;
    cursor(std::shared_ptr<state> s, const table_ref& table, byte_range range, std::uint64_t seq, scan_order order)
        : state_(std::move(s)),
          map_(table.map),
          begin_(range.begin),
          end_(range.end),
          has_end_(range.has_end),
          reverse_(order == scan_order::reverse),
          seq_(seq) {
      std::shared_lock lock(state_->mutex);
      if (map_ == nullptr) {
        status_ = unknown(table.name);
        return;
      }
      if (range.empty()) return;
      if (reverse_) {
        at_ = has_end_ ? map_->lower_bound(end_) : map_->end();
        settle_reverse();
      } else {
        at_ = map_->lower_bound(range.begin);
        settle();
      }
    }
    // Moves to the first visible, live key from at_ on, within the range.
    void settle() {
      valid_ = false;
      for (; at_ != map_->end(); ++at_) {
        if (has_end_ && at_->first >= end_) return;
        if (take(at_)) return;
      }
    }
    // Moves to the last visible, live key before at_, within the range.
    void settle_reverse() {
      valid_ = false;
      while (at_ != map_->begin()) {
        --at_;
        if (at_->first < begin_) return;
        if (take(at_)) return;
      }
    }
    bool take(table_map::const_iterator entry) {
      const version* v = visible(entry->second, seq_);
      if (v == nullptr || !v->live) return false;
      key_ = entry->first;
      value_ = v->value;
      valid_ = true;
      return true;
    }
    std::shared_ptr<state> state_;
    table_map* map_ = nullptr;
    table_map::const_iterator at_{};  // forward: the current key; reverse: the current key, or the end it starts from
    std::string begin_, end_;
    bool has_end_ = false;
    bool reverse_ = false;
    std::uint64_t seq_ = 0;
    bool valid_ = false;
    std::string key_, value_;
    store_error status_{};
  };

  // Reads the store as it was when the snapshot was taken.
  class reader {
   public:
    reader(reader&& other) noexcept : state_(std::move(other.state_)), seq_(other.seq_), last_(std::move(other.last_)) {}
    reader& operator=(reader&&) = delete;
    ~reader() {
      if (state_ == nullptr) return;
      std::unique_lock lock(state_->mutex);
      state_->open_snapshots.erase(state_->open_snapshots.find(seq_));
    }

    store_errc get(const table_ref& table, std::string_view key, std::string& value) const {
      if (table.map == nullptr) return fail(last_, unknown(table.name));
      std::shared_lock lock(state_->mutex);
      const table_map* map = table.map;
      const auto entry = map->find(key);
      if (entry == map->end()) return store_errc::not_found;
      const version* v = visible(entry->second, seq_);
      if (v == nullptr || !v->live) return store_errc::not_found;
      value = v->value;
      return store_errc::ok;
    }
    cursor scan(const table_ref& table, byte_range range) const {
      return cursor(state_, table, range, seq_, scan_order::forward);
    }
    cursor scan(const table_ref& table, byte_range range, cursor_options options) const {
      return cursor(state_, table, range, seq_, options.order);
    }
    store_error error() const { return last_; }

   private:
    friend class memory_store;
    explicit reader(std::shared_ptr<state> s) : state_(std::move(s)) {
      std::unique_lock lock(state_->mutex);
      seq_ = state_->seq;
      state_->open_snapshots.insert(seq_);
    }
    std::shared_ptr<state> state_;
    std::uint64_t seq_ = 0;
    mutable store_error last_;
  };

  // Buffered writes, applied at commit if no key read has changed since.
  class optimistic_transaction {
   public:
    store_errc get(const table_ref& table, std::string_view key, std::string& value) {
      if (table.map == nullptr) return fail(last_, unknown(table.name));
      std::shared_lock lock(state_->mutex);
      table_map* map = table.map;
      const auto entry = map->find(key);
      const version* v = entry == map->end() || entry->second.empty() ? nullptr : &entry->second.back();
      reads_.push_back({map, std::string(key), v == nullptr ? 0 : v->seq});
      if (v == nullptr || !v->live) return store_errc::not_found;
      value = v->value;
      return store_errc::ok;
    }
    store_errc put(const table_ref& table, std::string_view key, std::string_view value) {
      return stage(table, key, std::string(value));
    }
    store_errc erase(const table_ref& table, std::string_view key) { return stage(table, key, std::nullopt); }
    store_error error() const { return last_; }

    store_errc commit() {
      std::unique_lock lock(state_->mutex);
      for (const read& r : reads_) {
        const auto entry = r.map->find(r.key);
        const std::uint64_t now = entry == r.map->end() || entry->second.empty() ? 0 : entry->second.back().seq;
        if (now != r.seq) return fail(last_, {store_errc::conflict, "key changed since it was read"});
      }
      if (writes_.empty()) return store_errc::ok;
      const std::uint64_t seq = ++state_->seq;
      const std::uint64_t oldest = state_->open_snapshots.empty() ? seq : *state_->open_snapshots.begin();
      for (write& w : writes_) {
        versions& entry = (*w.map)[std::move(w.key)];
        if (!entry.empty() && entry.back().seq == seq) entry.pop_back();  // written twice in this transaction
        entry.push_back({seq, w.value.has_value(), w.value ? std::move(*w.value) : std::string()});
        // Keep the newest version an open snapshot can read, and every later one.
        std::size_t keep = 0;
        while (keep + 1 < entry.size() && entry[keep + 1].seq <= oldest) ++keep;
        if (keep != 0) entry.erase(entry.begin(), entry.begin() + static_cast<std::ptrdiff_t>(keep));
      }
      writes_.clear();
      return store_errc::ok;
    }

   private:
    friend class memory_store;
    explicit optimistic_transaction(std::shared_ptr<state> s) : state_(std::move(s)) {}
    store_errc stage(const table_ref& table, std::string_view key, std::optional<std::string> value) {
      if (table.map == nullptr) return fail(last_, unknown(table.name));
      writes_.push_back({table.map, std::string(key), std::move(value)});
      return store_errc::ok;
    }
    struct read {
      table_map* map;
      std::string key;
      std::uint64_t seq;  // of the version read; 0 when there was none
    };
    struct write {
      table_map* map;
      std::string key;
      std::optional<std::string> value;  // none: erase
    };
    std::shared_ptr<state> state_;
    std::vector<read> reads_;
    std::vector<write> writes_;
    store_error last_;
  };

  table_ref table(std::string_view name) const {
    std::unique_lock lock(state_->mutex);
    return {state_->find(name), name};
  }
  reader snapshot() const { return reader(state_); }
  optimistic_transaction transaction() const { return optimistic_transaction(state_); }

 private:
  std::shared_ptr<state> state_;
};

}  // namespace rowkey::adapters

#endif
