// The lowball abilities of a discarded bid (Ledger Balance, Stocks Buyback, Hack a
// Private Key, Data Mining) and the two properties used during a bidding turn
// (Litcoin ATM, Pachinko), which act the same way on the board.

#include <algorithm>

#include "gavel/games/auction_web/moves.h"
#include "gavel/games/auction_web/state.h"

namespace gavel::auction_web {

std::vector<int> AuctionWebState::face_down_lots(bool others_only) const {
  std::vector<int> lots;
  for (int lot = 0; lot < static_cast<int>(lots_.size()); ++lot) {
    const Lot& l = lots_[static_cast<std::size_t>(lot)];
    if (l.bid < 0 || l.face_up) continue;
    if (others_only && owner_of(l.bid) == turn_) continue;  // your own card needs no look
    lots.push_back(lot);
  }
  return lots;
}

bool AuctionWebState::lowball_possible(int value) const {
  const auto with_cards = [&](bool others_only) {
    for (Seat seat = 0; seat < players_; ++seat) {
      if ((!others_only || seat != turn_) && !player(seat).hand.empty()) return true;
    }
    return false;
  };
  switch (value) {
    case ledger_balance:  // "any player": the bidder's own hand too
      return with_cards(false);
    case data_mining:
      return with_cards(true);
    case stocks_buyback:
      return face_down_lots(false).size() >= 2;
    case hack_a_private_key:
      return !face_down_lots(true).empty();
    default:
      return false;  // Extortion, Encryption and Cash have no lowball
  }
}

std::vector<Move> AuctionWebState::lowball_moves() const {
  if (phase_ == Phase::ledger_decide) {
    return {make_move(Kind::ledger_return), make_move(Kind::ledger_discard)};
  }
  std::vector<Move> moves = {make_move(Kind::decline)};
  switch (lowball_) {
    case ledger_balance:
    case data_mining:
      for (Seat seat = 0; seat < players_; ++seat) {
        if ((seat == turn_ && lowball_ == data_mining) || player(seat).hand.empty()) continue;
        moves.push_back(make_move(lowball_ == ledger_balance ? Kind::ledger : Kind::mine, seat));
      }
      break;
    case stocks_buyback: {
      const auto lots = face_down_lots(false);
      for (std::size_t i = 0; i < lots.size(); ++i) {
        for (std::size_t j = i + 1; j < lots.size(); ++j) {
          moves.push_back(make_move(Kind::buyback, lots[i], lots[j]));
        }
      }
      break;
    }
    case hack_a_private_key:
      for (int lot : face_down_lots(true))
        moves.push_back(make_move(Kind::hack, lot));
      break;
    default:
      break;
  }
  std::sort(moves.begin(), moves.end());
  return moves;
}

void AuctionWebState::swap_bids(int first, int second) {
  // Each card keeps its owner, so the owners trade which property they lead.
  Lot& a = lots_[static_cast<std::size_t>(first)];
  Lot& b = lots_[static_cast<std::size_t>(second)];
  std::swap(a.bid, b.bid);
  std::swap(a.face_up, b.face_up);
  std::swap(a.beaten, b.beaten);
  std::swap(a.took, b.took);
}

void AuctionWebState::lowball_move(Move move, Log& log) {
  const int a = first_of(move);
  const int b = second_of(move);
  const auto look = [&](int lot, const std::string& how) {
    const int card = lots_[static_cast<std::size_t>(lot)].bid;
    learn(turn_, card);
    // The owner is told too: they learn that their card is known.
    const Seat owner = owner_of(card);
    const std::string looks = how + " to look at the card on " + lot_text(lot);
    log.to_all(Words(seat_text(turn_) + " uses " + looks + ".")
                   .by(turn_, "You use " + looks + ": it is " + your_or_seats(turn_, owner) + " " +
                                  litcoin(card) + ".")
                   .to(owner, seat_text(turn_) + " uses " + looks + ": they see your " +
                                  litcoin(card) + "."));
  };
  switch (kind_of(move)) {
    case Kind::atm:
      unused_holding(turn_, Ability::litcoin_atm)->used = true;
      swap_bids(a, b);
      log.to_all(Words(seat_text(turn_) + " uses Litcoin ATM: the cards on " + lot_text(a) +
                       " and " + lot_text(b) + " change places.")
                     .by(turn_, "You use Litcoin ATM: the cards on " + lot_text(a) + " and " +
                                    lot_text(b) + " change places."));
      return;  // still this seat's turn to bid or pass
    case Kind::pachinko:
      unused_holding(turn_, Ability::pachinko)->used = true;
      look(a, "Pachinko");
      return;
    case Kind::decline:
      return end_turn(log);
    case Kind::buyback:
      swap_bids(a, b);
      log.to_all(Words(seat_text(turn_) + " uses Stocks Buyback: the cards on " + lot_text(a) +
                       " and " + lot_text(b) + " change places.")
                     .by(turn_, "You use Stocks Buyback: the cards on " + lot_text(a) + " and " +
                                    lot_text(b) + " change places."));
      return end_turn(log);
    case Kind::hack:
      look(a, "Hack a Private Key");
      return end_turn(log);
    case Kind::mine: {
      const Player& target = player(a);
      const int highest =
          *std::max_element(target.hand.begin(), target.hand.end(),
                            [&](int x, int y) { return value_of(x) < value_of(y); });
      learn(turn_, highest);
      log.to_all(Words(seat_text(turn_) + " uses Data Mining: " + seat_text(a) +
                       " shows them their highest card.")
                     .by(turn_, "You use Data Mining: " + your_or_seats(turn_, a) +
                                    " highest card is " + litcoin(highest) + ".")
                     .to(a, seat_text(turn_) + " uses Data Mining: you show them your " +
                                litcoin(highest) + "."));
      return end_turn(log);
    }
    case Kind::ledger:
      target_ = a;
      log.to_all(Words(seat_text(turn_) + " uses Ledger Balance on " +
                       (a == turn_ ? std::string("their own hand") : seat_text(a)) + ".")
                     .by(turn_, "You use Ledger Balance on " +
                                    (a == turn_ ? std::string("your own hand") : seat_text(a)) +
                                    ".")
                     .to(a, seat_text(turn_) + " uses Ledger Balance on you."));
      phase_ = Phase::ledger_reveal;
      return;
    case Kind::reveal:
      revealed_ = a;
      learn(turn_, a);
      log.to(
          Audience::only(turn_).with(target_),
          Words(seat_text(turn_) + " sees " + seat_text(target_) + "'s " + litcoin(a) + ".")
              .by(turn_, target_ == turn_ ? "Ledger Balance picks your " + litcoin(a) + "."
                                          : seat_text(target_) + " shows you " + litcoin(a) + ".")
              .to(target_, seat_text(turn_) + " sees your " + litcoin(a) + "."));
      phase_ = Phase::ledger_decide;
      return;
    case Kind::ledger_return:
      if (target_ == turn_) {
        log.to_all(Words(seat_text(turn_) + " keeps the card.").by(turn_, "You keep the card."));
      } else {
        log.to_all(Words(seat_text(turn_) + " lets " + seat_text(target_) + " keep the card.")
                       .by(turn_, "You let " + seat_text(target_) + " keep the card.")
                       .to(target_, seat_text(turn_) + " lets you keep the card."));
      }
      return end_turn(log);
    case Kind::ledger_discard: {
      Player& target = player(target_);
      target.hand.erase(std::find(target.hand.begin(), target.hand.end(), revealed_));
      discard_card(revealed_);
      log.to_all(
          Words(seat_text(target_) + " discards " + litcoin(revealed_) + " and draws a card.")
              .by(target_, "You discard " + litcoin(revealed_) + " and draw a card."));
      if (!refill_deck(target_, log)) return end_turn(log);
      dealing_ = target_;
      phase_ = Phase::ledger_redraw;
      return;
    }
    case Kind::dealt:  // Ledger Balance's replacement card
      draw_into_hand(target_, a, log);
      return end_turn(log);
    default:
      return;
  }
}

}  // namespace gavel::auction_web
