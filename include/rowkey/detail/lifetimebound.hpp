// ROWKEY_LIFETIMEBOUND marks a member function whose result points into the
// object it is called on (a key's bytes, a result's value), so that clang
// warns (-Wdangling) when the object is a temporary that dies first:
//
//   std::string_view k = *rowkey::encode<K>(...);   // warned: the key dies here
//
// Other compilers have no such attribute (g++ 12 would warn that it is
// unknown), so it is empty there.
#ifndef ROWKEY_DETAIL_LIFETIMEBOUND_HPP
#define ROWKEY_DETAIL_LIFETIMEBOUND_HPP

#if defined(__clang__)
#define ROWKEY_LIFETIMEBOUND [[clang::lifetimebound]]
#else
#define ROWKEY_LIFETIMEBOUND
#endif

#endif
