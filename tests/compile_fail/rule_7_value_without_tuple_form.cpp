// Rule 7: a value type with a codec for rowkey's own format only has no
// element in the tuple format; the message lists the types that have one.
// expect-first-error: rowkey rule 7: the column's value type has no element in the key's byte format (its Format<...>)
// expect: value_has_a_form_in_format<rowkey::Key<OrderId, Price, rowkey::Format<rowkey::fdb_tuple>>, Price>
// errors: 1
// max-lines: 15

#include <rowkey/codec/word.hpp>
#include <rowkey/decode.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/format.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/formats/fdb_tuple.hpp>

#include <cstdint>

namespace {
// An application's own value type, given a codec for rowkey's own format.
struct Cents {
  std::int64_t value;
};
}  // namespace

template <>
struct rowkey::value_codec<Cents> : rowkey::detail::word_codec<rowkey::value_codec<Cents>, Cents, std::uint64_t> {
  static constexpr std::uint64_t to_word(Cents c) noexcept { return rowkey::value_codec<std::int64_t>::to_word(c.value); }
  static constexpr rowkey::decode_errc from_word(std::uint64_t w, Cents& out) noexcept {
    return rowkey::value_codec<std::int64_t>::from_word(w, out.value);
  }
};

namespace {
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};
struct Price : rowkey::Column<"price", Cents> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<OrderId, Price, rowkey::Format<rowkey::fdb_tuple>>;
#else
using K = rowkey::Key<OrderId, Price>;
#endif
}  // namespace

int main() {
  return rowkey::encode<K>(OrderId{1}, Price{Cents{250}}) ? 0 : 1;
}
