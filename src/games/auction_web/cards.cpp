#include "gavel/games/auction_web/cards.h"

#include <algorithm>
#include <map>

#include "gavel/core/content.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"

namespace gavel::auction_web {
namespace {

// A card's number goes into two decimal digits of a move code (moves.h).
constexpr std::size_t max_property_cards = 99;

const std::map<std::string, PropertyType> types = {{"none", PropertyType::none},
                                                   {"technology", PropertyType::technology},
                                                   {"food", PropertyType::food},
                                                   {"landmark", PropertyType::landmark}};

const std::map<std::string, Ability> abilities = {
    {"none", Ability::none},
    {"crocodile_submarine", Ability::crocodile_submarine},
    {"ufo", Ability::ufo},
    {"litcoin_atm", Ability::litcoin_atm},
    {"octopus_vr", Ability::octopus_vr},
    {"pachinko", Ability::pachinko},
    {"near_meat_burger", Ability::near_meat_burger},
    {"mochi_waterfall", Ability::mochi_waterfall},
    {"kombucha_boba", Ability::kombucha_boba},
    {"avocado_island", Ability::avocado_island},
    {"wasabi_ice_cream", Ability::wasabi_ice_cream},
    {"dispensary_720", Ability::dispensary_720},
    {"half_and_half", Ability::half_and_half},
    {"mount_poppie", Ability::mount_poppie},
    {"plastic_free_harbor", Ability::plastic_free_harbor},
    {"upper_yard", Ability::upper_yard},
    {"burmese_tricycle", Ability::burmese_tricycle},
};

template <class T>
T one_of(ContentEntry& entry, const char* field, const std::map<std::string, T>& choices) {
  const std::string text = entry.text(field);
  const auto found = choices.find(text);
  if (found == choices.end()) {
    std::string known;
    for (const auto& [name, value] : choices)
      known += (known.empty() ? "" : ", ") + name;
    entry.fail(field, quote_input(text) + " is not one of: " + known);
  }
  return found->second;
}

void read_litcoins(const std::filesystem::path& path, Cards& cards) {
  read_content(path, [&](ContentEntry& file) {
    // A move names a coin card by a two-digit id (moves.h), and five seats' decks of
    // seven values must stay under a hundred cards.
    cards.copies_per_value = file.integer("deck_copies", 1, 2);
    // A hand is dealt from the seat's own deck: no more than the deck holds.
    cards.starting_hand = file.integer("starting_hand", 1, litcoin_values * cards.copies_per_value);
    cards.hand_limit = file.integer("hand_limit", cards.starting_hand, 28);
    cards.max_draw = file.integer("max_draw", 0, 28);
    std::array<bool, litcoin_values> seen{};
    file.each("litcoins", [&](ContentEntry& entry) {
      const int value = entry.integer("value", 0, litcoin_values - 1);
      if (seen[static_cast<std::size_t>(value)]) entry.fail("value", "appears twice");
      seen[static_cast<std::size_t>(value)] = true;
      cards.litcoin_names[static_cast<std::size_t>(value)] = entry.text("name");
    });
    for (int value = 0; value < litcoin_values; ++value) {
      if (!seen[static_cast<std::size_t>(value)]) {
        throw Error(quote_path(path.string()) + ": litcoins has no card of value " +
                    std::to_string(value));
      }
    }
  });
}

void read_properties(const std::filesystem::path& path, Cards& cards) {
  read_content(path, [&](ContentEntry& file) {
    file.each("properties_per_round", [&](ContentEntry& entry) {
      const int players = entry.integer("players", 2, 5);
      cards.lots_per_round[static_cast<std::size_t>(players)] = entry.integer("properties", 1, 10);
    });
    for (int players = 2; players <= 5; ++players) {
      if (cards.lots_per_round[static_cast<std::size_t>(players)] == 0) {
        throw Error(quote_path(path.string()) + ": properties_per_round has no entry for " +
                    std::to_string(players) + " players");
      }
    }
    std::array<int, 3> pile_sizes{};
    file.each("properties", [&](ContentEntry& entry) {
      PropertyCard card;
      card.name = entry.text("name");
      card.type = one_of(entry, "type", types);
      card.victory_points = entry.integer("victory_points", 0, 6);
      card.ability = one_of(entry, "ability", abilities);
      const auto copies = entry.integers("copies", 0, 10);
      if (copies.size() != 3) entry.fail("copies", "must list the copies in rounds 1, 2 and 3");
      for (int round = 1; round <= 3; ++round) {
        for (int i = 0; i < copies[static_cast<std::size_t>(round - 1)]; ++i) {
          card.pile = round;
          cards.properties.push_back(card);
          ++card.copy;
        }
        pile_sizes[static_cast<std::size_t>(round - 1)] +=
            copies[static_cast<std::size_t>(round - 1)];
      }
      // Checked as the list is read: a file of thousands of entries stops here.
      if (cards.properties.size() > max_property_cards) {
        file.fail("properties", "make more than " + std::to_string(max_property_cards) +
                                    " cards, counting copies (at most " +
                                    std::to_string(max_property_cards) + ")");
      }
    });
    // Five seats need a round's lots, and the draft deals each of them two cards.
    const int needed = std::max(cards.lots_per_round[5], 2 * 5);
    for (int round = 1; round <= 3; ++round) {
      if (pile_sizes[static_cast<std::size_t>(round - 1)] < needed) {
        throw Error(quote_path(path.string()) + ": round " + std::to_string(round) + " has only " +
                    std::to_string(pile_sizes[static_cast<std::size_t>(round - 1)]) +
                    " properties; five players need " + std::to_string(needed) +
                    " (the draft deals two to each)");
      }
    }
  });
}

}  // namespace

Cards load_cards(const std::filesystem::path& content_dir) {
  Cards cards;
  read_litcoins(content_dir / "auction-web" / "litcoins.json", cards);
  read_properties(content_dir / "auction-web" / "properties.json", cards);
  return cards;
}

bool outranks(int challenger, int holder) {
  if (challenger == extortion && holder == litcoin_cash) return true;
  if (challenger == litcoin_cash && holder == extortion) return false;
  if (holder == encryption && (challenger == stocks_buyback || challenger == hack_a_private_key))
    return false;
  return challenger > holder;
}

const char* type_name(PropertyType type) {
  switch (type) {
    case PropertyType::technology:
      return "Technology";
    case PropertyType::food:
      return "Food";
    case PropertyType::landmark:
      return "Landmark";
    case PropertyType::none:
      break;
  }
  return "no type";
}

}  // namespace gavel::auction_web
