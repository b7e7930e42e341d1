// The plain-text view's line for the sale: it offers a buy-back only to an
// auctioneer who could pay for it.

#include <catch2/catch.hpp>

#include "gavel/core/script.h"
#include "gavel/games/auctionland/chapter.h"
#include "support/shipped_content.h"

namespace gavel::auctionland {
namespace {

// The sale scenario played up to its line `last`, as seat `seat` sees it.
std::string sale_text(int last, Seat seat) {
  Script script = load_script(GAVEL_TEST_DATA_DIR "/scenarios/auctionland/sell_or_buy_back.txt");
  std::erase_if(script.lines, [&](const ScriptLine& line) { return line.number > last; });
  const Chapter chapter = auctionland::chapter();
  const auto state = chapter.start(script.setup, testing::shipped_content_dir);
  play_script(script, *state);
  return state->view(seat)->describe();
}

TEST_CASE("the text view offers a buy-back the auctioneer can pay", "[auctionland][view]") {
  const std::string text = sale_text(22, 0);  // seat 0 has $10 against a bid of $4
  CHECK(text.find("may sell it for $4 or buy it back for $5 (sell, buy back)") !=
        std::string::npos);
}

TEST_CASE("the text view never offers a buy-back the auctioneer cannot pay",
          "[auctionland][view]") {
  const std::string text = sale_text(38, 1);  // seat 1 has $11 against a bid of $11
  CHECK(text.find("buy back)") == std::string::npos);
  CHECK(text.find("Seat 1 must sell it for $11, short of the $12 a buy-back costs (sell).") !=
        std::string::npos);
}

}  // namespace
}  // namespace gavel::auctionland
