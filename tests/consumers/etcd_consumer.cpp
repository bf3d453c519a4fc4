// A service that uses rowkey's etcd store as a package (target rowkey::etcd):
// with no member to reach, a read is a typed error, not a crash.
#include <rowkey/adapters/etcd.hpp>

#include <cstdio>
#include <string>

int main() {
  rowkey::adapters::etcd_options options;
  options.endpoints = {"http://127.0.0.1:1"};  // nothing listens there
  options.attempts = 1;
  const rowkey::adapters::etcd_store store(options);
  std::string value;
  auto reader = store.snapshot();
  const rowkey::store_errc e = reader.get(store.table("accounts"), "alice", value);
  std::printf("%s\n", reader.error().message().c_str());
  return e == rowkey::store_errc::unavailable ? 0 : 1;
}
