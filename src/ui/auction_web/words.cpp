// The board's words for Auction Web's cards and seats. The names come from the
// content; the hints are the UI's own short forms of the rules in chapter.cpp.

#include <string>

#include "board_parts.h"

namespace gavel::ui::auction_web {

const aw::PropertyCard& property_card(const aw::AuctionWebView& view, int property) {
  return view.cards->properties[static_cast<std::size_t>(property)];
}

std::string type_word(aw::PropertyType type, bool full) {
  switch (type) {
    case aw::PropertyType::technology:
      return full ? "Technology" : "Tech";
    case aw::PropertyType::food:
      return "Food";
    case aw::PropertyType::landmark:
      return full ? "Landmark" : "Land";
    case aw::PropertyType::none:
      break;
  }
  return full ? "no type" : "-";
}

std::string ability_hint(aw::Ability ability) {
  using aw::Ability;
  switch (ability) {
    case Ability::crocodile_submarine:
      return "rivals discard a card";
    case Ability::ufo:
      return "swap for an older win";
    case Ability::litcoin_atm:
      return "once: swap two bids";
    case Ability::octopus_vr:
      return "draw one extra";
    case Ability::pachinko:
      return "each round: peek a bid";
    case Ability::near_meat_burger:
      return "your hand is shown";
    case Ability::mochi_waterfall:
      return "once: replace a lot";
    case Ability::kombucha_boba:
      return "your 1s bid face up";
    case Ability::avocado_island:
      return "discard another win";
    case Ability::wasabi_ice_cream:
      return "+2 with 2 Landmarks";
    case Ability::dispensary_720:
      return "+1 if under 6 owned";
    case Ability::half_and_half:
      return "+1 per Technology";
    case Ability::mount_poppie:
      return "+1 with exactly 1 Food";
    case Ability::plastic_free_harbor:
      return "+2 with Tech+Land+Food";
    case Ability::upper_yard:
      return "+2 with a same-name pair";
    case Ability::burmese_tricycle:
      return "counts as its best type";
    case Ability::none:
      break;
  }
  return "";
}

std::string ability_text(aw::Ability ability) {
  using aw::Ability;
  switch (ability) {
    case Ability::crocodile_submarine:
      return "when won, after the draw, every opponent discards a card.";
    case Ability::ufo:
      return "when won, may swap for a property another won in an earlier round.";
    case Ability::litcoin_atm:
      return "once a game, on your turn (key a): swap two face-down cards, then bid.";
    case Ability::octopus_vr:
      return "draw one more card in the cleanup that wins it.";
    case Ability::pachinko:
      return "once a round, on your turn (key e): look at a rival's face-down card.";
    case Ability::near_meat_burger:
      return "your hand is shown to all at the start of each later round.";
    case Ability::mochi_waterfall:
      return "once a game, before a later round's bidding: replace one property.";
    case Ability::kombucha_boba:
      return "your Encryption (1) bids are placed face up.";
    case Ability::avocado_island:
      return "when won, discard another property; with none, lose your next win.";
    case Ability::wasabi_ice_cream:
      return "+2 VP at the end with exactly 2 Landmarks.";
    case Ability::dispensary_720:
      return "+1 VP at the end with fewer than 6 properties.";
    case Ability::half_and_half:
      return "+1 VP at the end per Technology property.";
    case Ability::mount_poppie:
      return "+1 VP at the end with exactly 1 Food.";
    case Ability::plastic_free_harbor:
      return "+2 VP at the end with a Technology, a Landmark and a Food.";
    case Ability::upper_yard:
      return "+2 VP at the end with two properties of one name.";
    case Ability::burmese_tricycle:
      return "counts as whichever type scores you most.";
    case Ability::none:
      break;
  }
  return "no ability.";
}

std::string litcoin_name(const aw::AuctionWebView& view, int value) {
  if (value < 0 || value >= aw::litcoin_values) return "?";
  return view.cards->litcoin_names[static_cast<std::size_t>(value)];
}

std::string litcoin_short(int value) {
  switch (value) {
    case aw::extortion:
      return "Extortion";
    case aw::encryption:
      return "Encryption";
    case aw::ledger_balance:
      return "Ledger";
    case aw::stocks_buyback:
      return "Buyback";
    case aw::hack_a_private_key:
      return "Hack";
    case aw::data_mining:
      return "Mining";
    case aw::litcoin_cash:
      return "Cash";
    default:
      return "?";
  }
}

std::string litcoin_text(int value) {
  switch (value) {
    case aw::extortion:
      return "Beats a 6; winning a property with it earns a 1 VP token.";
    case aw::encryption:
      return "A 3 or a 4 bid against it cannot beat it.";
    case aw::ledger_balance:
      return "Lowball: see a random card of a hand; may have it discarded.";
    case aw::stocks_buyback:
      return "Lowball: swap two face-down cards on two properties.";
    case aw::hack_a_private_key:
      return "Lowball: look at another player's face-down card.";
    case aw::data_mining:
      return "Lowball: a player shows you their highest card.";
    case aw::litcoin_cash:
      return "The highest card, but Extortion (0) beats it.";
    default:
      return "";
  }
}

std::string lot_name(const aw::AuctionWebView& view, int lot) {
  const int property = view.lots[static_cast<std::size_t>(lot)].property;
  return property_card(view, property).name + " (" + std::string(1, static_cast<char>('a' + lot)) +
         ")";
}

std::string seat_label(const Scene& table, Seat seat) {
  return sitter_name(table.sitters, seat);
}

char seat_glyph(const Scene& table, Seat seat) {
  return sitter_glyph(table.sitters, seat);
}

Hue seat_hue(const Scene& table, Seat seat) {
  return sitter_hue(table.sitters, seat);
}

std::string seat_short_label(const Scene& table, Seat seat) {
  return sitter_short_name(table.sitters, seat);
}

std::string holdings_text(const aw::AuctionWebView& view, const aw::SeatView& seat) {
  std::string text;
  for (const aw::HoldingView& holding : seat.properties) {
    if (!text.empty()) text += ", ";
    text += property_card(view, holding.property).name + (holding.used ? "*" : "");
  }
  return text.empty() ? "nothing" : text;
}

bool beats(int challenger, int holder) {
  if (challenger == aw::extortion && holder == aw::litcoin_cash) return true;
  if (challenger == aw::litcoin_cash && holder == aw::extortion) return false;
  if (holder == aw::encryption &&
      (challenger == aw::stocks_buyback || challenger == aw::hack_a_private_key)) {
    return false;
  }
  return challenger > holder;
}

std::string values_text(const std::vector<int>& values, std::string_view none) {
  std::string text;
  for (int value : values)
    text += (text.empty() ? "" : " ") + std::to_string(value);
  return text.empty() ? std::string(none) : text;
}

}  // namespace gavel::ui::auction_web
