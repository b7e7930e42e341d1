// The Auction cards carried out (lucre.h): draws to choose from, a card discarded,
// ships moved, freed or sent to re-establish a colony, a step of research, and the
// extra encounters, after which the Start of Turn's auctions go on.

#include <algorithm>

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

const AuctionCard& won(const S& s) {
  return s.cards().auctions[static_cast<std::size_t>(s.auctions().card)];
}

}  // namespace

void Rules::legal_auction_card(const S& s, std::vector<Move>& moves) {
  const Auctions& a = s.auctions_;
  const Seat seat = a.high;
  switch (s.phase_) {
    case Phase::carry_out:
      moves.push_back(make_move(Kind::carry_out, 1));
      moves.push_back(make_move(Kind::carry_out, 0));
      break;
    case Phase::choose_drawn:
      for (CardId card : s.drawn_) {  // alike cards are one choice, as the notation names them
        const bool seen = std::any_of(s.drawn_.begin(), s.drawn_.end(), [&](CardId other) {
          return other < card && s.cards()[other] == s.cards()[card];
        });
        if (!seen) moves.push_back(make_move(Kind::choose, 1 + card));
      }
      moves.push_back(make_move(Kind::choose, 0));
      break;
    case Phase::discard_card:
      for (CardId card : one_of_each(s, seat, [](const Card&) { return true; }))
        moves.push_back(make_move(Kind::discard, card));
      break;
    case Phase::move_ships:
      if (a.count < a.limit) {
        const std::vector<int> from = colonies(s, seat);
        for (int source : from) {
          for (int target : from) {
            if (target != source)
              moves.push_back(make_move(Kind::move_ship, source * 100 + target));
          }
        }
      }
      moves.push_back(make_move(Kind::done));
      break;
    case Phase::free_ships: {
      if (a.count < a.limit && s.warp_[at(seat)] > 0) {
        std::vector<int> to = colonies(s, seat);
        if (to.empty()) to = home_planets(s, seat, false);
        for (int planet : to)
          moves.push_back(make_move(Kind::free_to, planet));
      }
      moves.push_back(make_move(Kind::done));
      break;
    }
    case Phase::rebirth:
      for (int planet : home_planets(s, seat, false))
        moves.push_back(make_move(Kind::reestablish, planet));
      break;
    case Phase::rebirth_land:
      if (a.count < max_launch) {
        for (int planet : colonies(s, seat)) {
          if (planet != a.planet) moves.push_back(make_move(Kind::land_from, planet));
        }
      }
      if (a.count > 0) moves.push_back(make_move(Kind::done));
      break;
    case Phase::extra_tech: {
      const Tech* tech = tech_of(s, seat);
      if (tech != nullptr && s.tech_stage_[seat] == TechStage::research) {
        if (s.research(seat) < tech->cost) {
          for (int planet : colonies(s, seat))
            moves.push_back(make_move(Kind::research, planet));
        } else {
          moves.push_back(make_move(Kind::complete_tech));
        }
      }
      moves.push_back(make_move(Kind::skip_tech));
      break;
    }
    default:
      break;
  }
}

// The card's effect begins: a phase of its own, or an encounter.
void Rules::carry_out_auction(S& s, Log& log) {
  Auctions& a = s.auctions_;
  const AuctionCard& card = won(s);
  const Seat seat = a.high;
  log.to_all(Words(seat_words(seat) + " carries out " + card.name + ": " + card.text)
                 .by(seat, "You carry out " + card.name + "."));
  a.limit = card.amount;
  switch (card.effect) {
    case AuctionEffect::best_cosmic:
      queue(s, {Draw::From::cosmic, seat, seat, card.amount, true});
      s.phase_ = Phase::choose_drawn;
      return;
    case AuctionEffect::best_reward:
      queue(s, {Draw::From::reward, seat, seat, card.amount, true});
      s.phase_ = Phase::choose_drawn;
      return;
    case AuctionEffect::best_flare:
      queue(s, {Draw::From::flare, seat, seat,
                std::min<int>(card.amount, static_cast<int>(s.unused_flares_.size())), true});
      s.phase_ = Phase::choose_drawn;
      return;
    case AuctionEffect::discard:
      s.phase_ = s.hand(seat).empty() ? Phase::call_auction : Phase::discard_card;
      break;
    case AuctionEffect::extra_tech:
      s.phase_ = Phase::extra_tech;
      return;
    case AuctionEffect::move_all:
      a.limit = ships_on_colonies(s, seat);
      s.phase_ = Phase::move_ships;
      return;
    case AuctionEffect::move_ships:
      s.phase_ = Phase::move_ships;
      return;
    case AuctionEffect::free_ships:
      s.phase_ = Phase::free_ships;
      return;
    case AuctionEffect::rebirth:
      s.phase_ = home_planets(s, seat, false).empty() || ships_on_colonies(s, seat) == 0
                     ? Phase::call_auction
                     : Phase::rebirth;
      break;
    case AuctionEffect::extra_encounter:
    case AuctionEffect::extra_home:
    case AuctionEffect::extra_deal:
      begin_extra(s, card.effect, log);
      return;
  }
  if (s.phase_ == Phase::call_auction) {
    log.to_all("It has nothing to act on.");
    auction_done(s);
  }
}

// An encounter won at auction: the winner is the offense at once; when it ends the turn
// it interrupted goes on with its auctions.
void Rules::begin_extra(S& s, AuctionEffect effect, Log& log) {
  Auctions& a = s.auctions_;
  const Seat winner = a.high;
  a.turn = s.encounter_.offense;
  s.encounter_ = Encounter{};
  s.encounter_.offense = winner;
  s.encounter_.extra = effect == AuctionEffect::extra_home   ? Encounter::Extra::home
                       : effect == AuctionEffect::extra_deal ? Encounter::Extra::deal
                                                             : Encounter::Extra::encounter;
  s.auction_discard_.push_back(a.card);
  a.card = -1;
  if (!has_encounter_card(s, winner)) {
    discard_hand(s, winner, log);
    queue(s, {Draw::From::cosmic, winner, winner, hand_size});
  }
  begin_regroup(s);
}

// The extra encounter is over: back to the Start of Turn it interrupted.
void Rules::end_extra(S& s) {
  Auctions& a = s.auctions_;
  const Seat winner = s.encounter_.offense;
  s.encounter_ = Encounter{};
  s.encounter_.offense = a.turn;
  a.turn = nobody;
  a.high = nobody;
  a.asking = winner;
  s.phase_ = Phase::call_auction;
  next_caller(s);
}

void Rules::play_auction_card(S& s, Move move, Log& log) {
  Auctions& a = s.auctions_;
  const Seat seat = a.high;
  const int payload = payload_of(move);
  switch (kind_of(move)) {
    case Kind::carry_out:
      if (payload == 1) {
        carry_out_auction(s, log);
        return;
      }
      log.to_all(Words(seat_words(seat) + " discards " + won(s).name + " unused.")
                     .by(seat, "You discard " + won(s).name + " unused."));
      break;
    case Kind::choose: {
      for (CardId card : s.drawn_) {
        if (card == payload - 1) {
          auto& hand = s.hands_[seat];
          hand.insert(std::upper_bound(hand.begin(), hand.end(), card), card);
        } else if (s.cards()[card].kind == CardKind::flare) {
          s.unused_flares_.push_back(card);
        } else {
          discard(s, card);
        }
      }
      std::sort(s.unused_flares_.begin(), s.unused_flares_.end());
      const int dropped = static_cast<int>(s.drawn_.size()) - (payload > 0 ? 1 : 0);
      s.drawn_.clear();
      const std::string rest =
          dropped == 0 ? "" : "; the other" + std::string(dropped == 1 ? " goes" : "s go");
      log.to_all(
          Words(seat_words(seat) + (payload > 0 ? " keeps one" : " keeps none") + rest +
                (dropped == 0                                 ? "."
                 : won(s).effect == AuctionEffect::best_flare ? " back among the unused flares."
                                                              : " to the discards."))
              .by(seat, payload > 0 ? "You keep " + card_name(s.cards()[payload - 1]) + "."
                                    : std::string("You keep none.")));
      break;
    }
    case Kind::discard: {
      auto& hand = s.hands_[seat];
      hand.erase(std::find(hand.begin(), hand.end(), payload));
      discard(s, payload);
      log.to_all(Words(seat_words(seat) + " discards " + card_name(s.cards()[payload]) + ".")
                     .by(seat, "You discard " + card_name(s.cards()[payload]) + "."));
      break;
    }
    case Kind::move_ship: {
      const int from = payload / 100;
      const int to = payload % 100;
      --s.planets_[static_cast<std::size_t>(from)][at(seat)];
      ++s.planets_[static_cast<std::size_t>(to)][at(seat)];
      ++a.count;
      log.to_all(Words(seat_words(seat) + " moves a ship from " + s.planet_name(from) + " to " +
                       s.planet_name(to) + ".")
                     .by(seat, "You move a ship from " + s.planet_name(from) + " to " +
                                   s.planet_name(to) + "."));
      return;
    }
    case Kind::free_to:
      --s.warp_[at(seat)];
      ++s.planets_[static_cast<std::size_t>(payload)][at(seat)];
      ++a.count;
      log.to_all(
          Words(seat_words(seat) + " frees a ship from the warp to " + s.planet_name(payload) + ".")
              .by(seat, "You free a ship from the warp to " + s.planet_name(payload) + "."));
      return;
    case Kind::reestablish:
      a.planet = payload;
      s.phase_ = Phase::rebirth_land;
      return;
    case Kind::land_from:
      --s.planets_[static_cast<std::size_t>(payload)][at(seat)];
      ++s.planets_[static_cast<std::size_t>(a.planet)][at(seat)];
      ++a.count;
      return;
    case Kind::done:
      if (s.phase_ == Phase::rebirth_land) {
        log.to_all(Words(seat_words(seat) + " re-establishes its colony on " +
                         s.planet_name(a.planet) + " with " + counted(a.count, "ship", "ships") +
                         ".")
                       .by(seat, "You re-establish your colony on " + s.planet_name(a.planet) +
                                     " with " + counted(a.count, "ship", "ships") + "."));
      } else if (a.count == 0) {
        const std::string verb = s.phase_ == Phase::free_ships ? "free" : "move";
        log.to_all(Words(seat_words(seat) + " " + verb + "s no ship.")
                       .by(seat, "You " + verb + " no ship."));
      }
      break;
    case Kind::research:
    case Kind::complete_tech:
    case Kind::skip_tech:
      if (tech_of(s, seat) == nullptr) {
        log.to_all(Words(seat_words(seat) + " has no tech to research.")
                       .by(seat, "You have no tech to research."));
        break;
      }
      s.tech_turns_.insert(s.tech_turns_.begin(), seat);
      play_tech(s, move, log);
      break;
    default:
      return;
  }
  auction_done(s);
}

}  // namespace gavel::cosmic
