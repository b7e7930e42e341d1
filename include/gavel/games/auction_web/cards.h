#pragma once
// Auction Web's cards, as read from content/auction-web/ (see content/README.md).

#include <array>
#include <filesystem>
#include <string>
#include <vector>

namespace gavel::auction_web {

enum class PropertyType { none, technology, food, landmark };

// What a property does; the rules in this folder give each its timing.
enum class Ability {
  none,
  crocodile_submarine,
  ufo,
  litcoin_atm,
  octopus_vr,
  pachinko,
  near_meat_burger,
  mochi_waterfall,
  kombucha_boba,
  avocado_island,
  wasabi_ice_cream,
  dispensary_720,
  half_and_half,
  mount_poppie,
  plastic_free_harbor,
  upper_yard,
  burmese_tricycle,
};

// One of the 30 property cards. Cards of the same name are told apart by `copy`.
struct PropertyCard {
  std::string name;
  PropertyType type = PropertyType::none;
  int victory_points = 0;
  Ability ability = Ability::none;
  int pile = 1;  // the round whose pile it is shuffled into
  int copy = 1;  // 1, 2, 3 among cards of this name

  bool operator==(const PropertyCard&) const = default;
};

// LitCoin values: each names its effect in the rules.
inline constexpr int extortion = 0;
inline constexpr int encryption = 1;
inline constexpr int ledger_balance = 2;
inline constexpr int stocks_buyback = 3;
inline constexpr int hack_a_private_key = 4;
inline constexpr int data_mining = 5;
inline constexpr int litcoin_cash = 6;
inline constexpr int litcoin_values = 7;

// Whether a bid of value `challenger` takes the lead from a card of value `holder`:
// the higher wins, but Extortion beats Cash and Encryption holds against 3 and 4.
bool outranks(int challenger, int holder);

struct Cards {
  std::array<std::string, litcoin_values> litcoin_names;
  int copies_per_value = 2;  // a deck holds this many of each value
  int starting_hand = 7;
  int hand_limit = 7;
  int max_draw = 5;
  std::vector<PropertyCard> properties;  // by card id
  std::array<int, 6> lots_per_round{};   // by number of players (2..5)

  int deck_size() const { return litcoin_values * copies_per_value; }
  bool operator==(const Cards&) const = default;
};

// Reads litcoins.json and properties.json; throws gavel::Error naming the file, entry
// and field of the first mistake.
Cards load_cards(const std::filesystem::path& content_dir);

const char* type_name(PropertyType type);

}  // namespace gavel::auction_web
