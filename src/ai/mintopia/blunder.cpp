#include "gavel/ai/mintopia/blunder.h"

#include <algorithm>

#include "gavel/games/mintopia/moves.h"
#include "reading.h"

namespace gavel::mintopia {
namespace {

// Past its worth a rival's bid may run by greed, fondness, a patient rival's cheap
// Mints and a bluffer's extra; three times the most it could be worth and 3 Mints
// more is beyond all of them.
constexpr double overpay_times = 3;
constexpr double overpay_mints = 3;

// The Mints the seat puts in by `move`, or -1 when the move puts in none.
int put_in(const MintopiaView& view, Move move) {
  switch (kind_of(move)) {
    case Kind::bid:
    case Kind::commit:
    case Kind::propose:
      return a_of(move);
    case Kind::accept:
      return view.proposal.yours;
    default:
      return -1;
  }
}

int matches_at(const MintopiaView& view, const Zone& zone, Spot spot, bool turned, int location) {
  const auto& deck = view.cards->locations;
  const Location& placing = deck[static_cast<std::size_t>(location)];
  int made = 0;
  if (const Placed* left = zone.at({spot.row, spot.column - 1})) {
    made += right_side(deck[static_cast<std::size_t>(left->location)], left->turned) ==
            left_side(placing, turned);
  }
  if (const Placed* right = zone.at({spot.row, spot.column + 1})) {
    made += left_side(deck[static_cast<std::size_t>(right->location)], right->turned) ==
            right_side(placing, turned);
  }
  return made;
}

bool wasteful_placement(const MintopiaView& view, Move move) {
  const Zone& zone = view.city.zones[static_cast<std::size_t>(a_of(move))];
  const int made = matches_at(view, zone, spot_of(b_of(move)), c_of(move) == 1, view.lot);
  for (const Spot spot : zone.open_spots()) {
    for (const bool turned : {false, true}) {
      if (matches_at(view, zone, spot, turned, view.lot) > made) return true;
    }
  }
  return false;
}

bool self_harm(const MintopiaView& view, Move move) {
  City city = view.city;
  const int location = a_of(move);
  const int zone = zone_holding(city, location);
  if (zone == no_one) return false;
  if (kind_of(move) == Kind::turn) {
    city.zones[static_cast<std::size_t>(zone)].turn(location);
  } else {
    city.zones[static_cast<std::size_t>(zone)].move(location, spot_of(b_of(move)));
  }
  const auto& deck = view.cards->locations;
  const std::vector<Score> before = scores(view.city, deck, view.ai_banked);
  const std::vector<Score> after = scores(city, deck, view.ai_banked);
  const auto me = static_cast<std::size_t>(view.me);
  if (after[me].total() >= before[me].total()) return false;
  for (std::size_t other = 0; other < before.size(); ++other) {
    if (other != me && after[other].total() < before[other].total()) return false;
  }
  return true;
}

}  // namespace

double most_worth(const MintopiaView& view) {
  if (view.lot < 0 || view.mints.empty()) return 0;
  const scripted::Reading reading(view, Traits{});
  const Location& location = reading.card(view.lot);
  int most_matches = 0;
  for (int competitor = 0; competitor < reading.competitors; ++competitor) {
    most_matches = std::max(most_matches, holdings(view.city, reading.deck, competitor).matches);
  }
  const double majority = std::max(3.5, static_cast<double>(most_matches));
  const double points = 2.0 * (location.vp + 2) + 4.0 * majority;
  return points / reading.dollar(view.me);
}

bool feeds_the_card(const MintopiaView& view) {
  return view.mode == Mode::duel_against_ai && view.phase == Phase::open_bid &&
         view.bid.leader != nobody && view.bid.leader != view.me;
}

bool is_blunder(const MintopiaView& view, Move move) {
  switch (view.phase) {
    case Phase::open_bid:
      if (kind_of(move) == Kind::bid && feeds_the_card(view)) return true;
      [[fallthrough]];
    case Phase::answer:
    case Phase::commit:
    case Phase::ai_answer: {
      const int mints = put_in(view, move);
      if (mints <= 0) return false;
      if (view.deck + static_cast<int>(view.block.size()) == 0) return false;
      return mints > overpay_times * most_worth(view) + overpay_mints;
    }
    case Phase::place:
      return kind_of(move) == Kind::place && wasteful_placement(view, move);
    case Phase::utility:
    case Phase::production:
      return (kind_of(move) == Kind::relocate || kind_of(move) == Kind::turn) &&
             self_harm(view, move);
    default:
      return false;
  }
}

std::optional<std::string> grave(const MintopiaView& view, Move move) {
  if (kind_of(move) != Kind::accept || view.phase != Phase::answer) return std::nullopt;
  const Proposal& p = view.proposal;
  const std::string& lot = view.cards->locations[static_cast<std::size_t>(view.lot)].name;
  return "Accept " + seat_text(p.from) + "'s proposal: you put " + std::to_string(p.yours) +
         " of your " + std::to_string(view.mints[static_cast<std::size_t>(view.me)]) +
         " Mints, they put " + std::to_string(p.mine) + ", " + std::to_string(p.mine + p.yours) +
         " together for " + lot + "?";
}

}  // namespace gavel::mintopia
