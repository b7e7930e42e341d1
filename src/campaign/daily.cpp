#include "gavel/campaign/daily.h"

#include <cstdio>

namespace gavel::campaign {

std::chrono::year_month_day utc_day_of(std::chrono::system_clock::time_point moment) {
  // system_clock counts UTC (leap seconds aside), so whole days of it are UTC days.
  return std::chrono::year_month_day{std::chrono::floor<std::chrono::days>(moment)};
}

std::uint64_t daily_seed(std::chrono::year_month_day day) {
  const auto year = static_cast<std::uint64_t>(static_cast<int>(day.year()));
  return year * 10000 + static_cast<unsigned>(day.month()) * 100 + static_cast<unsigned>(day.day());
}

std::string day_words(std::chrono::year_month_day day) {
  char text[16];
  const int length =
      std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(day.year()),
                    static_cast<unsigned>(day.month()), static_cast<unsigned>(day.day()));
  return std::string(text, static_cast<std::size_t>(length));
}

}  // namespace gavel::campaign
