// A directory of its own under the system's temporary directory, removed
// with everything in it when the object goes.
#ifndef ROWKEY_TESTS_TEMP_DIR_HPP
#define ROWKEY_TESTS_TEMP_DIR_HPP

#include <stdlib.h>  // mkdtemp

#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>

namespace rowkey_test {

class temp_dir {
 public:
  explicit temp_dir(const std::string& prefix = "rowkey") {
    std::string pattern = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
    if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot create a temporary directory");
    path_ = pattern;
  }
  temp_dir(const temp_dir&) = delete;
  temp_dir& operator=(const temp_dir&) = delete;
  ~temp_dir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace rowkey_test

#endif
