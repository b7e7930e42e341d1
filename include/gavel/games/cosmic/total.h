#pragma once
// How a side's total is counted at the reveal: its card's value as the main player's
// power bends it (the Tripler, the Virus), its ships as they weigh (the Macron),
// its allies' ships, Reinforcements, the powers and flares that add (Human, Warpish,
// Warrior), techs (Drill, Home Guard) and invested Lucre. One count serves the rules,
// from the whole state (Rules::total), and the rivals and the adviser, from a seat's
// view (side_total in view.h), so a total is read the way it will be counted.
//
// `Table` answers what the count asks of the encounter:
//   Seat main(Side);  bool has_power(Seat, Alien);  bool wild(Alien, Seat);
//   Seat super(Alien);  int own_ships(Side);  int sent(Seat);  Side side_of(Seat);
//   int players();  int reinforcement(Side);  int warp(Seat);  int points(Seat);
//   int foreign_colonies(Seat);  int tech_bonus(Side);  int invested_bonus(Side).

#include <string>
#include <vector>

#include "gavel/games/cosmic/aliens.h"
#include "gavel/games/cosmic/state.h"

namespace gavel::cosmic {

// `value` is the card's printed value times its Kicker. `parts`, when given, gets
// each term in words for the log ("card 8", "Human 4").
template <class Table>
int count_total(const Table& t, Side side, int value, std::vector<std::string>* parts = nullptr) {
  const Seat main = t.main(side);
  // A seat's ships as they count: the Macron's 4 each, an ally's 2 with its Wild.
  const auto weight = [&](Seat seat) {
    if (t.has_power(seat, Alien::macron)) return 4;
    return t.wild(Alien::macron, seat) ? 2 : 1;
  };
  if (t.has_power(main, Alien::tripler))
    value = value < 10 || t.super(Alien::tripler) == main ? value * 3 : (value + 2) / 3;
  if (t.wild(Alien::tripler, main)) value *= 2;
  int own = t.own_ships(side) * weight(main);
  if (t.wild(Alien::virus, main)) own *= 2;
  int allies = 0;
  for (Seat seat = 0; seat < t.players(); ++seat) {
    if (t.side_of(seat) == side) allies += t.sent(seat) * weight(seat);
  }
  int sum = 0;
  const auto add = [&](const std::string& what, int amount) {
    sum += amount;
    if (parts != nullptr && amount != 0) parts->push_back(what + " " + std::to_string(amount));
  };
  if (t.has_power(main, Alien::virus)) {  // its Super multiplies the allies' ships too
    const bool all = t.super(Alien::virus) == main;
    const int multiplied = all ? own + allies : own;
    add("card " + std::to_string(value) + " x " + std::to_string(multiplied) + " ships =",
        value * multiplied);
    if (!all) add("allies", allies);
  } else {
    add("card", value);
    add("ships", own);
    add("allies", allies);
  }
  add("reinforcements", t.reinforcement(side));
  if (t.has_power(main, Alien::human)) add("Human", t.super(Alien::human) == main ? 8 : 4);
  for (Seat seat = 0; seat < t.players(); ++seat) {  // the Human's Wild, for any on the side
    if ((seat == main || t.side_of(seat) == side) && t.wild(Alien::human, seat))
      add("Human flare", 2);
  }
  if (t.has_power(main, Alien::warpish)) {
    int warp = 0;
    for (Seat seat = 0; seat < t.players(); ++seat)
      warp += t.warp(seat);
    add("Warpish", t.super(Alien::warpish) == main ? 2 * warp : warp);
  }
  if (t.wild(Alien::warpish, main)) add("Warpish flare", t.warp(main));
  if (t.has_power(main, Alien::warrior))
    add("Warrior", t.points(main) * (t.super(Alien::warrior) == main ? 2 : 1));
  if (t.wild(Alien::warrior, main)) add("Warrior flare", t.foreign_colonies(main));
  add("tech", t.tech_bonus(side));
  add("invested Lucre", t.invested_bonus(side));
  return sum;
}

}  // namespace gavel::cosmic
