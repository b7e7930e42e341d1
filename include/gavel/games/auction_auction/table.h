#pragma once
// Auction Auction's table as content/auction-auction/table.json gives it: the three
// auction houses with their hidden colours, the Black Market, and the numbers of
// the game (money, rounds, spots, relief, garnets). The lots follow from the houses:
// each house holds a double lot of its own colour and one
// single lot of each colour; the Black Market a double and a single of one colour
// drawn when the game is set up.

#include <array>
#include <filesystem>
#include <string>
#include <vector>

namespace gavel::auction_auction {

enum class Colour { red, yellow, green };
inline constexpr int colour_count = 3;
// Red, yellow, green: the order ties are broken in, and the order cubes are listed.
inline constexpr std::array<Colour, colour_count> all_colours = {Colour::red, Colour::yellow,
                                                                 Colour::green};
const char* colour_name(Colour colour);  // "red"

inline constexpr int max_players = 12;
inline constexpr int house_count = 3;
inline constexpr int market = house_count;  // the Black Market's location index
inline constexpr int location_count = house_count + 1;
inline constexpr int lots_per_house = 4;
inline constexpr int market_lots = 2;
inline constexpr int lot_count = house_count * lots_per_house + market_lots;

struct House {
  std::string name;        // "Genre Shop"
  std::string short_name;  // "Genre": how the notation and the board name it
  Colour colour = Colour::red;
};

struct TableContent {
  int starting_cash = 100;
  int rounds = 3;
  int spots = 3;           // seats a house admits at most
  int relief = 10;         // paid to a seat at $0 that bid nothing in a phase
  int garnet_cash = 10;    // a garnet traded in brings this much
  int garnets = 2;         // each rival's garnets, and the player's outside the campaign
  int deals_per_talk = 2;  // deals a seat may open in one talk turn
  std::array<House, house_count> houses;
  std::string market_name = "Black Market";
  std::string market_short = "Market";
};

// Reads `content_dir`/auction-auction/table.json; throws gavel::Error naming the file
// and field of the first mistake.
TableContent load_table(const std::filesystem::path& content_dir);

// A lot: where it stands, how many cubes, and of which colour. A Black Market lot's
// colour is the one drawn at setup (`market_colour`).
struct Lot {
  int location = 0;
  int cubes = 1;
  Colour colour = Colour::red;
};
Lot lot_at(const TableContent& table, int lot, Colour market_colour);
int first_lot(int location);  // lots are numbered location by location
int lots_in(int location);    // 4 in a house, 2 in the Black Market
int location_of_lot(int lot);
int lot_number(int lot);  // 1.. within its location, as the notation counts

}  // namespace gavel::auction_auction
