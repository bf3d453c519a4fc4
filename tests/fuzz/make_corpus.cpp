// Writes the seed corpus of the fuzz targets, the same files every run (fixed
// seeds):
//   corpus/decode_bytes/<schema>-<n>   valid keys of each schema;
//   corpus/encode_values/<schema>-<n>  fuzzer inputs that pick each schema;
//   corpus/scan_ranges/<schema>-<n>    the same for scan_ranges.cpp's schemas;
//   corpus/table_ops/<n>               operation sequences for table_ops.cpp;
//   corpus/row_value_bytes/<n>         row values of random orders;
//   corpus/continuations/<n>           inputs for continuations.cpp.
// Usage: fuzz_make_corpus <directory>   (tests/fuzz/corpus in the repository)
#include "table_schema.hpp"
#include "values.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

namespace {

std::vector<std::uint8_t> random_bytes(std::mt19937_64& rng, std::size_t n) {
  std::vector<std::uint8_t> bytes(n);
  for (auto& b : bytes) b = static_cast<std::uint8_t>(rng());
  return bytes;
}

void write_file(const std::filesystem::path& path, const void* data, std::size_t size) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(static_cast<const char*>(data), static_cast<std::streamsize>(size));
  if (!out) {
    std::fprintf(stderr, "cannot write %s\n", path.c_str());
    std::exit(1);
  }
}

constexpr int keys_per_schema = 2;

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s <corpus directory>\n", argv[0]);
    return 2;
  }
  const std::filesystem::path root = argv[1];
  std::filesystem::create_directories(root / "decode_bytes");
  std::filesystem::create_directories(root / "encode_values");
  std::filesystem::create_directories(root / "scan_ranges");
  std::filesystem::create_directories(root / "table_ops");
  std::filesystem::create_directories(root / "row_value_bytes");
  std::filesystem::create_directories(root / "continuations");
  std::mt19937_64 rng(20261121);

  fuzz::for_each_schema([&](auto i) {
    using K = fuzz::schema<i()>;
    int written = 0;
    for (int attempt = 0; written < keys_per_schema && attempt < 1000; ++attempt) {
      const auto bytes = random_bytes(rng, 512);
      FuzzedDataProvider in(bytes.data(), bytes.size());
      const auto values = fuzz::any_key<K>(in);
      const auto key = fuzz::encode_owners<K>(values);
      if (!key) continue;  // a value its type cannot hold: draw again
      write_file(root / "decode_bytes" / (std::to_string(i()) + "-" + std::to_string(written)), key->data(),
                 key->size());
      ++written;
    }
    for (int n = 0; n < keys_per_schema; ++n) {
      // encode_values reads the schema from its input's last byte.
      auto bytes = random_bytes(rng, n == 0 ? 64 : 600);
      bytes.back() = static_cast<std::uint8_t>(i());
      write_file(root / "encode_values" / (std::to_string(i()) + "-" + std::to_string(n)), bytes.data(), bytes.size());
    }
  });
  constexpr int scan_schema_count = 6;  // scan_ranges.cpp
  for (int s = 0; s < scan_schema_count; ++s) {
    for (int n = 0; n < keys_per_schema; ++n) {
      auto bytes = random_bytes(rng, n == 0 ? 128 : 1000);
      bytes.back() = static_cast<std::uint8_t>(s);  // scan_ranges reads the schema from the last byte
      write_file(root / "scan_ranges" / (std::to_string(s) + "-" + std::to_string(n)), bytes.data(), bytes.size());
    }
  }
  for (int n = 0; n < 4; ++n) {
    const auto bytes = random_bytes(rng, n < 2 ? 300 : 3000);
    write_file(root / "table_ops" / std::to_string(n), bytes.data(), bytes.size());
  }
  rowkey_test::random_source r(20261123);
  table_test::generator gen{r};
  for (int n = 0; n < 4; ++n) {
    std::string value;
    rowkey::detail::table_layout<table_test::Orders>::row::write(gen.order(static_cast<std::uint64_t>(n)), value);
    write_file(root / "row_value_bytes" / std::to_string(n), value.data(), value.size());
  }
  std::mt19937_64 tokens(20261207);
  for (int n = 0; n < 4; ++n) {
    const auto bytes = random_bytes(tokens, n < 2 ? 100 : 1000);
    write_file(root / "continuations" / std::to_string(n), bytes.data(), bytes.size());
  }
  return 0;
}
