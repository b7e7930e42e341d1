// A round's start (the draft, dealing the properties, Mochi Waterfall, Near Meat
// Burger) and its bidding turns.

#include <algorithm>

#include "gavel/games/auction_web/moves.h"
#include "gavel/games/auction_web/state.h"

namespace gavel::auction_web {

void AuctionWebState::start_round(Log& log) {
  // Who bids first is told once known: in later rounds, after the draw.
  log.to_all("Round " + std::to_string(round_) + " begins.");
  lots_.clear();
  for (Player& p : seats_) {
    p.passed = false;
    p.draft_offer.clear();
    p.draft_kept = -1;
    for (Holding& h : p.properties) {
      // Pachinko's look comes back every round.
      if (cards_->properties[static_cast<std::size_t>(h.card)].ability == Ability::pachinko) {
        h.used = false;
      }
    }
  }
  if (draft_) {
    phase_ = Phase::draft_deal;
    dealing_ = first_;
    draws_left_ = 2 * players_;
  } else {
    phase_ = Phase::deal_lots;
  }
}

std::vector<Move> AuctionWebState::round_moves() const {
  std::vector<Move> moves;
  if (phase_ == Phase::draft_keep) {
    for (int property : player(turn_).draft_offer)
      moves.push_back(make_move(Kind::keep, property));
  } else {  // mochi
    for (int lot = 0; lot < static_cast<int>(lots_.size()); ++lot) {
      moves.push_back(make_move(Kind::mochi, lot));
    }
    moves.push_back(make_move(Kind::decline));
  }
  std::sort(moves.begin(), moves.end());
  moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
  return moves;
}

void AuctionWebState::round_move(Move move, Log& log) {
  const int a = first_of(move);
  auto& pile = piles_[static_cast<std::size_t>(round_ - 1)];
  const std::size_t wanted =
      static_cast<std::size_t>(cards_->lots_per_round[static_cast<std::size_t>(players_)]);
  switch (phase_) {
    case Phase::draft_deal: {
      pile.erase(std::find(pile.begin(), pile.end(), a));
      player(dealing_).draft_offer.push_back(a);
      log.to(dealing_, "You are dealt " + property_name(a) + " for the draft.");
      dealing_ = (dealing_ + 1) % players_;
      if (--draws_left_ == 0 || pile.empty()) {
        phase_ = Phase::draft_keep;
        turn_ = first_;
      }
      return;
    }
    case Phase::draft_keep: {
      player(turn_).draft_kept = a;
      log.to(turn_, "You keep " + property_name(a) + ".");
      log.to(Audience::everyone().without(turn_), seat_text(turn_) + " keeps a property.");
      turn_ = (turn_ + 1) % players_;
      if (turn_ != first_) return;
      // Everyone has chosen: the kept cards go up together and the others are
      // discarded unseen, so a short pile makes a round of fewer properties.
      for (Seat seat : seats_from(first_)) {
        Player& p = player(seat);
        for (int property : p.draft_offer) {
          if (property == p.draft_kept) {
            lots_.push_back({property, -1, false, {}});
            const std::string lot = lot_text(static_cast<int>(lots_.size()) - 1);
            log.to_all(Words(seat_text(seat) + " puts " + lot + " up for auction.")
                           .by(seat, "You put " + lot + " up for auction."));
          } else {
            log.to(seat, "You discard " + property_name(property) + ".");
          }
        }
        p.draft_offer.clear();
        p.draft_kept = -1;
      }
      phase_ = Phase::deal_lots;
      if (lots_.size() >= wanted || pile.empty()) return after_lots_dealt(log);
      return;
    }
    case Phase::deal_lots:
      pile.erase(std::find(pile.begin(), pile.end(), a));
      lots_.push_back({a, -1, false, {}});
      log.to_all(lot_text(static_cast<int>(lots_.size()) - 1) + " is up for auction.");
      if (lots_.size() >= wanted || pile.empty()) after_lots_dealt(log);
      return;
    case Phase::mochi: {
      if (kind_of(move) == Kind::decline) return next_step(log);
      unused_holding(turn_, Ability::mochi_waterfall)->used = true;
      focus_ = a;
      const std::string what = "Mochi Waterfall: " + lot_text(a) + " is discarded and replaced.";
      log.to_all(Words(seat_text(turn_) + " uses " + what).by(turn_, "You use " + what));
      phase_ = Phase::mochi_draw;
      return;
    }
    case Phase::mochi_draw:
      pile.erase(std::find(pile.begin(), pile.end(), a));
      lots_[static_cast<std::size_t>(focus_)] = {a, -1, false, {}};
      log.to_all(lot_text(focus_) + " is up for auction.");
      return next_step(log);
    default:
      return;
  }
}

void AuctionWebState::after_lots_dealt(Log& log) {
  // In later rounds the cleanup's draws are still owed; they end by planning this.
  if (steps_.empty()) plan_bidding();
  next_step(log);
}

void AuctionWebState::plan_bidding() {
  // Before bidding: each Mochi Waterfall owner in turn may replace a property, while
  // the round's pile has a card to replace it with.
  steps_.push_back({Phase::bidding, 0, -1});
  const auto order = seats_from(first_);
  for (auto seat = order.rbegin(); seat != order.rend(); ++seat) {
    for (const Holding& h : player(*seat).properties) {
      if (!h.used && h.round < round_ &&
          cards_->properties[static_cast<std::size_t>(h.card)].ability ==
              Ability::mochi_waterfall) {
        steps_.push_back({Phase::mochi, *seat, h.card});
      }
    }
  }
}

void AuctionWebState::begin_bidding(Log& log) {
  for (Seat seat : seats_from(first_)) {
    if (!owns_unused(seat, Ability::near_meat_burger)) continue;
    std::string values;
    for (int card : player(seat).hand) {
      show_to_all(card);
      values += " " + std::to_string(value_of(card));
    }
    const std::string hand = (values.empty() ? std::string(" nothing") : values) + ".";
    log.to_all(Words(seat_text(seat) + "'s Near Meat Burger shows their hand:" + hand)
                   .by(seat, "Your Near Meat Burger shows your hand:" + hand));
  }
  phase_ = Phase::bidding;
  turn_ = first_;
}

std::vector<Move> AuctionWebState::bidding_moves() const {
  std::vector<Move> moves = {make_move(Kind::pass)};
  const Player& me = player(turn_);
  for (int card : me.hand) {
    for (int lot = 0; lot < static_cast<int>(lots_.size()); ++lot) {
      const int leader = lots_[static_cast<std::size_t>(lot)].bid;
      if (leader >= 0 && owner_of(leader) == turn_) continue;  // never outbid yourself
      moves.push_back(make_move(Kind::bid, value_of(card), lot));
    }
  }
  const auto face_down = face_down_lots(false);
  if (owns_unused(turn_, Ability::litcoin_atm)) {
    for (std::size_t i = 0; i < face_down.size(); ++i) {
      for (std::size_t j = i + 1; j < face_down.size(); ++j) {
        moves.push_back(make_move(Kind::atm, face_down[i], face_down[j]));
      }
    }
  }
  if (owns_unused(turn_, Ability::pachinko)) {
    for (int lot : face_down_lots(true))
      moves.push_back(make_move(Kind::pachinko, lot));
  }
  std::sort(moves.begin(), moves.end());
  moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
  return moves;
}

void AuctionWebState::bid(Seat seat, int value, int lot_index, Log& log) {
  const int card = take_from_hand(seat, value);
  forget_hand(seat);
  Lot& lot = lots_[static_cast<std::size_t>(lot_index)];
  const std::string where = lot_text(lot_index);
  // Kombucha Boba makes its owner's Encryption bids open.
  const bool face_up =
      value == encryption &&
      std::any_of(player(seat).properties.begin(), player(seat).properties.end(),
                  [&](const Holding& h) {
                    return cards_->properties[static_cast<std::size_t>(h.card)].ability ==
                           Ability::kombucha_boba;
                  });
  for (Seat other = 0; other < players_; ++other) {
    if (other != seat)
      knows_[static_cast<std::size_t>(other * players_ * cards_->deck_size() + card)] = 0;
  }
  if (face_up) show_to_all(card);
  log.to_all(Words(seat_text(seat) + " bids " + (face_up ? litcoin(card) + " face up" : "a card") +
                   " on " + where + ".")
                 .by(seat, "You bid " + litcoin(card) + (face_up ? " face up" : "") + " on " +
                               where + "."));
  if (lot.bid < 0) {
    lot = {lot.property, card, face_up, {}, false};
    return end_turn(log);
  }
  const int holder = lot.bid;
  learn(seat, holder);  // the comparison is private: only the bidder sees both
  log.to(seat, "It meets " + litcoin(holder) + " of " + seat_text(owner_of(holder)) + ".");
  if (beats(card, holder)) {
    discard_card(holder);
    lot = {lot.property, card, face_up, {value_of(holder)}, true};
    const std::string beaten = litcoin(holder) + " is discarded.";
    log.to_all(
        Words(seat_text(seat) + " now leads on " + where + "; " + seat_text(owner_of(holder)) +
              "'s " + beaten)
            .by(seat,
                "You now lead on " + where + "; " + seat_text(owner_of(holder)) + "'s " + beaten)
            .to(owner_of(holder), seat_text(seat) + " now leads on " + where + "; your " + beaten));
    return end_turn(log);
  }
  discard_card(card);
  lot.beaten.push_back(value);
  const std::string fails =
      litcoin(card) + " does not beat the card on " + where + " and is discarded.";
  log.to_all(Words(seat_text(seat) + "'s " + fails).by(seat, "Your " + fails));
  if (lowball_possible(value)) {
    lowball_ = value;
    phase_ = Phase::lowball;
    return;
  }
  end_turn(log);
}

void AuctionWebState::end_turn(Log& log) {
  lowball_ = -1;
  target_ = -1;
  revealed_ = -1;
  phase_ = Phase::bidding;
  if (player(turn_).hand.empty()) {
    log.to_all(Words(seat_text(turn_) + " has bid their last card: the round ends.")
                   .by(turn_, "You have bid your last card: the round ends."));
    return start_cleanup(log);
  }
  next_bidder(log);
}

void AuctionWebState::next_bidder(Log& log) {
  for (int step = 1; step <= players_; ++step) {
    const Seat seat = (turn_ + step) % players_;
    if (!player(seat).passed) {
      turn_ = seat;
      return;
    }
  }
  log.to_all("Everyone has passed: the round ends.");
  start_cleanup(log);
}

std::vector<Seat> AuctionWebState::seats_from(Seat start) const {
  std::vector<Seat> order;
  for (int i = 0; i < players_; ++i)
    order.push_back((start + i) % players_);
  return order;
}

}  // namespace gavel::auction_web
