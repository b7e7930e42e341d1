// The AI card: the mock third player of the 2-player variant and the rival of
// solitaire. It is a competitor with its own zone and unlimited Mints that never
// pays; its die decides its bids (cards.h), and every placement or ability it makes
// is its best choice, computed exactly by ai_play.h.
//
// 2 players: when the two have bid and one has withdrawn, the AI's die is rolled. W:
// it withdraws and the high bidder wins. +N: it bids the Current Bid + N, and each
// player from the Auctioneer may raise once or pass; unless outbid, the AI wins.
// Solitaire: after each of the player's bids (always one more) the die is rolled; W
// gives the player the Location, +N raises, and the player bids again or withdraws,
// which gives the AI the Location.
// S: with strictly the most Locations of its card's type the AI uses that type's
// ability at once, and the Location goes at the current bid; else, or when the
// ability has nothing to act on (no unused Location, nothing to move or turn), it
// raises by 2.

#include <algorithm>

#include "gavel/games/mintopia/ai_play.h"
#include "gavel/games/mintopia/state.h"

namespace gavel::mintopia {
namespace {

std::string face_text(const AiFace& face) {
  switch (face.kind) {
    case AiFace::Kind::withdraw:
      return "W";
    case AiFace::Kind::special:
      return "S";
    case AiFace::Kind::raise:
      break;
  }
  return "+" + std::to_string(face.raise);
}

}  // namespace

void MintopiaState::ai_die(int face, Log& log) {
  last_ai_face_ = face;
  const AiCard& card = cards_->ai_cards[static_cast<std::size_t>(ai_card_)];
  const auto& side = mode_ == Mode::solitaire ? card.one_player : card.two_player;
  const AiFace rolled = side[static_cast<std::size_t>(face - 1)];
  log.to_all("The AI card's die shows " + std::to_string(face) + ": " + face_text(rolled) + ".");
  switch (rolled.kind) {
    case AiFace::Kind::withdraw:
      log.to_all("The AI card withdraws.");
      return player_wins(log);
    case AiFace::Kind::raise:
      return ai_raise(rolled.raise, log);
    case AiFace::Kind::special:
      if (!ai_special(log)) ai_raise(2, log);
      return;
  }
}

void MintopiaState::ai_raise(int raise, Log& log) {
  ai_bid_ = std::max(bid_.total, ai_bid_) + raise;
  log.to_all("The AI card bids " + std::to_string(ai_bid_) + " Mints.");
  if (mode_ == Mode::solitaire) {
    phase_ = Phase::open_bid;
    turn_ = 0;
    return;
  }
  answering_ = {auctioneer_, left_of(auctioneer_)};
  turn_ = answering_.front();
  phase_ = Phase::ai_answer;
}

std::vector<Move> MintopiaState::ai_answer_moves() const {
  std::vector<Move> moves;
  const int high = std::max(bid_.total, ai_bid_);
  for (int mints = high + 1; mints <= mints_[static_cast<std::size_t>(turn_)]; ++mints)
    moves.push_back(make_move(Kind::bid, mints));
  moves.push_back(make_move(Kind::pass));
  return moves;
}

void MintopiaState::ai_answer(std::optional<int> raise, Log& log) {
  const Seat me = turn_;
  if (raise) {
    bid_ = Bid{*raise, me, *raise, nobody, 0};
    log.to_all(Words(seat_text(me) + " raises to " + std::to_string(*raise) + " Mints.")
                   .by(me, "You raise to " + std::to_string(*raise) + " Mints."));
  } else {
    log.to_all(Words(seat_text(me) + " passes.").by(me, "You pass."));
  }
  answering_.erase(answering_.begin());
  if (!answering_.empty()) {
    turn_ = answering_.front();
    return;
  }
  if (bid_.total > ai_bid_) return player_wins(log);
  ai_takes_lot(log);
}

void MintopiaState::player_wins(Log& log) {
  pay_bid(log);
  placer_ = bid_.leader;
  turn_ = placer_;
  zone_ = placer_;
  phase_ = Phase::place;
}

void MintopiaState::ai_takes_lot(Log& log) {
  log.to_all("The AI card wins " + name_of(lot_) + ".");
  ai_does(best_placement(city_, cards_->locations, ai_banked_, lot_), log);
  lot_done(log);
}

bool MintopiaState::ai_special(Log& log) {
  const AiCard& card = cards_->ai_cards[static_cast<std::size_t>(ai_card_)];
  if (majority(city_, cards_->locations, card.type) != ai()) return false;
  // An ability with nothing to act on is no ability: S then raises, as without it.
  std::optional<AbilityUse> use;
  if (card.type == LocationType::deed && unused() == 0) return false;
  if (card.type == LocationType::utility || card.type == LocationType::production) {
    use = best_use(city_, cards_->locations, ai_banked_, card.type);
    if (!use) return false;
  }
  log.to_all(std::string("The AI card holds the most ") + type_name(card.type) +
             " Locations and uses the ability now instead of raising.");
  if (card.type == LocationType::deed) {
    placer_ = ai();
    phase_ = Phase::deed_draw;
    return true;
  }
  if (use) {
    ai_does(*use, log);
  } else {
    const int matches = holdings(city_, cards_->locations, ai()).matches;
    ai_banked_ += matches;
    log.to_all("The AI card banks " + std::to_string(matches) + " VP for its matches.");
  }
  player_wins(log);
  return true;
}

void MintopiaState::ai_deed(int location, Log& log) {
  const Placement best = best_deed_placement(city_, cards_->locations, ai_banked_, location);
  if (lot_ < 0 && !ai_uses_at_end(city_, best, cards_->locations, ai_banked_, mints_)) {
    unseen_.insert(std::lower_bound(unseen_.begin(), unseen_.end(), location), location);
    log.to_all("No place for it wins the game for the AI card, so it leaves it unused.");
  } else {
    ai_does(best, log);
    deed_gains_.push_back(location);
  }
  next_ability(log);
}

void MintopiaState::ai_ability_at_end(LocationType type, Log& log) {
  const bool moving = type == LocationType::utility;
  const auto use = best_use(city_, cards_->locations, ai_banked_, type);
  if (!use) {
    log.to_all(moving ? "The AI card has nothing to move." : "The AI card has nothing to turn.");
  } else if (!ai_uses_at_end(city_, *use, cards_->locations, ai_banked_, mints_)) {
    log.to_all(moving ? "No move wins the game for the AI card, so it leaves Utility unused."
                      : "No turn wins the game for the AI card, so it leaves Production unused.");
  } else {
    ai_does(*use, log);
  }
}

void MintopiaState::ai_does(const AbilityUse& use, Log& log) {
  city_ = after(city_, use);
  const auto spot_words = [](Spot spot) {
    return "row " + std::to_string(spot.row) + ", col " + std::to_string(spot.column);
  };
  if (const auto* placed = std::get_if<Placement>(&use)) {
    log.to_all("The AI card places " + name_of(placed->location) + " at " +
               spot_words(placed->spot) + (placed->turned ? ", turned." : "."));
  } else if (const auto* moved = std::get_if<Relocation>(&use)) {
    log.to_all("The AI card moves " + name_of(moved->location) + " to " + spot_words(moved->to) +
               " of zone " + std::to_string(moved->zone) + ".");
  } else {
    log.to_all("The AI card turns " + name_of(std::get<Turning>(use).location) + " round.");
  }
}

}  // namespace gavel::mintopia
