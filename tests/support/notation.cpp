#include "support/notation.h"

#include <catch2/catch.hpp>

#include "gavel/core/error.h"

namespace gavel::testing {

std::string parse_error(const State& state, const std::string& text) {
  try {
    state.parse(text);
  } catch (const Error& error) {
    return error.what();
  }
  return "parsed";
}

void check_round_trips(const State& state) {
  for (Move move : state.legal_moves()) {
    const std::string text = state.to_text(move);
    INFO(text);
    CHECK(state.parse(text) == move);
  }
}

}  // namespace gavel::testing
