#pragma once
// How far this process's resident memory grows at its peak, from Linux's own count
// (/proc/self/status), for tests and the fuzzer that bound what a hostile input costs.

#include <cstddef>
#include <cstring>
#include <fstream>
#include <string>

namespace gavel::testing {

namespace peak_memory_detail {
inline std::size_t status_bytes(const char* field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.starts_with(field)) return std::stoul(line.substr(std::strlen(field))) * 1024;
  }
  return 0;
}
}  // namespace peak_memory_detail

// Starts counting: the peak is set back to what is resident now. Returns that.
inline std::size_t start_peak() {
  std::ofstream("/proc/self/clear_refs") << "5";
  return peak_memory_detail::status_bytes("VmRSS:");
}

// The peak's growth since start_peak returned `start`, in bytes.
inline std::size_t peak_growth(std::size_t start) {
  const std::size_t peak = peak_memory_detail::status_bytes("VmHWM:");
  return peak > start ? peak - start : 0;
}

}  // namespace gavel::testing
