#include "gavel/games/auction_auction/table.h"

#include <algorithm>

#include "gavel/core/content.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/auction_auction/moves.h"

namespace gavel::auction_auction {
namespace {

constexpr std::size_t longest_name = 24;  // fits the board's location panel at 80x24
constexpr std::size_t longest_short = 8;  // fits the seat table's "where" column

Colour colour_of(ContentEntry& entry, const std::string& word) {
  for (Colour colour : all_colours) {
    if (word == colour_name(colour)) return colour;
  }
  entry.fail("colour", quote_input(word) + " is not one of: red, yellow, green");
}

std::string checked(ContentEntry& entry, const char* field, std::size_t longest) {
  const std::string name = entry.text(field);
  if (name.empty() || name.size() > longest) {
    entry.fail(field, "must be 1.." + std::to_string(longest) + " characters");
  }
  if (std::any_of(name.begin(), name.end(), [](char c) {
        return static_cast<unsigned char>(c) < ' ' || static_cast<unsigned char>(c) > '~';
      })) {
    entry.fail(field, quote_input(name) + " must be printable ASCII");
  }
  // The notation reads "LOCATION K" by its last word, so a name may not end in a number.
  if (parse_integer(words(name).back())) {
    entry.fail(field, quote_input(name) + " may not end in a number");
  }
  return name;
}

}  // namespace

const char* colour_name(Colour colour) {
  switch (colour) {
    case Colour::red:
      return "red";
    case Colour::yellow:
      return "yellow";
    case Colour::green:
      return "green";
  }
  return "?";
}

TableContent load_table(const std::filesystem::path& content_dir) {
  TableContent table;
  const auto file = content_dir / "auction-auction" / "table.json";
  read_content(file, [&](ContentEntry& top) {
    table.starting_cash = top.integer("starting_cash", 1, 10000);
    table.rounds = top.integer("rounds", 1, 9);
    table.spots = top.integer("spots", 1, 11);
    table.relief = top.integer("relief", 0, 1000);
    table.garnet_cash = top.integer("garnet_cash", 1, 1000);
    table.garnets = top.integer("garnets", 0, 9);
    table.deals_per_talk = top.integer("deals_per_talk", 0, 5);
    std::size_t count = 0;
    std::array<bool, colour_count> coloured{};
    top.each("houses", [&](ContentEntry& entry) {
      if (count == house_count) top.fail("houses", "must list exactly 3 auction houses");
      House& house = table.houses[count++];
      house.name = checked(entry, "name", longest_name);
      house.short_name = checked(entry, "short", longest_short);
      house.colour = colour_of(entry, entry.text("colour"));
      bool& taken = coloured[static_cast<std::size_t>(house.colour)];
      if (taken) entry.fail("colour", "is another house's too: each colour hides behind one house");
      taken = true;
    });
    if (count != house_count) top.fail("houses", "must list exactly 3 auction houses");
    // A bid names its amount in five digits (moves.h). All the money a full table can
    // hold, if one seat gathered it: every seat's cash, garnets and relief, and the
    // most garnets the campaign can bring to the player's seat (999).
    const long long most_money = static_cast<long long>(max_players) *
                                     (table.starting_cash + table.garnets * table.garnet_cash +
                                      table.relief * table.rounds) +
                                 999LL * table.garnet_cash;
    if (most_money > largest_amount) {
      top.fail("starting_cash", "with garnet_cash, garnets and relief lets a seat hold $" +
                                    std::to_string(most_money) +
                                    " at a table of 12, and a bid can name at most $" +
                                    std::to_string(largest_amount));
    }
    table.market_name = checked(top, "market_name", longest_name);
    table.market_short = checked(top, "market_short", longest_short);
    std::vector<std::string> names = {table.market_name, table.market_short};
    for (const House& house : table.houses) {
      names.push_back(lowercase(house.name));
      names.push_back(lowercase(house.short_name));
    }
    for (std::string& name : names)
      name = lowercase(name);
    std::sort(names.begin(), names.end());
    if (const auto twice = std::adjacent_find(names.begin(), names.end()); twice != names.end()) {
      top.fail("houses", "and the Black Market need names of their own: " + quote_input(*twice) +
                             " names two");
    }
  });
  return table;
}

Lot lot_at(const TableContent& table, int lot, Colour market_colour) {
  const int location = location_of_lot(lot);
  const int number = lot_number(lot);
  if (location == market) return {location, number == 1 ? 2 : 1, market_colour};
  const Colour house = table.houses[static_cast<std::size_t>(location)].colour;
  if (number == 1) return {location, 2, house};
  return {location, 1, all_colours[static_cast<std::size_t>(number - 2)]};
}

int first_lot(int location) {
  return location * lots_per_house;
}
int lots_in(int location) {
  return location == market ? market_lots : lots_per_house;
}
int location_of_lot(int lot) {
  return std::min(lot / lots_per_house, market);
}
int lot_number(int lot) {
  return lot - first_lot(location_of_lot(lot)) + 1;
}

}  // namespace gavel::auction_auction
