// Scan ranges from fuzzed bounds, held against fuzzed keys.
//
// The input picks a schema below, a handful of keys (often sharing leading
// values, strings often prefixes of one another) and one scan: prefix<K>,
// range<K> with an interval (each side unbounded, inclusive or exclusive) or
// starts_with, or bucket_ranges<K>, with values taken from those keys or next
// to them. Properties (any violation aborts):
//   - a scan with a value its type cannot hold is refused, and only then;
//   - a key falls in the range (in exactly one range of a bucket scan)
//     exactly when its values meet the scan's conditions, judged on the
//     values in their own order.
#include "values.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using namespace fuzz;
using fuzz::fail;

using scan_schemas = std::tuple<
    Key<Name, Desc<I32>, F64>,
    Key<Hash<4, Id>, Id, Desc<Ts>>,
    Key<Bucket<8, Ts>, Ts, Desc<Short>>,
    Key<Uuid, Desc<Tag>, Blob>,
    Key<Reverse<Id>, Desc<Short>, Flag>,
    Key<Desc<Name>, F32, Desc<SideCol>>>;

// Whether encode (and so a scan) takes this value for a column of type T.
template <class T>
bool value_fits(const owner_type<T>& v) {
  if constexpr (is_string_value<T>) {
    if (v.size() > T::max_size) return false;
    if constexpr (std::is_same_v<T, rowkey::padded_string<T::max_size>>) return v.find('\0') == std::string::npos;
    return true;
  } else if constexpr (std::is_enum_v<T> && rowkey::enum_with_range<T>) {
    using U = std::underlying_type_t<T>;
    return static_cast<U>(v) >= static_cast<U>(rowkey::enum_range<T>::first) &&
           static_cast<U>(v) <= static_cast<U>(rowkey::enum_range<T>::last);
  } else {
    return true;
  }
}

template <class K>
struct rows {
  std::vector<owners<K>> values;
  std::vector<std::string> keys;
};

template <class K>
rows<K> some_rows(FuzzedDataProvider& in) {
  rows<K> r;
  const int n = in.ConsumeIntegralInRange<int>(1, 12);
  for (int i = 0; i < n; ++i) {
    owners<K> v = r.values.empty() ? any_key<K>(in)
                                   : key_near<K>(in, r.values[in.ConsumeIntegralInRange<std::size_t>(0, r.values.size() - 1)]);
    const auto key = encode_owners<K>(v);
    if (!key) continue;
    r.values.push_back(std::move(v));
    r.keys.emplace_back(key->view());
  }
  return r;
}

// Values for the bound columns: a row's, or near one.
template <class K>
owners<K> probe(FuzzedDataProvider& in, const rows<K>& r) {
  if (r.values.empty()) return any_key<K>(in);
  const owners<K>& row = r.values[in.ConsumeIntegralInRange<std::size_t>(0, r.values.size() - 1)];
  return in.ConsumeBool() ? row : key_near<K>(in, row);
}

// A value for column I: a row's, near one, or any.
template <class K, std::size_t I>
owner_type<value_at<K, I>> endpoint(FuzzedDataProvider& in, const rows<K>& r) {
  using T = value_at<K, I>;
  if (r.values.empty() || in.ConsumeIntegralInRange<int>(0, 3) == 0) return any_value<T>(in);
  const auto& v = std::get<I>(r.values[in.ConsumeIntegralInRange<std::size_t>(0, r.values.size() - 1)]);
  return in.ConsumeBool() ? v : value_near<T>(in, v);
}

template <class K, std::size_t B>
bool leading_fit(const owners<K>& p) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) { return (value_fits<value_at<K, I>>(std::get<I>(p)) && ...); }(
      std::make_index_sequence<B>{});
}

template <class K, std::size_t B>
bool leading_equal(const owners<K>& row, const owners<K>& p) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return ((compare_values<value_at<K, I>>(std::get<I>(row), std::get<I>(p)) == 0) && ...);
  }(std::make_index_sequence<B>{});
}

// The leading B columns as scan arguments, then `last`, into f.
template <class K, std::size_t B, class F, class... Last>
auto with_leading(const owners<K>& p, F&& f, const Last&... last) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) { return f(column_at<K, I>{std::get<I>(p)}..., last...); }(
      std::make_index_sequence<B>{});
}

template <class K, class Range, class Keep>
void check_range(const char* scan, const Range& range, const rows<K>& r, Keep keep) {
  for (std::size_t i = 0; i < r.keys.size(); ++i) {
    if (range.contains(r.keys[i]) != keep(r.values[i])) {
      fail((std::string(scan) + ": the range and the values disagree on a key; range [" + rowkey::to_hex(range.begin_key()) +
            ", " + (range.has_end_key() ? rowkey::to_hex(range.end_key()) : std::string("end")) + ")")
               .c_str(),
           schema_name<K>(), r.keys[i]);
    }
  }
}

template <class K, std::size_t B>
void scan_prefix(FuzzedDataProvider& in, const rows<K>& r) {
  const owners<K> p = probe<K>(in, r);
  const auto range = with_leading<K, B>(p, [](const auto&... a) { return rowkey::prefix<K>(a...); });
  if (range.has_value() != leading_fit<K, B>(p)) fail("prefix: refusal differs from the values' validity", schema_name<K>(), {});
  if (!range) return;
  check_range<K>("prefix", *range, r, [&](const owners<K>& row) { return leading_equal<K, B>(row, p); });
}

template <class K, std::size_t B>
struct interval_case {
  using C = column_at<K, B>;
  using T = value_at<K, B>;
  owner_type<T> low, high;
  rowkey::bound_kind low_kind, high_kind;

  interval_case(FuzzedDataProvider& in, const rows<K>& r)
      : low(endpoint<K, B>(in, r)),
        high(endpoint<K, B>(in, r)),
        low_kind(static_cast<rowkey::bound_kind>(in.ConsumeIntegralInRange<int>(0, 2))),
        high_kind(static_cast<rowkey::bound_kind>(in.ConsumeIntegralInRange<int>(0, 2))) {}

  rowkey::interval<C> interval() const {
    return {{low_kind, typename C::argument_type(argument_of<T>(low))}, {high_kind, typename C::argument_type(argument_of<T>(high))}};
  }
  bool fits() const {
    return (low_kind == rowkey::bound_kind::unbounded || value_fits<T>(low)) &&
           (high_kind == rowkey::bound_kind::unbounded || value_fits<T>(high));
  }
  bool holds(const owner_type<T>& v) const {
    const int lo = compare_values<T>(v, low), hi = compare_values<T>(v, high);
    const bool above = low_kind == rowkey::bound_kind::unbounded || (low_kind == rowkey::bound_kind::inclusive ? lo >= 0 : lo > 0);
    const bool below = high_kind == rowkey::bound_kind::unbounded || (high_kind == rowkey::bound_kind::inclusive ? hi <= 0 : hi < 0);
    return above && below;
  }
};

template <class K, std::size_t B>
void scan_interval(FuzzedDataProvider& in, const rows<K>& r) {
  const owners<K> p = probe<K>(in, r);
  const interval_case<K, B> c(in, r);
  const auto range = with_leading<K, B>(p, [](const auto&... a) { return rowkey::range<K>(a...); }, c.interval());
  if (range.has_value() != (leading_fit<K, B>(p) && c.fits())) {
    fail("range: refusal differs from the values' validity", schema_name<K>(), {});
  }
  if (!range) return;
  check_range<K>("range", *range, r, [&](const owners<K>& row) {
    return leading_equal<K, B>(row, p) && c.holds(std::get<B>(row));
  });
}

template <class K, std::size_t B>
void scan_starts_with(FuzzedDataProvider& in, const rows<K>& r) {
  using C = column_at<K, B>;
  using T = value_at<K, B>;
  const owners<K> p = probe<K>(in, r);
  std::string text = endpoint<K, B>(in, r);
  text.resize(in.ConsumeIntegralInRange<std::size_t>(0, text.size()));
  const auto range = with_leading<K, B>(p, [](const auto&... a) { return rowkey::range<K>(a...); },
                                        rowkey::starts_with(C{text}));
  if (range.has_value() != (leading_fit<K, B>(p) && value_fits<T>(text))) {
    fail("starts_with: refusal differs from the values' validity", schema_name<K>(), {});
  }
  if (!range) return;
  check_range<K>("starts_with", *range, r, [&](const owners<K>& row) {
    return leading_equal<K, B>(row, p) && std::get<B>(row).starts_with(text);
  });
}

// Key<Bucket<N, C>, C, ...>: a range over C, one range per bucket.
template <class K>
void scan_buckets(FuzzedDataProvider& in, const rows<K>& r) {
  const interval_case<K, 0> c(in, r);
  const auto scan = rowkey::bucket_ranges<K>(c.interval());
  if (scan.has_value() != c.fits()) fail("bucket_ranges: refusal differs from the values' validity", schema_name<K>(), {});
  if (!scan) return;
  for (std::size_t i = 0; i < r.keys.size(); ++i) {
    std::size_t hits = 0;
    for (const auto& range : *scan) hits += range.contains(r.keys[i]) ? 1 : 0;
    if (hits != (c.holds(std::get<0>(r.values[i])) ? 1u : 0u)) {
      fail("bucket_ranges: a key lies in the wrong number of ranges", schema_name<K>(), r.keys[i]);
    }
  }
}

template <std::size_t S>
using scan_schema = std::tuple_element_t<S, scan_schemas>;

// Every scan each schema can serve.
template <std::size_t S>
void run(FuzzedDataProvider& in) {
  using K = scan_schema<S>;
  const rows<K> r = some_rows<K>(in);
  const int op = in.ConsumeIntegralInRange<int>(0, 7);
  if constexpr (S == 0) {  // Key<Name, Desc<I32>, F64>
    switch (op) {
      case 0: return scan_prefix<K, 1>(in, r);
      case 1: return scan_prefix<K, 2>(in, r);
      case 2: return scan_prefix<K, 3>(in, r);
      case 3: return scan_interval<K, 0>(in, r);
      case 4: return scan_interval<K, 1>(in, r);
      case 5: return scan_interval<K, 2>(in, r);
      default: return scan_starts_with<K, 0>(in, r);
    }
  } else if constexpr (S == 1) {  // Key<Hash<4, Id>, Id, Desc<Ts>>
    switch (op % 3) {
      case 0: return scan_prefix<K, 1>(in, r);
      case 1: return scan_prefix<K, 2>(in, r);
      default: return scan_interval<K, 1>(in, r);
    }
  } else if constexpr (S == 2) {  // Key<Bucket<8, Ts>, Ts, Desc<Short>>
    switch (op % 5) {
      case 0: return scan_prefix<K, 1>(in, r);
      case 1: return scan_prefix<K, 2>(in, r);
      case 2: return scan_interval<K, 1>(in, r);
      case 3: return scan_starts_with<K, 1>(in, r);
      default: return scan_buckets<K>(in, r);
    }
  } else if constexpr (S == 3) {  // Key<Uuid, Desc<Tag>, Blob>
    switch (op) {
      case 0: return scan_prefix<K, 1>(in, r);
      case 1: return scan_prefix<K, 2>(in, r);
      case 2: return scan_interval<K, 0>(in, r);
      case 3: return scan_interval<K, 1>(in, r);
      case 4: return scan_starts_with<K, 1>(in, r);
      case 5: return scan_interval<K, 2>(in, r);
      default: return scan_starts_with<K, 2>(in, r);
    }
  } else if constexpr (S == 4) {  // Key<Reverse<Id>, Desc<Short>, Flag>
    switch (op % 5) {
      case 0: return scan_prefix<K, 1>(in, r);
      case 1: return scan_prefix<K, 2>(in, r);
      case 2: return scan_interval<K, 1>(in, r);
      case 3: return scan_starts_with<K, 1>(in, r);
      default: return scan_interval<K, 2>(in, r);
    }
  } else {  // Key<Desc<Name>, F32, Desc<SideCol>>
    switch (op % 5) {
      case 0: return scan_prefix<K, 1>(in, r);
      case 1: return scan_interval<K, 0>(in, r);
      case 2: return scan_starts_with<K, 0>(in, r);
      case 3: return scan_interval<K, 1>(in, r);
      default: return scan_interval<K, 2>(in, r);
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  switch (in.ConsumeIntegralInRange<int>(0, std::tuple_size_v<scan_schemas> - 1)) {
    case 0: run<0>(in); break;
    case 1: run<1>(in); break;
    case 2: run<2>(in); break;
    case 3: run<3>(in); break;
    case 4: run<4>(in); break;
    default: run<5>(in); break;
  }
  return 0;
}
