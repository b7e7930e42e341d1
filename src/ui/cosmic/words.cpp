// The Cosmic Encounter board's words: seats with their colours, cards and what they
// do, each move as a menu item says it, what the table waits for, and what the log's
// lines mean for the rivals' table talk.

#include <cctype>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::cosmic {

using cs::Kind;
using cs::Phase;

std::string who(const Scene& table, Seat seat) {
  if (seat == table.view.me) return "You";
  return sitter_name(table.sitters, seat);
}

std::string short_who(const Scene& table, Seat seat) {
  if (seat == table.view.me) return "You";
  return sitter_short_name(table.sitters, seat);
}

std::string who_coloured(const Scene& table, Seat seat) {
  if (seat == table.view.me) return std::string("you (") + cs::colour_name(seat) + ")";
  return who(table, seat) + " (" + cs::colour_name(seat) + ")";
}

Hue colour_hue(int colour) {
  switch (colour) {
    case 0:
      return Hue::red;
    case 1:
      return Hue::blue;
    case 2:
      return Hue::yellow;
    case 3:
      return Hue::green;
    case 4:
      return Hue::magenta;
    default:
      return Hue::none;
  }
}

Style colour_style(int colour, bool bold) {
  Style style{Tone::normal, bold, false};
  style.hue = colour_hue(colour);
  return style;
}

std::string planet_words(const cs::CosmicView& view, int planet) {
  return view.planet_name(planet);
}

std::string alien_words(const cs::CosmicView& view, Seat seat) {
  const int alien = seat < static_cast<Seat>(view.aliens.size()) ? view.aliens[seat] : cs::no_alien;
  return alien == cs::no_alien ? std::string() : cs::alien_name(static_cast<cs::Alien>(alien));
}

std::string seats_words(const Scene& table, int mask, bool short_names) {
  std::vector<std::string> names;
  for (Seat seat = 0; seat < table.view.players; ++seat) {
    if ((mask & (1 << seat)) != 0)
      names.push_back(short_names ? short_who(table, seat) : who(table, seat));
  }
  return names.empty() ? "nobody" : join(names, " and ");
}

std::string card_text(const cs::Card& card) {
  const std::string name = cs::card_name(card);
  const std::string value = std::to_string(card.value);
  switch (card.kind) {
    case cs::CardKind::attack:
      return name + ": your side's total is " + value +
             " plus its ships in the encounter; a tie goes to the defense.";
    case cs::CardKind::negotiate:
      if (card.value == 1)
        return name +
               ": a negotiate from the Reward deck; it takes a compensation card more, and a "
               "failed deal costs you a ship fewer and the other one more.";
      return name +
             ": against an attack you lose, but take a card from the winner for each ship you "
             "lose; against a negotiate, the two main players make a deal.";
    case cs::CardKind::morph:
      return name + ": an encounter card that becomes a copy of the other side's card.";
    case cs::CardKind::reinforcement:
      return name + ": after the reveal, a player in the encounter adds " + value +
             " to either side's total.";
    case cs::CardKind::artifact: {
      const auto artifact = static_cast<cs::Artifact>(card.value);
      return cs::artifact_title(artifact) + ": " + cs::artifact_text(artifact);
    }
    case cs::CardKind::flare: {
      const auto alien = static_cast<cs::Alien>(card.value);
      return name + ": Wild (anyone but the " + cs::alien_name(alien) +
             "): " + cs::wild_text(alien) + " Super (the " + cs::alien_name(alien) +
             "): " + cs::super_text(alien);
    }
    case cs::CardKind::kicker:
      return name + ": laid face down with your encounter card; multiplies its attack value, " +
             "or the compensation you take, by " + value + ".";
    case cs::CardKind::rift:
      return name + ": after Regroup, frees " + value +
             " of your ships from the warp; a player who takes it from you loses " + value +
             " ships to the warp instead.";
  }
  return name;
}

namespace {

std::string capitalised(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

std::string ships_there(const cs::CosmicView& view, int planet, Seat seat) {
  const int ships = view.planets[static_cast<std::size_t>(planet)][static_cast<std::size_t>(seat)];
  return " (" + std::to_string(ships) + " there)";
}

// "B4: Gus 4, you 2" for a planet someone aims at.
std::string planet_holders(const Scene& table, int planet) {
  const cs::Ships& ships = table.view.planets[static_cast<std::size_t>(planet)];
  std::vector<std::string> parts;
  for (Seat seat = 0; seat < table.view.players; ++seat) {
    const int count = ships[static_cast<std::size_t>(seat)];
    if (count > 0) parts.push_back(short_who(table, seat) + " " + std::to_string(count));
  }
  return planet_words(table.view, planet) + (parts.empty() ? ": empty" : ": " + join(parts, ", "));
}

std::string target_words(const Scene& table, int target) {
  if (target >= cs::Target::planet_target)
    return " to " + planet_words(table.view, target - cs::Target::planet_target);
  if (target == cs::Target::none) return "";
  return " on " + seats_words(table, target);
}

std::string card_of(const State& state, int id) {
  const auto& cosmic = dynamic_cast<const cs::CosmicState&>(state);
  return cs::card_name(cosmic.cards()[id]);
}

}  // namespace

std::string move_label(const Scene& table, const State& state, Move move) {
  const cs::CosmicView& view = table.view;
  const int payload = cs::payload_of(move);
  switch (cs::kind_of(move)) {
    case Kind::regroup:
      return "Free a ship to " + planet_words(view, payload) + ships_there(view, payload, view.me);
    case Kind::attack_colony:
      return "Attack " + planet_words(view, payload / 8) + ", held by " + who(table, payload % 8);
    case Kind::reestablish:
      return "Reestablish your colony on " + planet_words(view, payload);
    case Kind::draw_again:
      return "Draw destiny again";
    case Kind::against:
      return "Encounter " + short_who(table, payload) + " (" + cs::colour_name(payload) + ")";
    case Kind::aim:
      return "Aim at " + planet_holders(table, payload);
    case Kind::launch_from:
    case Kind::ally_from:
    case Kind::land_from:
      return "A ship from " + planet_words(view, payload) + ships_there(view, payload, view.me);
    case Kind::lose_from:
      return "Lose a ship from " + planet_words(view, payload) +
             ships_there(view, payload, view.me);
    case Kind::done: {
      if (auto lucre = lucre_label(table, state, move)) return *lucre;  // Lucre's phases
      const int sent = view.sent[static_cast<std::size_t>(view.me)];
      if (view.phase == Phase::deal_land) return "Done landing";
      return "Done: " + counted(sent, "ship sent", "ships sent");
    }
    case Kind::invite:
      return "Invite " + seats_words(table, payload);
    case Kind::join:
      return payload == static_cast<int>(cs::Side::offense)
                 ? "Join the offense (" + short_who(table, view.offense) + ")"
                 : "Join the defense (" + short_who(table, view.defense) + ")";
    case Kind::decline:
      return "Decline";
    case Kind::play:
      return "Play " + card_of(state, payload);
    case Kind::play_kicked:
      return "Play " + card_of(state, payload / 8) + " with kicker x" + std::to_string(payload % 8);
    case Kind::use:
      return "Play " + card_of(state, cs::Target::card_of(move)) +
             target_words(table, cs::Target::of(move));
    case Kind::reinforce:
      return "Play " + card_of(state, payload % 1000) + " for the " +
             (payload / 1000 == static_cast<int>(cs::Side::offense) ? "offense" : "defense");
    case Kind::pass:
      return "Pass";
    case Kind::reward:
      if (payload == 0) return "Take a cosmic card";
      if (payload == 1) return "Take a Reward card";
      return "Free a ship from the warp to " + planet_words(view, payload - 2);
    case Kind::accept:
      return "Accept";
    case Kind::refuse:
      return "Refuse";
    case Kind::land_on:
      return "Land on " + planet_holders(table, payload);
    case Kind::give:
      return "Give " + card_of(state, payload);
    case Kind::encounter_again:
      return "Have a second encounter";
    case Kind::end_turn:
      return "End your turn";
    case Kind::keep_alien:
      return "Keep the " + std::string(cs::alien_name(static_cast<cs::Alien>(payload)));
    case Kind::skip_tech:
      return "Nothing with your tech";
    case Kind::research:
      return "Research from " + planet_words(view, payload) + ships_there(view, payload, view.me);
    default:
      break;
  }
  if (auto lucre = lucre_label(table, state, move)) return *lucre;
  return capitalised(state.to_text(move));
}

namespace {

// "one to four ships", "one to five ships" with Wide Gate, "one ship" for the Macron.
std::string ships_range(int most) {
  static constexpr const char* numbers[] = {"one", "two", "three", "four", "five", "six"};
  if (most <= 1) return "one ship";
  const std::string top = most <= 6 ? numbers[most - 1] : std::to_string(most);
  return "one to " + top + " ships";
}

// What `seat` is asked now, in words that follow "Your turn: " or "Waiting on X: ".
std::string asked(const Scene& table, Seat seat) {
  const cs::CosmicView& view = table.view;
  const bool me = seat == view.me;
  const std::string against =
      view.defense == nobody
          ? std::string()
          : " (" + short_who(table, view.offense) + " against " + short_who(table, view.defense) +
                (view.planet >= 0 ? " at " + planet_words(view, view.planet) : std::string()) + ")";
  switch (view.phase) {
    case Phase::choose_alien:
      return "choose the alien to keep";
    case Phase::choose_tech:
      return "choose the tech to keep";
    case Phase::research:
      return "research, complete or use a tech, or pass";
    case Phase::regroup:
      return "free a ship from the warp to a colony";
    case Phase::destiny: {
      const bool own = !view.destiny_discards.empty() &&
                       view.destiny_discards.back().kind == cs::Destiny::colour &&
                       view.destiny_discards.back().colour == seat;
      if (own)
        return "destiny drew " + std::string(me ? "your" : "its") +
               " own colour: attack a colony in the home system, reestablish one, or draw again";
      return "destiny lets " + std::string(me ? "you" : "it") + " choose the defense";
    }
    case Phase::reestablish:
      return "land ships on an empty home planet";
    case Phase::aim:
      return "aim the hyperspace gate at a planet of " + who(table, view.defense);
    case Phase::launch:
      return "send " + ships_range(view.most_sent) + " through the gate" + against;
    case Phase::invite_offense:
      return "invite allies to the offense" + against;
    case Phase::invite_defense:
      return "invite allies to the defense" + against;
    case Phase::answer: {
      const int bits = view.invited[static_cast<std::size_t>(seat)];
      if ((bits & 4) != 0) return "may join either side as the Parasite" + against;
      const std::string by = (bits & 3) == 3   ? "both sides"
                             : (bits & 1) != 0 ? "the offense"
                                               : "the defense";
      return "invited by " + by + " to join" + against;
    }
    case Phase::ally_ships:
      return "send " + ships_range(view.most_sent) + " as an ally" + against;
    case Phase::powers:
      return "choose whether to use " + std::string(me ? "your" : "its") + " alien power";
    case Phase::plan_offense:
    case Phase::plan_defense: {
      // The Oracle's opponent lays first, face up.
      const Seat other = seat == view.offense ? view.defense : view.offense;
      const auto o = static_cast<std::size_t>(other);
      const bool oracle = other != nobody && o < view.aliens.size() &&
                          view.aliens[o] == static_cast<int>(cs::Alien::oracle) && view.powers[o] &&
                          (view.zapped & (1 << other)) == 0;
      if (oracle) return "lay an encounter card face up first, for the Oracle to see" + against;
      return "lay an encounter card face down" + against;
    }
    case Phase::regroup_window:
      return "play a card now that Regroup is over, or pass";
    case Phase::alliance_window:
      return "play a card now that the allies have sent ships, or pass";
    case Phase::reinforce:
      return "the cards are revealed: play a card (a Reinforcement) or pass";
    case Phase::deal_window:
      return "a deal is made: play a card on it, or pass";
    case Phase::card_zap:
      if (!view.pending_card.empty() && view.pending_seat != nobody)
        return "zap " +
               (view.pending_seat == view.me ? std::string("your")
                                             : short_who(table, view.pending_seat) + "'s") +
               " " + cs::card_name(view.pending_card[0]) +
               target_words(table, view.pending_target) + " with a Card Zap, or let it act";
      return "zap the card just played with a Card Zap, or let it act";
    case Phase::reward:
      return "take a reward for each ship sent to defend";
    case Phase::deal_offer:
      return "make an offer in the deal (offer " +
             std::to_string(view.offers[static_cast<std::size_t>(
                                seat == view.offense ? cs::Side::offense : cs::Side::defense)] +
                            1) +
             " of " + std::to_string(cs::most_offers(view.extra)) + ")";
    case Phase::deal_lucre:
      return "add Lucre to the offer, either way, or none";
    case Phase::deal_answer:
      return "accept or refuse the offer on the table";
    case Phase::deal_land:
      return "land ships on the colony the deal gives";
    case Phase::deal_give:
      return "give the cards the deal promised";
    case Phase::deal_loss:
      return "send ships to the warp: no deal was made";
    case Phase::second:
      return "have a second encounter, or end the turn";
    case Phase::over:
      return "the game is over";
    default:
      if (auto lucre = lucre_asked(table, seat)) return *lucre;
      return "make a move";  // a phase without words of its own
  }
}

}  // namespace

std::string waiting_words(const Scene& table) {
  const cs::CosmicView& view = table.view;
  if (view.phase == Phase::over) return "The game is over.";
  if (view.to_move == nobody) return "The game deals.";
  if (view.to_move == view.me) {
    return "Your turn: " + asked(table, view.me) + "." +
           (view.upset ? " An upset is called: the lower total wins." : "");
  }
  return "Waiting on " + who_coloured(table, view.to_move) + ": " + asked(table, view.to_move) +
         ".";
}

namespace {

constexpr int won_one_in = 3;
constexpr int lost_one_in = 3;
constexpr int decline_one_in = 5;

}  // namespace

void react(std::string_view text, const State& /*state*/, TableLog& log) {
  if (text.starts_with("Turn 1: ")) {
    log.greet();
    return;
  }
  const auto [seat, rest] = seat_line(text);
  if (seat == nobody) return;
  if (rest.starts_with(" wins the encounter")) {
    log.maybe_say({{seat, Situation::win_lot}}, won_one_in);
  } else if (rest.starts_with(" holds ")) {
    log.maybe_say({{seat, Situation::win_lot}}, won_one_in);
  } else if (rest == " declines.") {
    log.maybe_say({{seat, Situation::pass}}, decline_one_in);
  } else if (rest.starts_with(" takes ") && contains(rest, " of compensation")) {
    log.maybe_say({{seat, Situation::lose_lot}}, lost_one_in);
  }
}

}  // namespace gavel::ui::cosmic
