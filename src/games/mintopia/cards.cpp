#include "gavel/games/mintopia/cards.h"

#include <algorithm>
#include <map>

#include "gavel/core/content.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"

namespace gavel::mintopia {
namespace {

constexpr std::array<LocationType, type_kinds> all_types = {
    LocationType::deed, LocationType::utility, LocationType::production, LocationType::culture};
constexpr std::array<Mint, mint_kinds> all_mints = {Mint::spearmint, Mint::cherry, Mint::lemon,
                                                    Mint::blueberry};

// The deck's make-up (cards.h), checked as a whole once every entry reads well.
constexpr int locations_per_vp = 5;
constexpr std::array<int, type_kinds> locations_per_type = {8, 8, 7, 7};
constexpr int most_of_a_type_per_vp = 2;
constexpr int same_colour_locations = 6;
constexpr int sides_per_mint = 15;
constexpr int most_ai_cards = 26;  // option values stay short to list
constexpr int longest_name = 40;   // fits a board's column at 80x24

LocationType type_of(ContentEntry& entry, const std::string& word) {
  for (LocationType type : all_types) {
    if (lowercase(type_name(type)) == word) return type;
  }
  entry.fail("type", quote_input(word) + " is not one of: deed, utility, production, culture");
}

Mint mint_of(ContentEntry& entry, const char* field, const std::string& word) {
  for (Mint mint : all_mints) {
    if (lowercase(mint_name(mint)) == word) return mint;
  }
  entry.fail(field, quote_input(word) + " is not one of: spearmint, cherry, lemon, blueberry");
}

std::string checked_name(ContentEntry& entry) {
  const std::string name = entry.text("name");
  if (name.empty() || name.size() > longest_name) {
    entry.fail("name", "must be 1.." + std::to_string(longest_name) + " characters");
  }
  if (std::any_of(name.begin(), name.end(),
                  [](char c) { return static_cast<unsigned char>(c) < ' '; })) {
    entry.fail("name", quote_input(name) + " holds a control character");
  }
  return name;
}

// The deck's make-up, as cards.h states it; `top` names the file.
void check_deck(ContentEntry& top, const std::vector<Location>& deck) {
  if (static_cast<int>(deck.size()) != location_count) {
    top.fail("locations", "must list " + std::to_string(location_count) + " Locations, not " +
                              std::to_string(deck.size()));
  }
  std::map<int, int> per_vp;
  std::array<int, type_kinds> per_type{};
  std::map<std::pair<LocationType, int>, int> per_type_and_vp;
  std::array<int, mint_kinds> sides{};
  int same_colour = 0;
  for (const Location& location : deck) {
    ++per_vp[location.vp];
    ++per_type[static_cast<std::size_t>(location.type)];
    ++per_type_and_vp[{location.type, location.vp}];
    ++sides[static_cast<std::size_t>(location.left)];
    ++sides[static_cast<std::size_t>(location.right)];
    if (location.left == location.right) ++same_colour;
  }
  for (int vp = 1; vp <= 6; ++vp) {
    if (per_vp[vp] != locations_per_vp) {
      top.fail("locations", "must hold " + std::to_string(locations_per_vp) +
                                " Locations of each VP value; " + std::to_string(vp) + " VP has " +
                                std::to_string(per_vp[vp]));
    }
  }
  for (LocationType type : all_types) {
    const auto index = static_cast<std::size_t>(type);
    if (per_type[index] != locations_per_type[index]) {
      top.fail("locations", "must hold " + std::to_string(locations_per_type[index]) + " " +
                                type_name(type) + " Locations, not " +
                                std::to_string(per_type[index]));
    }
  }
  for (const auto& [type_and_vp, count] : per_type_and_vp) {
    if (count > most_of_a_type_per_vp) {
      top.fail("locations", "may hold at most " + std::to_string(most_of_a_type_per_vp) + " " +
                                type_name(type_and_vp.first) + " Locations of " +
                                std::to_string(type_and_vp.second) + " VP, not " +
                                std::to_string(count));
    }
  }
  if (same_colour != same_colour_locations) {
    top.fail("locations", "must hold " + std::to_string(same_colour_locations) +
                              " Locations with both sides one colour, not " +
                              std::to_string(same_colour));
  }
  for (Mint mint : all_mints) {
    const int count = sides[static_cast<std::size_t>(mint)];
    if (count != sides_per_mint) {
      top.fail("locations", std::string("must show ") + mint_name(mint) + " on " +
                                std::to_string(sides_per_mint) + " sides, not " +
                                std::to_string(count));
    }
  }
}

std::array<AiFace, die_faces> faces_of(ContentEntry& entry, const char* field) {
  const auto given = entry.texts(field);
  if (given.size() != die_faces) {
    entry.fail(field, "must list " + std::to_string(die_faces) + " faces, for a die's 1 to 6");
  }
  std::array<AiFace, die_faces> faces{};
  for (std::size_t face = 0; face < faces.size(); ++face) {
    const std::string& word = given[face];
    if (word == "W") {
      faces[face] = {AiFace::Kind::withdraw, 0};
    } else if (word == "S") {
      faces[face] = {AiFace::Kind::special, 0};
    } else if (word.size() == 2 && word[0] == '+' && word[1] >= '1' && word[1] <= '9') {
      faces[face] = {AiFace::Kind::raise, word[1] - '0'};
    } else {
      entry.fail(field, quote_input(word) + " is not W (withdraw), S (special) or +1..+9");
    }
  }
  return faces;
}

}  // namespace

const char* type_name(LocationType type) {
  switch (type) {
    case LocationType::deed:
      return "Deed";
    case LocationType::utility:
      return "Utility";
    case LocationType::production:
      return "Production";
    case LocationType::culture:
      return "Culture";
  }
  return "?";
}

const char* mint_name(Mint mint) {
  switch (mint) {
    case Mint::spearmint:
      return "Spearmint";
    case Mint::cherry:
      return "Cherry";
    case Mint::lemon:
      return "Lemon";
    case Mint::blueberry:
      return "Blueberry";
  }
  return "?";
}

char mint_letter(Mint mint) {
  return mint_name(mint)[0];
}

std::vector<Location> read_locations(const std::filesystem::path& file) {
  std::vector<Location> deck;
  read_content(file, [&](ContentEntry& top) {
    top.each("locations", [&](ContentEntry& entry) {
      if (static_cast<int>(deck.size()) >= location_count) {
        top.fail("locations", "must list " + std::to_string(location_count) + " Locations");
      }
      Location location;
      location.name = checked_name(entry);
      const auto same = [&](const Location& other) { return other.name == location.name; };
      if (std::any_of(deck.begin(), deck.end(), same)) {
        entry.fail("name", quote_input(location.name) + " is given twice");
      }
      location.type = type_of(entry, entry.text("type"));
      location.vp = entry.integer("vp", 1, 6);
      location.left = mint_of(entry, "left", entry.text("left"));
      location.right = mint_of(entry, "right", entry.text("right"));
      deck.push_back(std::move(location));
    });
    check_deck(top, deck);
  });
  return deck;
}

std::vector<AiCard> read_ai_cards(const std::filesystem::path& file) {
  std::vector<AiCard> cards;
  read_content(file, [&](ContentEntry& top) {
    top.each("ai_cards", [&](ContentEntry& entry) {
      if (static_cast<int>(cards.size()) >= most_ai_cards) {
        top.fail("ai_cards", "must list at most " + std::to_string(most_ai_cards) + " cards");
      }
      AiCard card;
      card.id = entry.text("id");
      const bool plain_id = !card.id.empty() && card.id.size() <= 16 &&
                            std::all_of(card.id.begin(), card.id.end(),
                                        [](char c) { return (c >= 'a' && c <= 'z') || c == '-'; });
      if (!plain_id) entry.fail("id", "must be 1..16 of a-z and '-', as --option ai= takes it");
      if (std::any_of(cards.begin(), cards.end(),
                      [&](const AiCard& other) { return other.id == card.id; })) {
        entry.fail("id", quote_input(card.id) + " is given twice");
      }
      card.name = checked_name(entry);
      card.type = type_of(entry, entry.text("type"));
      card.two_player = faces_of(entry, "two_player");
      card.one_player = faces_of(entry, "one_player");
      cards.push_back(std::move(card));
    });
    for (std::string_view id : ai_card_ids) {
      if (std::none_of(cards.begin(), cards.end(),
                       [&](const AiCard& card) { return card.id == id; })) {
        top.fail("ai_cards",
                 "has no card with id " + quote_input(id) + ", which --option ai= may name");
      }
    }
  });
  return cards;
}

Cards load_cards(const std::filesystem::path& content_dir) {
  const std::filesystem::path folder = content_dir / "mintopia";
  return {read_locations(folder / "locations.json"), read_ai_cards(folder / "ai_cards.json")};
}

}  // namespace gavel::mintopia
