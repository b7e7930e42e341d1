// The pages the board opens: help, the players, and the scores (during play, and at
// the end with the places). They are text pages (show_page), so they scroll and fit
// any screen the board fits.

#include <algorithm>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::auctionland {

namespace {

constexpr const char* counted_parts =
    "In brackets, what each part counted: tiles with a beach on the ocean, the tiles of the "
    "largest theme park, separate garden and house areas, icons.";

std::string ocean_words(const al::IslandScore& s) {
  return "Beaches: " + count_text(s.beach_tiles, "tile") +
         (s.beach_tiles == 1 ? " touches" : " touch") + " the ocean, " +
         points_text(s.beach_points) + ". Theme park: " + count_text(s.park_tiles, "tile") + ", " +
         points_text(s.park_points) + ". Gardens " + std::to_string(s.garden_areas) + " x houses " +
         std::to_string(s.house_areas) + ": " + points_text(s.area_points) + ".";
}

}  // namespace

Leave show_board_help(Screen& screen, const Glyphs& glyphs, const std::string& rules_summary,
                      Seat human) {
  const std::string across = std::string(glyphs.horizontal) + std::string(glyphs.horizontal);
  const std::string spot = std::string(glyphs.top_left) + across + std::string(glyphs.top_right);
  BoardHelp help;
  help.keys = {
      "Taking a tile from the market:",
      help_key("left right, h l", "choose a tile"),
      help_key("1 to 9, 0", "choose the tile at that position (0 is the 10th)"),
      help_key("Enter", "take it, or put it up for auction"),
      "Building the tile in hand on your island:",
      help_key("arrows, h j k l", "go to the next place where it may be built"),
      help_key("Tab", "the next place, in order"),
      help_key("r, R", "turn the tile clockwise, anticlockwise"),
      help_key("Enter", "build it there"),
      "Bidding in an auction:",
      help_key("0 to 9, Backspace", "type your bid"),
      help_key("+ -, up down", "raise or lower it by $1"),
      help_key("Enter", "bid"),
      help_key("p", "pass: you are out of this auction"),
      help_key("c", "ask before each bid, or not (as it was, the other way)"),
      "Selling what you auctioned: up and down choose sell or buy back, Enter confirms.",
  };
  help.pages = {{"s", "the scores so far, part by part"},
                {"t", "the players: money, tiles, scores"}};
  help.board = {
      "Each quadrant shows its terrain's letter on the terrain's colour: B Beach (yellow), "
      "P Park (magenta), G Garden (green), H House (red). The tile in hand, not built yet, "
      "shows lowercase letters. A tile's letters in brackets, as in the log (7a (GHGH)), go "
      "clockwise from its north-west corner: NW NE SE SW.",
      "Icons: " + std::string(glyphs.peace) + " Peace, " + std::string(glyphs.love) + " Love, " +
          std::string(glyphs.music) + " Music.",
      spot +
          " marks a place where your next tile may go; !! under it, a place where the tile "
          "would fill a row or column of four and earn a Bonus tile.",
      "In the market, \"on it\" is the money lying on a tile, which you collect when you take "
      "it; \"cost\" is what reaching it costs you: $1 on each tile before it.",
      "Rivals' money is hidden unless the game has the visible-money option; when the game "
      "ends, everyone's money is shown, since ties go to the most money.",
      "Right of the market: your money, points, icons and tiles, and the tiles left in the "
      "stack and in the box. During an auction an Auction panel takes their place: the tile "
      "up, who auctions it, the high bid, who is still in and your bid; when you auctioned "
      "the tile, a Sale panel asks whether to sell it or buy it back. The market stays in "
      "sight all the while.",
      "Rivals' islands are drawn as yours is, one letter a quadrant, with lines between "
      "tiles; under each, its points and icons. An island four tiles tall is drawn without "
      "the lines between its rows of tiles (each tile is two rows), so its counts still fit "
      "under it.",
      "What changed since your last move is marked until you act: a tile a rival built shows "
      "its letters bold and out of their colour block (not in reverse video); a market "
      "position taken, refilled or given money has " +
          std::string(fresh_mark(glyphs)) + " after its number; a new high bid has " +
          std::string(fresh_mark(glyphs)) +
          " after it; money that moved shows the change in "
          "brackets, as in $12 (+$2).",
      "Bidding: Enter places the bid shown at once (the adviser's amount, to start with; "
      "while the adviser would pass, Enter passes until you choose an amount). Press c to "
      "have Enter ask before each bid, and c again to stop. Whatever c says, Enter asks "
      "before a bid of more than twice what the tile adds to your island and $2 more: the "
      "points it adds at its best place and turn, each icon on it counted as " +
          std::to_string(icon_worth) +
          " points. A player whose island is full is never asked to bid."};
  return show_board_help_page(screen, glyphs, "Auctionland", help, rules_summary, human);
}

Leave show_players(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  const al::AuctionlandView& view = table.view;
  std::vector<std::string> text = {
      "Turn " + std::to_string(view.turns + 1) + ". " + seat_label(table, view.auctioneer) +
          (view.auctioneer == view.me ? " hold" : " holds") + " the gavel. The stack holds " +
          count_text(view.stack, "tile") + "; the box " +
          count_text(static_cast<int>(view.box.size()), "tile") + ".",
      ""};
  if (table.run) {
    // In a run the header shows the run's standing; the table's own seed is here.
    text.insert(text.begin() + 1, "This table's seed is " + std::to_string(table.seed) +
                                      "; the run's is " + std::to_string(table.run->seed) + ".");
  }
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat) {
    const al::SeatView& s = view.seats[seat];
    const int tiles = s.island.tiles();
    text.push_back(seat_label(table, seat) + ": " + points_text(s.score.total()) + ", " +
                   count_text(tiles, "tile") + ", money " + money_text(s.money) + ".");
    text.push_back("  " + ocean_words(s.score.island));
    text.push_back("  Icons: " + icon_counts(glyphs, s.score.icons) + ", " +
                   points_text(s.score.icon_total()) + ".");
    if (s.bonus_taken) text.push_back("  Has had a Bonus tile this turn.");
    text.push_back("");
  }
  if (!view.box.empty()) {
    std::string boxed;
    for (int tile : view.box)
      boxed += (boxed.empty() ? "" : ", ") + tile_name(view, tile);
    text.push_back("In the box: " + boxed + ".");
  }
  return show_page(screen, glyphs, "Players", text);
}

std::vector<std::string> score_lines(const Glyphs& glyphs, const Scene& table,
                                     const std::vector<Standing>* standings) {
  const al::AuctionlandView& view = table.view;
  const std::vector<Seat> order = seats_by_place(view.seats.size(), standings);
  const auto row = [&](const std::string& label, const auto& value) {
    std::vector<std::string> cells = {label};
    for (Seat seat : order)
      cells.push_back(value(seat));
    return cells;
  };
  const auto score = [&](Seat seat) -> const al::Score& { return view.seats[seat].score; };
  const auto part = [](int points, const std::string& count) {
    return std::to_string(points) + " (" + count + ")";
  };
  std::vector<std::vector<std::string>> rows = {
      row("", [&](Seat seat) { return sitter_short_name(table.sitters, seat); }),
      row("Beaches",
          [&](Seat s) {
            return part(score(s).island.beach_points, std::to_string(score(s).island.beach_tiles));
          }),
      row("Theme park",
          [&](Seat s) {
            return part(score(s).island.park_points, std::to_string(score(s).island.park_tiles));
          }),
      row("Gardens " + std::string(glyphs.times) + " houses",
          [&](Seat s) {
            const al::IslandScore& i = score(s).island;
            return part(i.area_points, std::to_string(i.garden_areas) + std::string(glyphs.times) +
                                           std::to_string(i.house_areas));
          }),
  };
  const std::array<std::string, al::icon_kinds> icons = {std::string(glyphs.peace) + " Peace",
                                                         std::string(glyphs.love) + " Love",
                                                         std::string(glyphs.music) + " Music"};
  for (std::size_t icon = 0; icon < al::icon_kinds; ++icon) {
    rows.push_back(row(icons[icon], [&](Seat s) {
      return part(score(s).icon_points[icon], std::to_string(score(s).icons[icon]));
    }));
  }
  rows.push_back(row("Total", [&](Seat s) { return std::to_string(score(s).total()); }));
  rows.push_back(row("Money", [&](Seat s) { return money_text(view.seats[s].money); }));
  if (standings != nullptr) {
    rows.push_back(row(
        "Place", [&](Seat s) { return ordinal((*standings)[static_cast<std::size_t>(s)].place); }));
  }
  return aligned_columns(rows);
}

namespace {

std::string numbers(const std::vector<int>& values) {
  std::string text;
  for (int value : values)
    text += (text.empty() ? "" : " ") + std::to_string(value);
  return text;
}

// The tables as the content has them, so the page never disagrees with the scoring.
std::string tables_text(const al::Tables& tables) {
  return "Points by tiles counted, from none up: beaches " + numbers(tables.beach_points) +
         "; theme park " + numbers(tables.park_points) +
         ". Gardens and houses: the product of the two counts, each up to " +
         std::to_string(tables.area_cap) + ". Each icon: " + numbers(tables.icon_points) +
         " for the most, the second most and so on (one icon at least).";
}

}  // namespace

Leave show_scores(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  const bool over = table.view.phase == al::Phase::over;
  std::vector<std::string> text = {
      over ? "The scores as the game ended." : "The scores so far, counted as at the game's end.",
      ""};
  for (std::string& line : score_lines(glyphs, table, nullptr))
    text.push_back(std::move(line));
  text.push_back("");
  text.push_back(counted_parts);
  text.push_back(tables_text(table.view.content->tables));
  return show_page(screen, glyphs, "Scores", text);
}

std::string result_headline(const Scene& table, const std::vector<Standing>& standings) {
  return ui::result_headline(standings, table.view.me,
                             [&](Seat seat) { return seat_label(table, seat); });
}

std::vector<std::string> final_scores(const Glyphs& glyphs, const Scene& table,
                                      const std::vector<Standing>& standings) {
  std::vector<std::string> lines = score_lines(glyphs, table, &standings);
  lines.emplace_back("");
  lines.emplace_back(counted_parts);
  return lines;
}

}  // namespace gavel::ui::auctionland
