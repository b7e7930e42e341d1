// The end of a round: properties go to the cards on them, acquisition abilities
// resolve (UFO first, then in seat order from the first player), the next round's
// properties are turned up, everyone draws and keeps to the hand limit, Crocodile
// Submarines bite, and the next round's first player is found. Decisions owed are
// kept in `steps_`, next one at the back.

#include <algorithm>

#include "gavel/core/text.h"
#include "gavel/games/auction_web/moves.h"
#include "gavel/games/auction_web/state.h"

namespace gavel::auction_web {
namespace {

Ability ability_of(const Cards& cards, int property) {
  return cards.properties[static_cast<std::size_t>(property)].ability;
}

}  // namespace

void AuctionWebState::start_cleanup(Log& log) {
  log.to_all("Round " + std::to_string(round_) + " is over.");
  for (int index = 0; index < static_cast<int>(lots_.size()); ++index) {
    const Lot& lot = lots_[static_cast<std::size_t>(index)];
    if (lot.bid < 0) {
      log.to_all("Nobody bid on " + lot_text(index) + "; it is discarded.");
      continue;
    }
    const Seat winner = owner_of(lot.bid);
    if (value_of(lot.bid) == extortion) {
      ++player(winner).tokens;
      const std::string won = lot_text(index) + " with Extortion and take";
      log.to_all(Words(seat_text(winner) + " wins " + won + "s a victory point token.")
                     .by(winner, "You win " + won + " a victory point token."));
    }
    discard_card(lot.bid);
    acquire(winner, index, log);
  }
  lots_.clear();

  // Pushed last-first: the back of steps_ resolves next.
  const auto order = seats_from(first_);
  steps_.clear();
  steps_.push_back(round_ < 3 ? Step{Phase::draw_choice, -1, -1} : Step{Phase::over, 0, -1});
  for (auto seat = order.rbegin(); seat != order.rend(); ++seat) {
    for (const Holding& h : player(*seat).properties) {
      if (h.round == round_ && ability_of(*cards_, h.card) == Ability::avocado_island) {
        steps_.push_back({Phase::avocado, *seat, h.card});
      }
    }
  }
  for (auto seat = order.rbegin(); seat != order.rend(); ++seat) {
    for (const Holding& h : player(*seat).properties) {
      if (h.round == round_ && ability_of(*cards_, h.card) == Ability::ufo) {
        steps_.push_back({Phase::ufo, *seat, h.card});
      }
    }
  }
  next_step(log);
}

void AuctionWebState::acquire(Seat seat, int lot, Log& log) {
  Player& p = player(seat);
  if (p.avocado_pending) {
    p.avocado_pending = false;
    log.to_all(
        Words(seat_text(seat) + " wins " + lot_text(lot) +
              ", but Avocado Island makes them discard it.")
            .by(seat, "You win " + lot_text(lot) + ", but Avocado Island makes you discard it."));
    return;
  }
  p.properties.push_back({lots_[static_cast<std::size_t>(lot)].property, false, round_});
  log.to_all(Words(seat_text(seat) + " wins " + lot_text(lot) + ".")
                 .by(seat, "You win " + lot_text(lot) + "."));
}

// The next round's properties go up first, as the printed rules order it, so each
// seat chooses its draw seeing them; then come the draws, Crocodile Submarine's
// discards, the next first player (who has the most cards after all that) and the
// steps before bidding. Planned only once UFO exchanges are done, because an exchange
// can bring a Crocodile or an Octopus; planned before the round count moves on,
// because both belong to the cleanup of the round just ended.
//
// With cleanup = draw-first the order is the earlier Gavel's: the draws and the
// Crocodiles' discards come first, then the first player is found and the next
// round's properties go up.
void AuctionWebState::turn_up_next_round(Log& log) {
  const auto order = seats_from(first_);
  if (draw_first_) {
    steps_.push_back({Phase::deal_lots, -1, -1});  // then the first player and the round
  } else {
    steps_.push_back({Phase::mochi, -1, -1});         // then plan the steps before bidding
    steps_.push_back({Phase::first_player, -1, -1});  // then find who bids first
  }
  for (auto owner = order.rbegin(); owner != order.rend(); ++owner) {
    for (const Holding& h : player(*owner).properties) {
      if (h.round != round_ || ability_of(*cards_, h.card) != Ability::crocodile_submarine)
        continue;
      for (int i = players_ - 1; i >= 1; --i) {
        steps_.push_back({Phase::crocodile, (*owner + i) % players_, h.card});
      }
    }
  }
  for (auto seat = order.rbegin(); seat != order.rend(); ++seat) {
    Player& p = player(*seat);
    p.extra_draw = static_cast<int>(
        std::count_if(p.properties.begin(), p.properties.end(), [&](const Holding& h) {
          return h.round == round_ && ability_of(*cards_, h.card) == Ability::octopus_vr;
        }));
    steps_.push_back({Phase::draw_choice, *seat, -1});
  }
  if (draw_first_) return next_step(log);
  ++round_;
  start_round(log);
}

void AuctionWebState::next_step(Log& log) {
  while (!steps_.empty()) {
    const Step step = steps_.back();
    steps_.pop_back();
    turn_ = step.seat;
    focus_ = step.card;
    switch (step.phase) {
      case Phase::bidding:
        return begin_bidding(log);
      case Phase::mochi:
        if (step.seat < 0) {
          plan_bidding();
          continue;
        }
        if (piles_[static_cast<std::size_t>(round_ - 1)].empty()) continue;
        phase_ = Phase::mochi;
        return;
      case Phase::ufo:
        if (ufo_targets(step.seat).empty()) continue;
        phase_ = Phase::ufo;
        return;
      case Phase::avocado:
        if (player(step.seat).properties.size() <= 1) {
          player(step.seat).avocado_pending = true;
          log.to_all(Words(seat_text(step.seat) +
                           " has no other property for Avocado Island: the next one they win is "
                           "discarded.")
                         .by(step.seat,
                             "You have no other property for Avocado Island: the next one "
                             "you win is discarded."));
          continue;
        }
        phase_ = Phase::avocado;
        return;
      case Phase::draw_choice:
        if (step.seat < 0) return turn_up_next_round(log);
        phase_ = Phase::draw_choice;
        return;
      case Phase::crocodile:
        if (player(step.seat).hand.empty()) continue;
        phase_ = Phase::crocodile;
        return;
      case Phase::first_player:
        choose_next_first_player(log);
        continue;
      case Phase::deal_lots:  // cleanup = draw-first: the draws are done
        choose_next_first_player(log);
        ++round_;
        return start_round(log);
      default:  // over
        phase_ = Phase::over;
        log.to_all("The game is over.");
        return;
    }
  }
}

std::vector<int> AuctionWebState::ufo_targets(Seat seat) const {
  std::vector<int> targets;
  for (Seat other = 0; other < players_; ++other) {
    if (other == seat) continue;
    for (const Holding& h : player(other).properties) {
      if (h.round < round_) targets.push_back(h.card);
    }
  }
  std::sort(targets.begin(), targets.end());
  return targets;
}

std::vector<Move> AuctionWebState::cleanup_moves() const {
  std::vector<Move> moves;
  const Player& me = player(turn_);
  switch (phase_) {
    case Phase::ufo:
      moves.push_back(make_move(Kind::decline));
      for (int card : ufo_targets(turn_))
        moves.push_back(make_move(Kind::ufo, card));
      break;
    case Phase::avocado:
      for (const Holding& h : me.properties) {
        if (h.card != focus_) moves.push_back(make_move(Kind::avocado, h.card));
      }
      break;
    case Phase::draw_choice:
      for (int n = 0; n <= cards_->max_draw + me.extra_draw; ++n)
        moves.push_back(make_move(Kind::draw, n));
      break;
    case Phase::hand_limit:
    case Phase::crocodile:
      for (int card : me.hand)
        moves.push_back(make_move(Kind::discard, value_of(card)));
      break;
    default:
      break;
  }
  std::sort(moves.begin(), moves.end());
  moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
  return moves;
}

void AuctionWebState::after_draw(Log& log) {
  if (static_cast<int>(player(dealing_).hand.size()) > hand_limit(dealing_)) {
    phase_ = Phase::hand_limit;
    turn_ = dealing_;
    return;
  }
  next_step(log);
}

void AuctionWebState::cleanup_move(Move move, Log& log) {
  const int a = first_of(move);
  switch (phase_) {
    case Phase::ufo: {
      if (kind_of(move) == Kind::decline) return next_step(log);
      // The UFO goes to the other seat spent; the card taken counts as newly won.
      Player& me = player(turn_);
      const auto ufo = std::find_if(me.properties.begin(), me.properties.end(),
                                    [&](const Holding& h) { return h.card == focus_; });
      Seat other = 0;
      while (std::none_of(player(other).properties.begin(), player(other).properties.end(),
                          [&](const Holding& h) { return h.card == a; })) {
        ++other;
      }
      auto& theirs = player(other).properties;
      const auto taken =
          std::find_if(theirs.begin(), theirs.end(), [&](const Holding& h) { return h.card == a; });
      Holding given = *ufo;
      given.used = true;
      Holding received = *taken;
      received.round = round_;
      *taken = given;
      *ufo = received;
      log.to_all(Words(seat_text(turn_) + " uses UFO to exchange it for " + seat_text(other) +
                       "'s " + property_name(a) + ".")
                     .by(turn_, "You use UFO to exchange it for " + seat_text(other) + "'s " +
                                    property_name(a) + ".")
                     .to(other, seat_text(turn_) + " uses UFO to exchange it for your " +
                                    property_name(a) + "."));
      return next_step(log);
    }
    case Phase::avocado: {
      auto& owned = player(turn_).properties;
      owned.erase(
          std::find_if(owned.begin(), owned.end(), [&](const Holding& h) { return h.card == a; }));
      for (Holding& h : owned) {
        if (h.card == focus_) h.used = true;
      }
      log.to_all(
          Words(seat_text(turn_) + "'s Avocado Island makes them discard " + property_name(a) + ".")
              .by(turn_, "Your Avocado Island makes you discard " + property_name(a) + "."));
      return next_step(log);
    }
    case Phase::draw_choice:
      log.to_all(Words(seat_text(turn_) + " draws " + (counted(a, "card", "cards") + "."))
                     .by(turn_, "You draw " + (counted(a, "card", "cards") + ".")));
      dealing_ = turn_;
      draws_left_ = a;
      if (a == 0 || !refill_deck(dealing_, log)) return after_draw(log);
      phase_ = Phase::drawing;
      return;
    case Phase::drawing:
      draw_into_hand(dealing_, a, log);
      if (--draws_left_ == 0 || !refill_deck(dealing_, log)) return after_draw(log);
      return;
    case Phase::hand_limit:
    case Phase::crocodile: {
      const int card = take_from_hand(turn_, a);
      discard_card(card);
      const std::string why =
          litcoin(card) + (phase_ == Phase::crocodile ? " to the Crocodile Submarine."
                                                      : " to keep within the hand limit.");
      log.to_all(Words(seat_text(turn_) + " discards " + why).by(turn_, "You discard " + why));
      if (phase_ == Phase::hand_limit &&
          static_cast<int>(player(turn_).hand.size()) > hand_limit(turn_))
        return;
      return next_step(log);
    }
    default:
      return;
  }
}

void AuctionWebState::choose_next_first_player(Log& log) {
  // Most cards in hand, then most victory points; then the tied seat nearest the
  // previous first player's left, that player last.
  Seat best = -1;
  for (int step = 1; step <= players_; ++step) {
    const Seat seat = (first_ + step) % players_;
    if (best < 0) {
      best = seat;
      continue;
    }
    const auto cards_in_hand = [&](Seat s) { return player(s).hand.size(); };
    const auto points = [&](Seat s) { return score(s).properties + score(s).tokens; };
    if (cards_in_hand(seat) > cards_in_hand(best) ||
        (cards_in_hand(seat) == cards_in_hand(best) && points(seat) > points(best))) {
      best = seat;
    }
  }
  first_ = best;
  log.to_all(
      Words(seat_text(first_) + " bids first this round.").by(first_, "You bid first this round."));
}

}  // namespace gavel::auction_web
