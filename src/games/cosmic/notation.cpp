// The move notation (man page, COSMIC ENCOUNTER): to_text and parse. A card is named
// by its kind; a chance move adds the card's id ("draw attack 8 #23"), as copies of a
// card are alike but each is its own chance move.

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

const char* const expected =
    "expected a move such as 'aim at B2', 'launch from R1', 'invite 2', 'join offense', "
    "'play attack 8', 'reinforce offense with reinforcement +3', 'play plague on 2', "
    "'reward card', 'offer colony for 1 card', 'lucre 2 for 0', 'accept', 'done' or 'pass'";

std::string side_word(int side) {
  return side == static_cast<int>(Side::offense) ? "offense" : "defense";
}

std::string terms_text(const Terms& terms) {
  const auto part = [](bool colony, int cards, int lucre) {
    std::vector<std::string> parts;
    if (colony) parts.push_back("colony");
    if (cards > 0) parts.push_back(counted(cards, "card", "cards"));
    if (lucre > 0) parts.push_back(std::to_string(lucre) + " lucre");
    return parts.empty() ? std::string("nothing") : join(parts, "+");
  };
  return "offer " + part(terms.give_colony, terms.give_cards, terms.give_lucre) + " for " +
         part(terms.get_colony, terms.get_cards, terms.get_lucre);
}

// One side of an offer: "colony+2 cards", "1 card", "nothing"; with deals = capped
// "colony+2 cards+3 lucre" too. The limits are checked by the legal moves.
struct Part {
  bool colony = false;
  int cards = 0;
  int lucre = 0;
};
std::optional<Part> read_part(std::string_view text) {
  Part part;
  std::string rest(trim(text));
  if (rest == "nothing") return part;
  std::size_t start = 0;
  while (start <= rest.size()) {
    const std::size_t plus = rest.find('+', start);
    const std::string piece(
        trim(rest.substr(start, plus == std::string::npos ? std::string::npos : plus - start)));
    const std::vector<std::string> parts = words(piece);
    if (piece == "colony" || piece == "a colony") {
      part.colony = true;
    } else if (parts.size() == 2 && (parts[1] == "card" || parts[1] == "cards")) {
      const auto count = parse_integer(parts[0]);
      if (!count || *count < 1 || *count > Terms::most_cards) return std::nullopt;
      part.cards = static_cast<int>(*count);
    } else if (parts.size() == 2 && parts[1] == "lucre") {
      const auto count = parse_integer(parts[0]);
      if (!count || *count < 1 || *count > Terms::capped_lucre) return std::nullopt;
      part.lucre = static_cast<int>(*count);
    } else {
      return std::nullopt;
    }
    if (plus == std::string::npos) break;
    start = plus + 1;
  }
  return part;
}

}  // namespace

std::string CosmicState::to_text(Move move) const {
  const int payload = payload_of(move);
  switch (kind_of(move)) {
    case Kind::chance: {
      if (draws_.empty()) return "chance " + std::to_string(payload);
      const Draw& draw = draws_.front();
      const std::string id = " #" + std::to_string(payload);
      if (draw.from == Draw::From::destiny)
        return "destiny " + destiny_name(destiny_cards_[static_cast<std::size_t>(payload)]) + id;
      if (draw.from == Draw::From::alien)
        return std::string("alien ") + alien_name(static_cast<Alien>(payload));
      if (draw.from == Draw::From::tech)
        return "tech " + cards_->techs[static_cast<std::size_t>(payload)].name;
      if (draw.from == Draw::From::auction)
        return "auction " + cards_->auctions[static_cast<std::size_t>(payload)].name + id;
      const std::string verb = draw.from == Draw::From::hand ? "take " : "draw ";
      return verb + card_name((*cards_)[payload]) + id;
    }
    case Kind::regroup:
      return "regroup to " + planet_name(payload);
    case Kind::attack_colony:
      return "attack " + planet_name(payload / 8) + " of " + std::to_string(payload % 8);
    case Kind::reestablish:
      return "reestablish " + planet_name(payload);
    case Kind::draw_again:
      return "draw again";
    case Kind::against:
      return "against " + std::to_string(payload);
    case Kind::aim:
      return "aim at " + planet_name(payload);
    case Kind::launch_from:
      return "launch from " + planet_name(payload);
    case Kind::ally_from:
      return "ally from " + planet_name(payload);
    case Kind::land_from:
      return "land from " + planet_name(payload);
    case Kind::lose_from:
      return "lose from " + planet_name(payload);
    case Kind::done:
      return "done";
    case Kind::invite: {
      std::vector<std::string> seats;
      for (Seat seat = 0; seat < max_players; ++seat) {
        if ((payload & (1 << seat)) != 0) seats.push_back(std::to_string(seat));
      }
      return "invite " + (seats.empty() ? std::string("none") : join(seats, " "));
    }
    case Kind::join:
      return "join " + side_word(payload);
    case Kind::decline:
      return "decline";
    case Kind::play:
      return "play " + card_name((*cards_)[payload]);
    case Kind::use: {
      const int target = Target::of(move);
      std::string text = "play " + card_name((*cards_)[Target::card_of(move)]);
      if (target >= Target::planet_target)
        return text + " to " + planet_name(target - Target::planet_target);
      if (target == Target::none) return text;
      text += " on";
      for (Seat seat = 0; seat < max_players; ++seat) {
        if ((target & (1 << seat)) != 0) text += " " + std::to_string(seat);
      }
      return text;
    }
    case Kind::play_kicked:
      return "play " + card_name((*cards_)[payload / 8]) + " with " +
             card_name(Card{CardKind::kicker, payload % 8, true});
    case Kind::reinforce:
      return "reinforce " + side_word(payload / 1000) + " with " +
             card_name((*cards_)[payload % 1000]);
    case Kind::pass:
      return "pass";
    case Kind::reward:
      if (payload == 0) return "reward card";
      if (payload == 1) return "reward deck";
      return "reward ship to " + planet_name(payload - 2);
    case Kind::offer:
      return terms_text(Terms::of_offer(payload));
    case Kind::offer_lucre: {
      const Terms terms = Terms{}.with_lucre(payload);
      return "lucre " + std::to_string(terms.give_lucre) + " for " +
             std::to_string(terms.get_lucre);
    }
    case Kind::accept:
      return "accept";
    case Kind::refuse:
      return "refuse";
    case Kind::land_on:
      return "land on " + planet_name(payload);
    case Kind::give:
      return "give " + card_name((*cards_)[payload]);
    case Kind::encounter_again:
      return "encounter again";
    case Kind::end_turn:
      return "end turn";
    case Kind::keep_alien:
      return std::string("keep ") + alien_name(static_cast<Alien>(payload));
    case Kind::research:
      return "research from " + planet_name(payload);
    case Kind::complete_tech:
      return "complete tech";
    case Kind::use_tech:
      if (payload == 0) return "use tech";
      if (payload >= use_to_planet) return "use tech to " + planet_name(payload - use_to_planet);
      return "use tech for " + card_name((*cards_)[payload - 1]);
    case Kind::skip_tech:
      return "no tech";
    case Kind::keep_tech:
      return "keep tech " + cards_->techs[static_cast<std::size_t>(payload)].name;
    case Kind::choose:
      return payload == 0 ? "choose none" : "choose " + card_name((*cards_)[payload - 1]);
    case Kind::discard:
      return "discard " + card_name((*cards_)[payload]);
    case Kind::invest:
    case Kind::lucre_count:
    case Kind::call_auction:
    case Kind::bid:
    case Kind::pay:
    case Kind::carry_out:
    case Kind::move_ship:
    case Kind::free_to:
    case Kind::reward_lucre:
      return Rules::lucre_text(*this, move);
    case Kind::power: {
      const Seat seat = encounter_.power_turns.empty() ? nobody : encounter_.power_turns.front();
      const bool trader = seat != nobody && alien(seat) == static_cast<int>(Alien::trader);
      if (trader) return payload == 1 ? "trade hands" : "keep hands";
      return payload == 1 ? "call upset" : "no upset";
    }
  }
  return "?";
}

Move CosmicState::parse(std::string_view input) const {
  const std::string text = lowercase(trim(input));
  const std::vector<std::string> parts = words(text);
  if (parts.empty()) throw Error(std::string(expected) + ".");
  const auto planet = [&](const std::string& word) {
    const auto found = planet_of(word);
    if (!found) {
      throw Error(quote_input(word) +
                  " is not a planet: planets are a colour's letter and a number "
                  "1-" +
                  std::to_string(per_home_) + ", such as R1 or B" + std::to_string(per_home_) +
                  ".");
    }
    return *found;
  };
  const auto seat_number = [&](const std::string& word) {
    const auto seat = parse_integer(word);
    if (!seat || *seat < 0 || *seat >= players_)
      throw Error(quote_input(word) + " is not a seat: seats are 0 to " +
                  std::to_string(players_ - 1) + ".");
    return static_cast<int>(*seat);
  };
  const auto rest_after = [&](std::size_t count) {
    std::vector<std::string> rest(parts.begin() + static_cast<std::ptrdiff_t>(count), parts.end());
    return join(rest, " ");
  };
  // A card of the hand of `seat` by its name: the lowest id of that kind.
  const auto card_in = [&](const std::vector<CardId>& pile, const std::string& name,
                           const char* where = " there to take") {
    std::string wanted = name;
    std::optional<int> id;
    if (const auto hash = wanted.find(" #"); hash != std::string::npos) {
      const auto number = parse_integer(wanted.substr(hash + 2));
      if (!number) throw Error(quote_input(name) + ": a card's id is a number after #.");
      id = static_cast<int>(*number);
      wanted = wanted.substr(0, hash);
    }
    const auto card = card_of_name(wanted);
    if (!card) throw Error(quote_input(wanted) + " is not a card (" + expected + ").");
    for (CardId candidate : pile) {
      if ((*cards_)[candidate] == *card && (!id || *id == candidate)) return candidate;
    }
    throw Error("There is no " + card_name(*card) + where + ".");
  };
  // "CARD", "CARD on SEAT..", "CARD to PLANET": a card played in a window.
  const auto window_play = [&](const std::vector<CardId>& hand, const std::string& what) {
    std::size_t split = what.find(" on ");
    if (split == std::string::npos) split = what.find(" to ");
    const CardId card = card_in(hand, what.substr(0, split), " in the hand");
    if (split == std::string::npos) return Target::use(card, Target::none);
    const std::vector<std::string> aims = words(what.substr(split + 4));
    if (what.compare(split, 4, " to ") == 0) {
      if (aims.size() != 1) throw Error("Play a card to one planet: 'play space junk to R2'.");
      return Target::use(card, Target::planet_target + planet(aims[0]));
    }
    int seats = 0;
    for (const std::string& aim : aims)
      seats |= 1 << seat_number(aim);
    return Target::use(card, seats);
  };
  const std::string& verb = parts[0];
  const auto tech_named = [&](const std::string& name) {
    for (std::size_t tech = 0; tech < cards_->techs.size(); ++tech) {
      if (lowercase(cards_->techs[tech].name) == name) return static_cast<int>(tech);
    }
    throw Error(quote_input(name) + " is not a tech.");
  };
  if (!draws_.empty() && verb == "auction" && draws_.front().from == Draw::From::auction) {
    std::string name = rest_after(1);
    std::optional<int> id;
    if (const auto hash = name.find(" #"); hash != std::string::npos) {
      id = static_cast<int>(parse_integer(name.substr(hash + 2)).value_or(-1));
      name = name.substr(0, hash);
    }
    for (int card : auction_deck_) {
      if (lowercase(cards_->auctions[static_cast<std::size_t>(card)].name) == name &&
          (!id || *id == card))
        return make_move(Kind::chance, card);
    }
    throw Error("No Auction card " + quote_input(name) + " is left in the Auction deck.");
  }
  if (!draws_.empty() && verb == "tech" && draws_.front().from == Draw::From::tech)
    return make_move(Kind::chance, tech_named(rest_after(1)));
  if (!draws_.empty() && verb == "alien" && draws_.front().from == Draw::From::alien) {
    const auto dealt = alien_of(rest_after(1));
    if (!dealt) throw Error(quote_input(rest_after(1)) + " is not an alien.");
    return make_move(Kind::chance, static_cast<int>(*dealt));
  }
  if (!draws_.empty() && (verb == "draw" || verb == "take" || verb == "destiny")) {
    const Draw& draw = draws_.front();
    if (draw.from == Draw::From::destiny) {
      if (verb != "destiny") throw Error("Chance draws a destiny card now: 'destiny red'.");
      std::string name = rest_after(1);
      std::optional<int> id;
      if (const auto hash = name.find(" #"); hash != std::string::npos) {
        id = static_cast<int>(parse_integer(name.substr(hash + 2)).value_or(-1));
        name = name.substr(0, hash);
      }
      for (int card : destiny_deck_) {
        if (destiny_name(destiny_cards_[static_cast<std::size_t>(card)]) == name &&
            (!id || *id == card))
          return make_move(Kind::chance, card);
      }
      throw Error("No destiny card " + quote_input(name) + " is left in the deck.");
    }
    const auto& pile = draw.from == Draw::From::cosmic   ? deck_
                       : draw.from == Draw::From::reward ? reward_deck_
                       : draw.from == Draw::From::flare || draw.from == Draw::From::undealt_flare
                           ? unused_flares_
                           : hand(draw.owner);
    return make_move(Kind::chance, card_in(pile, rest_after(1)));
  }
  const Seat mover = to_move();
  const std::vector<CardId> no_cards;
  const auto& mine = mover >= 0 ? hand(mover) : no_cards;
  if (parts.size() == 3 && verb == "regroup" && parts[1] == "to")
    return make_move(Kind::regroup, planet(parts[2]));
  if (parts.size() == 4 && verb == "attack" && parts[2] == "of")
    return make_move(Kind::attack_colony, planet(parts[1]) * 8 + seat_number(parts[3]));
  if (parts.size() == 2 && verb == "reestablish")
    return make_move(Kind::reestablish, planet(parts[1]));
  if (text == "draw again") return make_move(Kind::draw_again);
  if (parts.size() == 2 && verb == "against")
    return make_move(Kind::against, seat_number(parts[1]));
  if (parts.size() == 3 && parts[1] == "at" && verb == "aim")
    return make_move(Kind::aim, planet(parts[2]));
  if (parts.size() == 3 && parts[1] == "from") {
    if (verb == "launch") return make_move(Kind::launch_from, planet(parts[2]));
    if (verb == "ally") return make_move(Kind::ally_from, planet(parts[2]));
    if (verb == "land") return make_move(Kind::land_from, planet(parts[2]));
    if (verb == "lose") return make_move(Kind::lose_from, planet(parts[2]));
  }
  if (text == "done") return make_move(Kind::done);
  if (verb == "invite" && parts.size() >= 2) {
    if (text == "invite none") return make_move(Kind::invite, 0);
    int mask = 0;
    for (std::size_t i = 1; i < parts.size(); ++i)
      mask |= 1 << seat_number(parts[i]);
    return make_move(Kind::invite, mask);
  }
  if (text == "join offense") return make_move(Kind::join, static_cast<int>(Side::offense));
  if (text == "join defense") return make_move(Kind::join, static_cast<int>(Side::defense));
  if (text == "decline") return make_move(Kind::decline);
  if (verb == "play" && parts.size() >= 2 && is_window(phase_))
    return window_play(mine, rest_after(1));
  if (verb == "play" && parts.size() >= 2) {
    const std::string card = rest_after(1);
    if (const auto with = card.find(" with "); with != std::string::npos) {
      const CardId kicker = card_in(mine, card.substr(with + 6), " in the hand");
      if ((*cards_)[kicker].kind != CardKind::kicker)
        throw Error(
            "Only a Kicker is laid with an encounter card: 'play attack 8 with kicker x2'.");
      return make_move(Kind::play_kicked, card_in(mine, card.substr(0, with), " in the hand") * 8 +
                                              (*cards_)[kicker].value);
    }
    return make_move(Kind::play, card_in(mine, card, " in the hand"));
  }
  if (verb == "reinforce" && parts.size() >= 4 && parts[2] == "with" &&
      (parts[1] == "offense" || parts[1] == "defense")) {
    const int side = static_cast<int>(parts[1] == "offense" ? Side::offense : Side::defense);
    return make_move(Kind::reinforce, side * 1000 + card_in(mine, rest_after(3), " in the hand"));
  }
  if (text == "pass") return make_move(Kind::pass);
  if (text == "reward card") return make_move(Kind::reward, 0);
  if (text == "reward deck") return make_move(Kind::reward, 1);
  if (parts.size() == 4 && verb == "reward" && parts[1] == "ship" && parts[2] == "to")
    return make_move(Kind::reward, 2 + planet(parts[3]));
  if (verb == "offer") {
    const std::string terms = rest_after(1);
    const auto split = terms.find(" for ");
    const auto give = split == std::string::npos ? std::nullopt : read_part(terms.substr(0, split));
    const auto get = split == std::string::npos ? std::nullopt : read_part(terms.substr(split + 5));
    const bool lucre = give && get && (give->lucre > 0 || get->lucre > 0);
    const bool over_cap = give && get && std::max(give->cards, get->cards) > Terms::capped_cards;
    if (!give || !get || (lucre && !capped_deals_) || (over_cap && capped_deals_))
      throw Error(
          "An offer reads 'offer GIVE for GET', each 'nothing', 'colony', 'N cards', or both "
          "joined by +: 'colony+2 cards'. Its Lucre follows as 'lucre N for M'.");
    const Terms offered{give->colony, give->cards, get->colony,
                        get->cards,   give->lucre, get->lucre};
    return make_move(Kind::offer, capped_deals_ ? offered.capped_code() : offered.offer_code());
  }
  if (verb == "lucre" && parts.size() == 4 && parts[2] == "for") {
    const auto give = parse_integer(parts[1]);
    const auto get = parse_integer(parts[3]);
    if (!give || !get || *give < 0 || *get < 0 || *give > Terms::most_lucre ||
        *get > Terms::most_lucre)
      throw Error("An offer's Lucre reads 'lucre N for M': N you give, M you ask, 0 to " +
                  std::to_string(Terms::most_lucre) + ".");
    return make_move(Kind::offer_lucre, static_cast<int>(*give + 100 * *get));
  }
  if (text == "accept") return make_move(Kind::accept);
  if (text == "refuse") return make_move(Kind::refuse);
  if (parts.size() == 3 && verb == "land" && parts[1] == "on")
    return make_move(Kind::land_on, planet(parts[2]));
  if (verb == "give" && parts.size() >= 2)
    return make_move(Kind::give, card_in(mine, rest_after(1), " in the hand"));
  if (text == "encounter again") return make_move(Kind::encounter_again);
  if (text == "end turn") return make_move(Kind::end_turn);
  if (parts.size() == 3 && verb == "research" && parts[1] == "from")
    return make_move(Kind::research, planet(parts[2]));
  if (text == "complete tech") return make_move(Kind::complete_tech);
  if (text == "no tech") return make_move(Kind::skip_tech);
  if (text == "use tech") return make_move(Kind::use_tech, 0);
  if (parts.size() == 4 && verb == "use" && parts[1] == "tech" && parts[2] == "to")
    return make_move(Kind::use_tech, use_to_planet + planet(parts[3]));
  if (parts.size() >= 4 && verb == "use" && parts[1] == "tech" && parts[2] == "for")
    return make_move(Kind::use_tech, 1 + card_in(discard_, rest_after(3), " in the discard pile"));
  if (parts.size() >= 3 && verb == "keep" && parts[1] == "tech")
    return make_move(Kind::keep_tech, tech_named(rest_after(2)));
  if (verb == "keep" && parts.size() == 2 && parts[1] != "hands") {
    const auto kept = alien_of(parts[1]);
    if (!kept) throw Error(quote_input(parts[1]) + " is not an alien.");
    return make_move(Kind::keep_alien, static_cast<int>(*kept));
  }
  if (auto lucre = Rules::parse_lucre(*this, parts, planet)) return *lucre;
  if (text == "choose none") return make_move(Kind::choose, 0);
  if (verb == "choose" && parts.size() >= 2)
    return make_move(Kind::choose, 1 + card_in(drawn_, rest_after(1), " drawn to choose from"));
  if (verb == "discard" && parts.size() >= 2)
    return make_move(Kind::discard, card_in(mine, rest_after(1), " in the hand"));
  if (text == "trade hands" || text == "call upset") return make_move(Kind::power, 1);
  if (text == "keep hands" || text == "no upset") return make_move(Kind::power, 0);
  throw Error("Not a move: " + quote_input(input) + "; " + expected + ".");
}

}  // namespace gavel::cosmic
