// Negotiate against negotiate: the main players make offers in turn, the offense
// first, at most max_offers each. An offer moves a colony or cards or both (any
// number of the hands' cards each way), and with Lucre any free Lucre each way too,
// said in a second move (moves.h, Terms); the other accepts or refuses, and a refusal lets
// the refuser offer next while it has offers left. An accepted deal moves what it
// says (colonies landed, cards given, each chosen by the player who acts); when the
// offers run out each main player sends failed_deal_ships ships to the warp.

#include <algorithm>

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

Seat other_of(const S& s, Seat seat) {
  return seat == s.encounter().offense ? s.encounter().defense : s.encounter().offense;
}

std::size_t side_of(const S& s, Seat seat) {
  return static_cast<std::size_t>(seat == s.encounter().offense ? Side::offense : Side::defense);
}

std::string terms_words(const Terms& terms) {
  return deal_side_words(terms.give_colony, terms.give_cards, terms.give_lucre) + " for " +
         deal_side_words(terms.get_colony, terms.get_cards, terms.get_lucre);
}

// Lucre agreed in a deal changes hands at once.
void pay_deal_lucre(S& s, Seat from, Seat to, int amount, Log& log) {
  Rules::transfer(s, from, to, amount);
  const std::string lucre = Rules::lucre_words(amount);
  log.to_all(Words(Rules::seat_words(from) + " pays " + Rules::seat_words(to) + " " + lucre + ".")
                 .by(from, "You pay " + Rules::seat_words(to) + " " + lucre + ".")
                 .to(to, Rules::seat_words(from) + " pays you " + lucre + "."));
}

// The offers open to `maker`: a colony each way that can be landed on, and cards of
// the two hands. With deals = capped, at most three cards each way, and up to five
// Lucre one way in the same move; otherwise any cards, the Lucre coming next.
void offers(const S& s, Seat maker, Seat other, std::vector<Move>& moves) {
  const int cap = s.capped_deals() ? Terms::capped_cards : Terms::most_cards;
  const int my_cards = std::min<int>(cap, static_cast<int>(s.hand(maker).size()));
  const int their_cards = std::min<int>(cap, static_cast<int>(s.hand(other).size()));
  const bool they_can_land = Rules::ships_on_colonies(s, other) > 0;
  const bool i_can_land = Rules::ships_on_colonies(s, maker) > 0;
  const bool capped_lucre = s.capped_deals() && s.has_lucre();
  const int my_lucre = capped_lucre ? std::min(Terms::capped_lucre, s.lucre(maker)) : 0;
  const int their_lucre = capped_lucre ? std::min(Terms::capped_lucre, s.lucre(other)) : 0;
  for (int get = 0; get <= their_cards; ++get) {
    for (int give = 0; give <= my_cards; ++give) {
      for (int colonies = 0; colonies < 4; ++colonies) {
        const Terms terms{(colonies & 1) != 0, give, (colonies & 2) != 0, get};
        if (!terms.moves_something() || (terms.give_colony && !they_can_land) ||
            (terms.get_colony && !i_can_land))
          continue;
        if (!s.capped_deals()) {
          moves.push_back(make_move(Kind::offer, terms.offer_code()));
          continue;
        }
        moves.push_back(make_move(Kind::offer, terms.capped_code()));
        for (int lucre = 1; lucre <= my_lucre; ++lucre)
          moves.push_back(make_move(Kind::offer, terms.with_lucre(lucre).capped_code()));
        for (int lucre = 1; lucre <= their_lucre; ++lucre)
          moves.push_back(make_move(Kind::offer, terms.with_lucre(100 * lucre).capped_code()));
      }
    }
  }
}

}  // namespace

std::string deal_side_words(bool colony, int cards, int lucre) {
  std::vector<std::string> parts;
  if (colony) parts.emplace_back("a colony");
  if (cards > 0) parts.push_back(counted(cards, "card", "cards"));
  if (lucre > 0) parts.push_back(std::to_string(lucre) + " Lucre");
  if (parts.empty()) return "nothing";
  const std::string last = parts.back();
  parts.pop_back();
  return parts.empty() ? last : join(parts, ", ") + " and " + last;
}

void Rules::put_offer(S& s, Log& log) {
  Encounter& e = s.encounter_;
  const Seat maker = e.offering;
  const Seat other = other_of(s, maker);
  ++e.offers[side_of(s, maker)];
  const std::string words = terms_words(Terms::of(e.terms));
  log.to_all(Words(seat_words(maker) + " offers " + seat_words(other) + " " + words + ".")
                 .by(maker, "You offer " + words + ".")
                 .to(other, seat_words(maker) + " offers you " + words + "."));
  s.phase_ = Phase::deal_answer;
}

void Rules::fail_deal(S& s, Log& log) {
  Encounter& e = s.encounter_;
  // An Extra Deal won at auction costs its offense 2 ships and the defense 4.
  const bool extra = e.extra == Encounter::Extra::deal;
  log.to_all(extra ? "No deal: the offense loses " + std::to_string(extra_deal_offense_ships) +
                         " ships to the warp, the defense " +
                         std::to_string(extra_deal_defense_ships) + "."
                   : "No deal: each main player loses " + std::to_string(failed_deal_ships) +
                         " ships to the warp.");
  // A Crooked Deal moves one ship of the cost from its player to the other.
  const int shift = crooked(s, Side::offense) ? 1 : crooked(s, Side::defense) ? -1 : 0;
  if (shift != 0) {
    const Seat crook = shift > 0 ? e.offense : e.defense;
    log.to_all(Words("The Crooked Deal: " + seat_words(crook) + " loses one ship fewer, " +
                     seat_words(other_of(s, crook)) + " one more.")
                   .by(crook, "Your Crooked Deal: you lose one ship fewer, " +
                                  seat_words(other_of(s, crook)) + " one more.")
                   .to(other_of(s, crook), "The Crooked Deal: " + seat_words(crook) +
                                               " loses one ship fewer, you one more."));
  }
  for (Seat seat : {e.offense, e.defense}) {
    if (Rules::ships_go_home(s, seat)) continue;  // its ships would only go home
    if (Rules::has_tech(s, seat, TechEffect::envoys)) {
      const std::string name = Rules::tech_of(s, seat)->name;
      log.to_all(Words(Rules::seat_words(seat) + "'s " + name + " spares it the loss.")
                     .by(seat, "Your " + name + " spares you the loss."));
      continue;
    }
    const int base = !extra              ? failed_deal_ships
                     : seat == e.offense ? extra_deal_offense_ships
                                         : extra_deal_defense_ships;
    const int cost = base + (seat == e.offense ? -shift : shift);
    const int ships = std::min(cost, Rules::ships_on_colonies(s, seat));
    if (ships > 0) e.losses.emplace_back(seat, ships);
  }
  s.phase_ = Phase::deal_loss;
  if (e.losses.empty()) Rules::end_encounter(s, log);
}

// The next step of an accepted deal, or the encounter's end when none is left.
void Rules::next_step(S& s, Log& log) {
  Encounter& e = s.encounter_;
  while (!e.steps.empty()) {
    const Encounter::Step& step = e.steps.front();
    const bool can = step.land ? Rules::ships_on_colonies(s, step.seat) > 0
                               : !s.hand(step.seat).empty() && step.count > 0;
    if (can) {
      s.phase_ = step.land ? Phase::deal_land : Phase::deal_give;
      e.land_planet = -1;
      return;
    }
    e.steps.erase(e.steps.begin());
  }
  e.success = true;
  Rules::end_encounter(s, log);
}

void Rules::open_deal(S& s, Log& log) {
  Encounter& e = s.encounter_;
  for (Seat seat = 0; seat < s.players_; ++seat)
    send_home(s, seat);  // allies go home, and so do the offense's ships
  log.to_all(Words("Both sides negotiate: " + seat_words(e.offense) + " and " +
                   seat_words(e.defense) + " may make a deal.")
                 .by(e.offense, "Both sides negotiate: you may make a deal with " +
                                    seat_words(e.defense) + ".")
                 .to(e.defense, "Both sides negotiate: you may make a deal with " +
                                    seat_words(e.offense) + "."));
  e.offering = e.offense;
  s.phase_ = Phase::deal_offer;
  std::vector<Move> offers;
  legal_deal(s, offers);
  if (offers.empty()) fail_deal(s, log);
}

void Rules::legal_deal(const S& s, std::vector<Move>& moves) {
  const Encounter& e = s.encounter_;
  switch (s.phase_) {
    case Phase::deal_offer:
      offers(s, e.offering, other_of(s, e.offering), moves);
      break;
    case Phase::deal_lucre: {
      // Any Lucre each way, up to what each side holds free.
      const int mine = std::min(Terms::most_lucre, s.lucre(e.offering));
      const int theirs = std::min(Terms::most_lucre, s.lucre(other_of(s, e.offering)));
      for (int give = 0; give <= mine; ++give) {
        for (int get = 0; get <= theirs; ++get)
          moves.push_back(
              make_move(Kind::offer_lucre, Terms{false, 0, false, 0, give, get}.lucre_code()));
      }
      break;
    }
    case Phase::deal_answer:
      moves.push_back(make_move(Kind::accept));
      moves.push_back(make_move(Kind::refuse));
      break;
    case Phase::deal_land: {
      const Encounter::Step& step = e.steps.front();
      if (e.land_planet < 0) {
        const Seat giver = other_of(s, step.seat);
        for (int k = 0; k < s.per_home_; ++k)
          moves.push_back(make_move(Kind::land_on, giver * s.per_home_ + k));
        break;
      }
      for (int planet : colonies(s, step.seat)) {
        if (planet != e.land_planet) moves.push_back(make_move(Kind::land_from, planet));
      }
      // Done once a ship has landed, or when no other colony has one to send.
      if (step.count > 0 || moves.empty()) moves.push_back(make_move(Kind::done));
      break;
    }
    case Phase::deal_give:
      for (CardId card : one_of_each(s, e.steps.front().seat, [](const Card&) { return true; }))
        moves.push_back(make_move(Kind::give, card));
      break;
    case Phase::deal_loss:
      for (int planet : colonies(s, e.losses.front().first))
        moves.push_back(make_move(Kind::lose_from, planet));
      break;
    default:
      break;
  }
}

void Rules::play_deal(S& s, Move move, Log& log) {
  Encounter& e = s.encounter_;
  const int payload = payload_of(move);
  switch (kind_of(move)) {
    case Kind::offer: {
      e.terms = Terms::of_offer(payload).code();
      // Its Lucre, if any side has some, is the offer's second move.
      if (!s.capped_deals_ && s.with_lucre_ &&
          (s.lucre(e.offering) > 0 || s.lucre(other_of(s, e.offering)) > 0)) {
        s.phase_ = Phase::deal_lucre;
        return;
      }
      Rules::put_offer(s, log);
      return;
    }
    case Kind::offer_lucre:
      e.terms = Terms::of(e.terms).with_lucre(payload).code();
      Rules::put_offer(s, log);
      return;
    case Kind::accept: {
      const Seat maker = e.offering;
      const Seat other = other_of(s, maker);
      const Terms terms = Terms::of(e.terms);
      log.to_all(Words(seat_words(other) + " accepts: a deal.").by(other, "You accept: a deal."));
      if (terms.give_lucre > 0) pay_deal_lucre(s, maker, other, terms.give_lucre, log);
      if (terms.get_lucre > 0) pay_deal_lucre(s, other, maker, terms.get_lucre, log);
      if (terms.give_colony) e.steps.push_back({true, other, 0});
      if (terms.get_colony) e.steps.push_back({true, maker, 0});
      if (terms.give_cards > 0) e.steps.push_back({false, maker, terms.give_cards});
      if (terms.get_cards > 0) e.steps.push_back({false, other, terms.get_cards});
      open_window(s, Phase::deal_window, log);  // a Quash may still call it off
      return;
    }
    case Kind::refuse: {
      const Seat maker = e.offering;
      const Seat other = other_of(s, maker);
      log.to_all(Words(seat_words(other) + " refuses.").by(other, "You refuse."));
      const int most = most_offers(e.extra);
      if (e.offers[side_of(s, other)] < most) {
        e.offering = other;
      } else if (e.offers[side_of(s, maker)] >= most) {
        fail_deal(s, log);
        return;
      }
      s.phase_ = Phase::deal_offer;
      std::vector<Move> offers;
      legal_deal(s, offers);
      if (offers.empty()) fail_deal(s, log);
      return;
    }
    case Kind::land_on:
      e.land_planet = payload;
      return;
    case Kind::land_from:
    case Kind::done: {
      Encounter::Step& step = e.steps.front();
      if (kind_of(move) == Kind::land_from) {
        --s.planets_[static_cast<std::size_t>(payload)][at(step.seat)];
        ++s.planets_[static_cast<std::size_t>(e.land_planet)][at(step.seat)];
        ++step.count;
        if (step.count < max_launch &&
            ships_on_colonies(s, step.seat) > s.ships_on(e.land_planet)[at(step.seat)])
          return;
      }
      log.to_all(Words(seat_words(step.seat) + " lands " + counted(step.count, "ship", "ships") +
                       " on " + s.planet_name(e.land_planet) + ".")
                     .by(step.seat, "You land " + counted(step.count, "ship", "ships") + " on " +
                                        s.planet_name(e.land_planet) + "."));
      e.steps.erase(e.steps.begin());
      next_step(s, log);
      return;
    }
    case Kind::give: {
      Encounter::Step& step = e.steps.front();
      const Seat to = other_of(s, step.seat);
      auto& hand = s.hands_[step.seat];
      hand.erase(std::find(hand.begin(), hand.end(), payload));
      auto& theirs = s.hands_[to];
      theirs.insert(std::upper_bound(theirs.begin(), theirs.end(), payload), payload);
      const std::string name = card_name(s.cards()[payload]);
      log.to(Audience::everyone().without(step.seat).without(to),
             seat_words(step.seat) + " gives " + seat_words(to) + " a card.");
      log.to(step.seat, "You give " + seat_words(to) + " " + name + ".");
      log.to(to, seat_words(step.seat) + " gives you " + name + ".");
      taken(s, to, payload, log);
      if (--step.count == 0) e.steps.erase(e.steps.begin());
      next_step(s, log);
      return;
    }
    case Kind::lose_from: {
      auto& [seat, ships] = e.losses.front();
      --s.planets_[static_cast<std::size_t>(payload)][at(seat)];
      ++s.warp_[at(seat)];
      log.to_all(
          Words(seat_words(seat) + " sends a ship from " + s.planet_name(payload) + " to the warp.")
              .by(seat, "You send a ship from " + s.planet_name(payload) + " to the warp."));
      if (--ships == 0) e.losses.erase(e.losses.begin());
      if (e.losses.empty()) end_encounter(s, log);
      return;
    }
    default:
      return;
  }
}

}  // namespace gavel::cosmic
