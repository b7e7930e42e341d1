#pragma once
// Cosmic Encounter's moves as codes: kind * 100,000 + what the kind needs. The text
// notation (notation.cpp, the man page's COSMIC ENCOUNTER) is what everyone else
// speaks. PLANET is a colour's letter and the planet's number ("R3", "B1"); SEAT a
// seat number; CARD a card's name (cards.h).
//
//   draw CARD | destiny COLOUR|wild|SPECIAL | take CARD | alien ALIEN     chance
//   regroup to PLANET
//   attack PLANET of SEAT | reestablish PLANET | draw again | against SEAT
//   aim at PLANET | launch from PLANET | ally from PLANET | land from PLANET
//   lose from PLANET | done
//   invite SEAT.. | invite none | join offense | join defense | decline
//   play CARD | play CARD with KICKER | reinforce offense|defense with CARD | pass
//   play CARD [on SEAT..] [to PLANET]                                     in a window
//   reward card | reward deck | reward ship to PLANET
//   offer GIVE for GET | lucre N for M | accept | refuse | land on PLANET | give CARD
//   encounter again | end turn
//   keep ALIEN | trade hands | keep hands | call upset | no upset
//   tech TECH (chance) | keep tech TECH | research from PLANET | complete tech
//   use tech | use tech for CARD | use tech to PLANET | no tech
//   invest N on PLANET | lucre for | lucre against | reward lucre                 Lucre
//   auction SLOT bid N | bid N | pay | pay with PLANET | carry out | discard auction
//   choose CARD | choose none | discard CARD | move PLANET to PLANET | free to PLANET
//   auction CARD (chance: a card drawn into the market)

#include <bit>
#include <cstdint>
#include <string>

#include "gavel/core/state.h"

namespace gavel::cosmic {

enum class Kind {
  chance = 0,  // a card drawn or taken (its id), or a destiny card
  regroup = 1,
  attack_colony = 2,  // own colour drawn: planet * 8 + the colony's owner
  reestablish = 3,
  draw_again = 4,
  against = 5,
  aim = 6,
  launch_from = 7,
  ally_from = 8,
  land_from = 9,
  lose_from = 10,
  done = 11,
  invite = 12,  // a set of seats, one bit each
  join = 13,    // 1 offense, 2 defense
  decline = 14,
  play = 15,       // a card id
  reinforce = 16,  // side * 1000 + a card id
  pass = 17,
  reward = 18,  // 0 a cosmic card, 1 a Reward card, 2 + planet a ship to that planet
  offer = 19,   // Terms::offer_code(), or Terms::capped_code() with deals = capped
  accept = 20,
  refuse = 21,
  land_on = 22,
  give = 23,  // a card id
  encounter_again = 24,
  end_turn = 25,
  keep_alien = 26,   // an alien
  power = 27,        // 1 use it (Trader: swap hands; Loser: call an upset), 0 not
  use = 28,          // a card played in a window: target * 1000 + the card's id (Target)
  play_kicked = 35,  // an encounter card with a Kicker: card id * 8 + the Kicker's multiplier
  // Techs (tech.cpp): 40 to 45.
  research = 40,       // a ship from that colony onto one's tech
  complete_tech = 41,  // its ships reach its cost: it works from now on
  use_tech = 42,       // a once-only tech: 0, or 1 + a discarded card's id, or 1000 + a planet
  skip_tech = 43,      // "no tech"
  keep_tech = 44,      // a tech's id
  // Lucre (lucre.h): 45 to 55.
  invest = 45,        // planet * 100 + the Lucre invested there
  lucre_count = 46,   // 1: invested Lucre adds to its owner's side; 2: takes from the other
  call_auction = 47,  // the market slot * 100 + the first bid
  bid = 48,           // the bid
  pay = 49,           // 0 in free Lucre; 1 + a planet: one Lucre invested there pays 2
  carry_out = 50,     // 1 carry the card out, 0 discard it
  choose = 51,        // 1 + a card drawn to choose from, 0 none
  discard = 52,       // a card of the hand
  move_ship = 53,     // from * 100 + to
  free_to = 54,       // a planet
  reward_lucre = 55,  // a defensive ally takes an invested Lucre as its reward
  offer_lucre = 56,   // the Lucre of an offer: Terms::lucre_code()
};

inline constexpr std::int32_t kind_step = 100'000;
inline constexpr int use_to_planet = 1000;  // Kind::use_tech: a planet's payload starts here

inline Kind kind_of(Move move) {
  return static_cast<Kind>(move.code / kind_step);
}
inline int payload_of(Move move) {
  return move.code % kind_step;
}
inline Move make_move(Kind kind, int payload = 0) {
  return Move{static_cast<std::int32_t>(kind) * kind_step + payload};
}

// What a card played in a window aims at: nothing, seats (one bit each, below
// planet_target), or a planet.
struct Target {
  static constexpr int none = 0;
  static constexpr int planet_target = 40;  // + the planet
  static Move use(int card, int target) { return make_move(Kind::use, target * 1000 + card); }
  static int card_of(Move move) { return payload_of(move) % 1000; }
  static int of(Move move) { return payload_of(move) / 1000; }
  // The one seat a target names, or nobody (no seat, several, or a planet).
  static Seat seat_of(int target) {
    if (target <= 0 || target >= planet_target ||
        !std::has_single_bit(static_cast<unsigned>(target)))
      return nobody;
    return static_cast<Seat>(std::countr_zero(static_cast<unsigned>(target)));
  }
};

enum class Side : std::int8_t { none = 0, offense = 1, defense = 2 };

// A deal's terms, as the side making the offer sees them: what it gives and what it
// gets. A colony given lets the other land ships on a planet of the giver's home
// system; cards given are chosen by the giver; Lucre (lucre.h) changes hands at once,
// but does not by itself make a deal.
//
// An offer is made in two moves: `offer GIVE for GET` (colonies and cards), then with
// Lucre `lucre N for M`. Tables with the option deals = capped, the rule the earlier
// Gavel played, make it in one move of the older codes (below free_offers): at most
// three cards each way and five Lucre one way.
struct Terms {
  bool give_colony = false;
  int give_cards = 0;
  bool get_colony = false;
  int get_cards = 0;
  int give_lucre = 0;
  int get_lucre = 0;

  static constexpr int most_cards = 127;  // a hand never holds as many
  static constexpr int most_lucre = 99;   // each way, in one deal
  static constexpr int capped_cards = 3;  // deals = capped
  static constexpr int capped_lucre = 5;
  static constexpr int free_offers = 4096;  // Kind::offer codes from here are uncapped

  // Kind::offer's payload: the colonies and cards of the terms.
  int offer_code() const {
    return free_offers + (give_colony ? 1 : 0) + (get_colony ? 2 : 0) + 4 * give_cards +
           512 * get_cards;
  }
  // Kind::offer_lucre's payload.
  int lucre_code() const { return give_lucre + 100 * get_lucre; }
  // A capped table's Kind::offer payload: everything in one move.
  int capped_code() const {
    return (give_colony ? 1 : 0) + (get_colony ? 2 : 0) + 4 * give_cards + 16 * get_cards +
           64 * (give_lucre + 8 * get_lucre);
  }
  // The terms an offer's payload names, of either kind; the Lucre of a free offer
  // comes with its second move.
  static Terms of_offer(int payload) {
    if (payload < free_offers)
      return {(payload & 1) != 0, (payload / 4) % 4,  (payload & 2) != 0,
              (payload / 16) % 4, (payload / 64) % 8, payload / 512};
    const int code = payload - free_offers;
    return {(code & 1) != 0, (code / 4) % 128, (code & 2) != 0, code / 512};
  }
  Terms with_lucre(int lucre_payload) const {
    Terms terms = *this;
    terms.give_lucre = lucre_payload % 100;
    terms.get_lucre = lucre_payload / 100;
    return terms;
  }
  // The whole terms in one number, as the encounter and the view hold them.
  int code() const { return offer_code() + (free_offers * 32) * lucre_code(); }
  static Terms of(int code) {
    return of_offer(code % (free_offers * 32)).with_lucre(code / (free_offers * 32));
  }
  bool moves_something() const {
    return give_colony || get_colony || give_cards > 0 || get_cards > 0;
  }
  bool operator==(const Terms&) const = default;
};

// One side of a deal's terms in words: "a colony, 2 cards and 1 Lucre", or "nothing".
std::string deal_side_words(bool colony, int cards, int lucre);

}  // namespace gavel::cosmic
