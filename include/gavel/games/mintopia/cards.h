#pragma once
// New Mintopia City's cards, as read from content/mintopia/ (see content/README.md):
// locations.json gives the 30 Locations, ai_cards.json the four AI cards that play
// the mock third player of the 2-player variant and the rival of solitaire.
//
// The Location deck's make-up is fixed (content/README.md), and the loader refuses a
// file that breaks it, naming the file, the entry and the field: five Locations at
// each VP value 1 to 6; 8 Deeds, 8 Utilities, 7 Productions and 7 Cultures, with no type
// holding more than two Locations of one VP value; both sides of one mint colour on
// exactly 6 Locations; each of the four colours on 15 of the 60 sides.
//
// An AI card's two sides are dice tables: the face rolled says whether the AI
// withdraws (W), raises by a number (+N) or uses its special ability (S). The rule
// text leaves each card's ability type open; we give each card the type that
// fits its name (content/README.md says which) and the help says so.

#include <array>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace gavel::mintopia {

inline constexpr int location_count = 30;
inline constexpr int type_kinds = 4;
inline constexpr int mint_kinds = 4;
inline constexpr int die_faces = 6;

// The order of the end-of-game abilities: Deed, Utility, Production, Culture.
enum class LocationType : std::uint8_t { deed, utility, production, culture };
// The mint colour printed on a Location's side.
enum class Mint : std::uint8_t { spearmint, cherry, lemon, blueberry };

const char* type_name(LocationType type);  // "Deed"
const char* mint_name(Mint mint);          // "Spearmint"
// The letter a board shows without colour: S, C, L, B.
char mint_letter(Mint mint);

struct Location {
  std::string name;
  LocationType type = LocationType::deed;
  int vp = 1;  // 1..6
  Mint left = Mint::spearmint;
  Mint right = Mint::spearmint;

  bool operator==(const Location&) const = default;
};

// One face of an AI card's die.
struct AiFace {
  enum class Kind : std::uint8_t { withdraw, raise, special };
  Kind kind = Kind::withdraw;
  int raise = 0;  // for Kind::raise: 1..9

  bool operator==(const AiFace&) const = default;
};

struct AiCard {
  std::string id;                              // as an option gives it: "hoarder"
  std::string name;                            // as shown: "The Hoarder"
  LocationType type = LocationType::deed;      // whose majority ability S uses
  std::array<AiFace, die_faces> two_player{};  // the mock third player of 2 players
  std::array<AiFace, die_faces> one_player{};  // the rival of solitaire

  bool operator==(const AiCard&) const = default;
};

// The AI cards `--option ai=` may name: ai_cards.json must hold each of them.
inline constexpr std::array<std::string_view, 4> ai_card_ids = {"hoarder", "magnate", "speculator",
                                                                "planner"};

struct Cards {
  std::vector<Location> locations;  // by id, in the file's order
  std::vector<AiCard> ai_cards;

  bool operator==(const Cards&) const = default;
};

// Reads both files from `content_dir`/mintopia. Throws gavel::Error naming the file,
// the entry and the field of the first mistake.
Cards load_cards(const std::filesystem::path& content_dir);
// Each file on its own, for tests with odd data.
std::vector<Location> read_locations(const std::filesystem::path& file);
std::vector<AiCard> read_ai_cards(const std::filesystem::path& file);

}  // namespace gavel::mintopia
