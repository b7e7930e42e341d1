// New Mintopia City's state machine: who moves, what is legal, and applying a move.
// The round is in round.cpp, the auctions in open_auction.cpp, closed.cpp and
// ai_card.cpp, placing and the end of the game in placing.cpp and end.cpp.

#include "gavel/games/mintopia/state.h"

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/games/mintopia/closed_auction.h"

namespace gavel::mintopia {

MintopiaState::MintopiaState(std::shared_ptr<const Cards> cards, Lineup table, const Boons& boons)
    : cards_(std::move(cards)),
      players_(table.players),
      mode_(table.mode),
      ai_card_(table.ai_card) {
  if (mode_of(players_, ai_card_ >= 0) != mode_) throw Error("that mode needs another table size");
  if (ai_card_ >= static_cast<int>(cards_->ai_cards.size())) throw Error("no such AI card");
  // Boons this chapter has no rule for stay out of the state, and out of its bytes.
  boons_.extra_money = boons.extra_money;
  boons_.starts = boons.starts;
  boons_.extra_income = boons.extra_income;
  boons_.sealed_peek = boons.sealed_peek;
  unseen_ = deck_pool(cards_->locations, mode_);
  deck_ = deck_size(mode_, players_);
  const auto seats = static_cast<std::size_t>(players_);
  withdrawn_.assign(seats, false);
  mints_.assign(seats, 0);
  mints_[0] = boons_.extra_money;
  commitments_.assign(seats, not_committed);
  city_ = empty_city(mode_, players_);
}

Seat MintopiaState::to_move() const {
  switch (phase_) {
    case Phase::first_auctioneer:
    case Phase::turn_up:
    case Phase::ai_roll:
    case Phase::roll:
    case Phase::deed_draw:
      return chance_seat;
    case Phase::over:
      return nobody;
    case Phase::answer:
      return proposal_.to;
    default:
      return turn_;
  }
}

std::vector<Move> MintopiaState::legal_moves() const {
  std::vector<Move> moves;
  switch (phase_) {
    case Phase::first_auctioneer:
      // Solitaire's player is always the Auctioneer; the starts boon makes it seat 0.
      for (Seat seat = 0; seat < (boons_.starts ? 1 : players_); ++seat)
        moves.push_back(make_move(Kind::first_auctioneer, seat));
      return moves;
    case Phase::turn_up:
      for (int location : unseen_)
        moves.push_back(make_move(Kind::turn_up, location));
      return moves;
    case Phase::deed_draw:
      // Any unseen Location is as likely to be unused as in the deck: see round.cpp.
      for (int location : unseen_)
        moves.push_back(make_move(Kind::deed_draw, location));
      return moves;
    case Phase::roll:
    case Phase::ai_roll:
      for (int face = 1; face <= die_faces; ++face)
        moves.push_back(make_move(phase_ == Phase::roll ? Kind::roll : Kind::ai_roll, face));
      return moves;
    case Phase::choose:
      return choose_moves();
    case Phase::open_bid:
      return open_moves();
    case Phase::answer:
      return {make_move(Kind::accept), make_move(Kind::refuse)};
    case Phase::share:
      return {make_move(Kind::share, 0, 0, left_side_code),
              make_move(Kind::share, 0, 0, right_side_code)};
    case Phase::commit:
      for (int mints = 0; mints <= mints_[static_cast<std::size_t>(turn_)]; ++mints)
        moves.push_back(make_move(Kind::commit, mints));
      return moves;
    case Phase::name_chooser:
      for (Seat seat : choosers_)
        moves.push_back(make_move(Kind::name, seat));
      std::sort(moves.begin(), moves.end());
      return moves;
    case Phase::pick_pair:
      for (int pair : pairs_of({tied_pairs_, {}, false}, chooser_, players_)) {
        const int side = pair == chooser_ ? left_side_code : right_side_code;
        moves.push_back(make_move(Kind::pair, 0, 0, side));
      }
      std::sort(moves.begin(), moves.end());
      return moves;
    case Phase::ai_answer:
      return ai_answer_moves();
    case Phase::place:
    case Phase::deed_place:
      return place_moves();
    case Phase::utility:
      return relocate_moves();
    case Phase::production:
      return turn_moves();
    case Phase::over:
      break;
  }
  return moves;
}

void MintopiaState::play(Move move, Log& log) {
  const int a = a_of(move);
  switch (kind_of(move)) {
    case Kind::first_auctioneer:
      return first_auctioneer(a, log);
    case Kind::turn_up:
      return turn_up(a, log);
    case Kind::roll:
      return roll(a, log);
    case Kind::ai_roll:
      return ai_die(a, log);
    case Kind::deed_draw:
      return deed_drawn(a, log);
    case Kind::auction:
      return choose(a, b_of(move) == 1, log);
    case Kind::bid:
      if (phase_ == Phase::ai_answer) return ai_answer(a, log);
      return bid(a, log);
    case Kind::propose:
      return propose(a, b_of(move), c_of(move), log);
    case Kind::accept:
      return answer(true, log);
    case Kind::refuse:
      return answer(false, log);
    case Kind::withdraw:
      return withdraw(log);
    case Kind::share:
      return share(c_of(move), log);
    case Kind::commit:
      return commit(a, log);
    case Kind::name:
      return name_chooser(a, log);
    case Kind::pair:
      return pick_pair(c_of(move) == left_side_code ? chooser_ : right_of(chooser_), log);
    case Kind::pass:
      return ai_answer(std::nullopt, log);
    case Kind::place:
      return place(a, spot_of(b_of(move)), c_of(move) == 1, log);
    case Kind::relocate:
      return relocate(a, spot_of(b_of(move)), log);
    case Kind::turn:
      return turn(a, log);
    case Kind::skip:
      log.to_all(Words(seat_text(turn_) + " lets the ability go unused.")
                     .by(turn_, "You let the ability go unused."));
      return next_ability(log);
  }
}

std::vector<Score> MintopiaState::scores() const {
  return mintopia::scores(city_, cards_->locations, ai_banked_);
}

int MintopiaState::deed_vp(int competitor) const {
  int vp = 0;
  for (int location : deed_gains_) {
    const std::vector<int> owners = controllers(city_, zone_holding(city_, location));
    if (std::find(owners.begin(), owners.end(), competitor) != owners.end())
      vp += this->location(location).vp;
  }
  return vp;
}

std::vector<Standing> MintopiaState::standings() const {
  const std::vector<Score> all = scores();
  const std::vector<int> place = places(city_, all, mints_);
  std::vector<Standing> result(static_cast<std::size_t>(players_));
  for (std::size_t seat = 0; seat < result.size(); ++seat)
    result[seat] = Standing{place[seat], all[seat].total()};
  return result;
}

std::string MintopiaState::seat_text(Seat seat) const {
  if (seat == ai()) return "The AI card";
  return gavel::seat_text(seat);
}

std::string MintopiaState::who(Seat reader, int competitor) const {
  return competitor == ai() ? "the AI card" : you_or_seat(reader, competitor);
}

void MintopiaState::to_each(Log& log, const std::function<std::string(Seat reader)>& line) const {
  for (Seat reader = 0; reader < players_; ++reader)
    log.to(reader, line(reader));
}

}  // namespace gavel::mintopia
