#include "gavel/ai/auction_web/scripted.h"

#include "reading.h"

namespace gavel::auction_web {

Move scripted_move(const AuctionWebView& web, const std::vector<Move>& legal, const Traits& traits,
                   Rng& rng) {
  const scripted::Reading reading(web, traits);
  switch (web.phase) {
    case Phase::bidding:
      return scripted::choose_bidding(reading, legal, rng);
    case Phase::lowball:
      return scripted::choose_lowball(reading, legal, rng);
    case Phase::ledger_decide:
      return scripted::choose_ledger(reading, legal);
    case Phase::draft_keep:
      return scripted::choose_keep(reading, legal);
    case Phase::mochi:
      return scripted::choose_mochi(reading, legal);
    case Phase::ufo:
      return scripted::choose_ufo(reading, legal);
    case Phase::avocado:
      return scripted::choose_avocado(reading, legal);
    case Phase::draw_choice:
      return scripted::choose_draw(reading, legal);
    case Phase::hand_limit:
    case Phase::crocodile:
      return scripted::choose_discard(reading, legal);
    default:
      // Every phase a seat decides in is above; anything else has nothing to weigh.
      return legal.front();
  }
}

}  // namespace gavel::auction_web
