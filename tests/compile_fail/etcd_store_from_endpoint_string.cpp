// rowkey::adapters::etcd_store built from an endpoint's URL, where its
// etcd_options go: one error that shows the options to build, not "no
// matching function" and the list of its constructors.
// expect-first-error: rowkey etcd: etcd_store is built from rowkey::adapters::etcd_options
// expect: etcd_store_is_built_from_etcd_options<char
// expect: [22]>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/etcd.hpp>

int main() {
#ifdef ROWKEY_COMPILE_FAIL
  const rowkey::adapters::etcd_store store("http://127.0.0.1:2379");
#else
  const rowkey::adapters::etcd_store store(rowkey::adapters::etcd_options{.endpoints = {"http://127.0.0.1:2379"}});
#endif
  return store.options().endpoints.size() == 1 ? 0 : 1;
}
