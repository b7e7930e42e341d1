// Flares: one card for each alien in play, shuffled into the cosmic deck. Anyone but
// the alien plays its Wild; the alien's own player, while its power is on, plays its
// Super. A player plays at most one flare an encounter, in the window its text names,
// and the card goes back to the hand: it is never discarded by being played. A Card
// Zap cancels a flare as it does an artifact, and then the flare is discarded.
//
// Most flares bend a rule for the rest of the encounter: the rules ask wild() or
// super() at the one place each acts (the totals and compensation in resolution.cpp,
// the warp in galaxy.cpp, Planning in powers.cpp and planning.cpp, the Macron's
// launch). The Trader's, the Loser's, the Mutant's Wild and the Parasite's act at
// once, here.

#include <algorithm>
#include <cctype>

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

bool main_player(const S& s, Seat seat) {
  return seat == s.encounter().offense || seat == s.encounter().defense;
}

bool ally(const S& s, Seat seat) {
  return s.encounter().side[at(seat)] != Side::none;
}

// A negotiate against an attack, from `main`'s side: the Pacifist's encounter.
bool negotiates_against_attack(const S& s, Seat main) {
  if (!main_player(s, main)) return false;
  const bool offense = main == s.encounter().offense;
  return Rules::effective(s, offense ? Side::offense : Side::defense).kind == CardKind::negotiate &&
         Rules::effective(s, offense ? Side::defense : Side::offense).kind == CardKind::attack;
}

// Whether `seat` may play the flare of `alien` in the window now open (its Super when
// `super`): the window and the part in the encounter each flare's text names.
bool fits(const S& s, Seat seat, Alien alien, bool super) {
  const Encounter& e = s.encounter();
  const Phase window = s.phase();
  const bool reveal = window == Phase::reinforce;
  const bool alliances = window == Phase::alliance_window;
  const bool regroup = window == Phase::regroup_window;
  const bool main = main_player(s, seat);
  switch (alien) {
    case Alien::human:
      return reveal && Rules::both_attack(s) && (super ? main : Rules::in_encounter(s, seat));
    case Alien::warpish:
      return reveal && Rules::both_attack(s) && main && (super || s.warp()[at(seat)] > 0);
    case Alien::virus:
    case Alien::tripler:
      return reveal && Rules::both_attack(s) && main;
    case Alien::macron:
      return super ? regroup : reveal && Rules::both_attack(s) && ally(s, seat);
    case Alien::pacifist:
      return reveal && negotiates_against_attack(s, seat);
    case Alien::zombie:
      return reveal && main;
    case Alien::oracle:
    case Alien::trader:
    case Alien::mind:
      return alliances && main;
    case Alien::loser:
      if (e.upset || !main) return false;
      return super ? reveal && Rules::both_attack(s) : alliances;
    case Alien::mutant:
      return super ? alliances && main : regroup;
    case Alien::warrior:
      return reveal && Rules::both_attack(s) && main && (super || s.foreign_colonies(seat) > 0);
    case Alien::parasite:
      return alliances && ally(s, seat) && Rules::ships_on_colonies(s, seat) > 0;
  }
  return false;
}

// The effect in the log: the text without its timing, said to its player as written
// ("your side's total") and to the others of that player ("its side's total").
std::pair<std::string, std::string> effect_of(const char* text) {
  const std::string full = text;
  const auto colon = full.find(": ");
  std::string yours = full.substr(colon != std::string::npos ? colon + 2 : full.find(", ") + 2);
  yours[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(yours[0])));
  std::string theirs;
  std::string word;
  for (std::size_t i = 0; i <= yours.size(); ++i) {
    const bool letter = i < yours.size() && std::isalpha(static_cast<unsigned char>(yours[i]));
    if (letter) {
      word += yours[i];
      continue;
    }
    theirs += word == "your" ? "its" : word == "Your" ? "Its" : word == "you" ? "it" : word;
    word.clear();
    if (i < yours.size()) theirs += yours[i];
  }
  return {yours, theirs};
}

}  // namespace

void Rules::legal_flares(const S& s, Seat seat, std::vector<Move>& moves) {
  const Encounter& e = s.encounter();
  const bool flared = std::any_of(e.flares.begin(), e.flares.end(),
                                  [&](const auto& played) { return played.second == seat; });
  if (flared) return;
  for (CardId id : s.hand(seat)) {
    const Card& card = s.cards()[id];
    if (card.kind != CardKind::flare) continue;
    const auto alien = static_cast<Alien>(card.value);
    const bool super = s.alien(seat) == card.value;
    if (super && !has_power(s, seat, alien)) continue;
    if (!fits(s, seat, alien, super)) continue;
    if (alien == Alien::trader && super) {  // any other player's hand
      for (Seat other = 0; other < s.seats(); ++other) {
        if (other != seat) moves.push_back(Target::use(id, 1 << other));
      }
    } else {
      moves.push_back(Target::use(id, Target::none));
    }
  }
}

// What a flare does as it is played: the ones that act at once act; the others say
// what they will bend.
void Rules::flare_acts(S& s, Seat seat, Move move, Log& log) {
  Encounter& e = s.encounter_;
  const auto alien = static_cast<Alien>(s.cards()[Target::card_of(move)].value);
  const bool is_super = s.alien(seat) == static_cast<int>(alien);
  switch (alien) {
    case Alien::trader: {
      const Seat named = Target::seat_of(Target::of(move));  // its Super names the hand
      const Seat other = named == nobody ? opponent(s, seat) : named;
      // The flare goes back to the hand that played it, not with the hand swapped away.
      const CardId flare = Target::card_of(move);
      auto& own = s.hands_[seat];
      own.erase(std::find(own.begin(), own.end(), flare));
      std::swap(s.hands_[seat], s.hands_[other]);
      auto& taken = s.hands_[seat];
      taken.insert(std::upper_bound(taken.begin(), taken.end(), flare), flare);
      log.to_all(Words(seat_words(seat) + " swaps hands with " + seat_words(other) + ".")
                     .by(seat, "You swap hands with " + seat_words(other) + ".")
                     .to(other, seat_words(seat) + " swaps hands with you."));
      return;
    }
    case Alien::loser:
      e.upset = true;
      log.to_all("An upset is called: in attack against attack the lower total wins.");
      return;
    case Alien::mutant:
      if (!is_super) {
        queue(s, {Draw::From::cosmic, seat, seat, 2});
        return;
      }
      break;
    case Alien::parasite: {
      // From its colonies with the most of its ships, one at a time; a colony left
      // empty is lost, as at Launch.
      int joined = 0;
      for (; joined < (is_super ? 2 : 1); ++joined) {
        const int from = fullest_colony(s, seat);
        if (from < 0) break;
        --s.planets_[static_cast<std::size_t>(from)][at(seat)];
        e.sent_from[at(seat)].push_back(from);
      }
      const std::string ships = counted(joined, "ship", "ships");
      log.to_all(Words(seat_words(seat) + " sends " + ships + " more to the encounter.")
                     .by(seat, "You send " + ships + " more to the encounter."));
      return;
    }
    default:
      break;
  }
  const auto [yours, theirs] = effect_of(is_super ? super_text(alien) : wild_text(alien));
  log.to_all(Words(seat_words(seat) + "'s " + alien_name(alien) + " flare: " + theirs)
                 .by(seat, std::string("Your ") + alien_name(alien) + " flare: " + yours));
}

void Rules::flare_zapped(S& s, Seat seat, CardId flare) {
  std::erase(s.encounter_.flares, std::make_pair(s.cards()[flare].value, seat));
  take_card(s, seat, flare);
}

bool Rules::wild(const S& s, Alien alien, Seat seat) {
  const auto& played = s.encounter().flares;
  return s.alien(seat) != static_cast<int>(alien) &&
         std::find(played.begin(), played.end(), std::make_pair(static_cast<int>(alien), seat)) !=
             played.end();
}

Seat Rules::super(const S& s, Alien alien) {
  for (const auto& [which, seat] : s.encounter().flares) {
    if (which == static_cast<int>(alien) && s.alien(seat) == which && has_power(s, seat, alien))
      return seat;
  }
  return nobody;
}

bool Rules::ships_go_home(const S& s, Seat seat) {
  if (has_power(s, seat, Alien::zombie) || wild(s, Alien::zombie, seat)) return true;
  const Seat zombie = super(s, Alien::zombie);
  const Side side = s.encounter().side[at(seat)];
  return zombie != nobody && side != Side::none &&
         side == (zombie == s.encounter().offense ? Side::offense : Side::defense);
}

}  // namespace gavel::cosmic
