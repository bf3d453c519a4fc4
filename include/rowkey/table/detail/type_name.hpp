// A type's name as the compiler spells it, at compile time, for the table
// layer's declaration errors ("record `Order` has no field `seller_id`").
// Read from __PRETTY_FUNCTION__, whose form g++ and clang both keep stable:
//   g++:   "... type_name_source() [with T = {anonymous}::Order; ...]"
//   clang: "... type_name_source() [T = (anonymous namespace)::Order]"
// A name without template arguments loses its namespaces ("Order"); one with
// them is kept whole, since its arguments need theirs.
#ifndef ROWKEY_TABLE_DETAIL_TYPE_NAME_HPP
#define ROWKEY_TABLE_DETAIL_TYPE_NAME_HPP

#include <array>
#include <cstddef>
#include <string_view>

namespace rowkey::detail {

template <class T>
constexpr std::string_view type_name_source() noexcept {
  return __PRETTY_FUNCTION__;
}

constexpr std::string_view spelled_type(std::string_view source) noexcept {
  std::size_t begin = source.find("T = ");
  if (begin == std::string_view::npos) return "?";
  begin += 4;
  std::size_t end = begin;
  int depth = 0;
  for (; end < source.size(); ++end) {
    const char c = source[end];
    if (c == '<' || c == '(' || c == '[') ++depth;
    if (c == '>' || c == ')') --depth;
    if (c == ']' && depth-- == 0) break;
    if (c == ';' && depth == 0) break;
  }
  std::string_view name = source.substr(begin, end - begin);
  if (name.find('<') == std::string_view::npos) {
    const std::size_t last = name.rfind("::");
    if (last != std::string_view::npos) name.remove_prefix(last + 2);
  }
  return name;
}

template <class T>
struct type_name_storage {
  static constexpr std::string_view spelled = spelled_type(type_name_source<T>());
  static constexpr auto chars = [] {
    std::array<char, spelled.size() + 1> a{};
    for (std::size_t i = 0; i < spelled.size(); ++i) a[i] = spelled[i];
    return a;
  }();
};

// The name of T, as a string_view into static storage.
template <class T>
inline constexpr std::string_view type_name_of{type_name_storage<T>::chars.data(), type_name_storage<T>::spelled.size()};

}  // namespace rowkey::detail

#endif
