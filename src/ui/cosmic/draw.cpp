// Drawing the Cosmic Encounter board from one seat's view at 80x24: the title bar, each
// player's home system on the left (two rows a player, more for a crowded system), the
// encounter on the right, the hand and the text of the card picked out, the newest log
// lines, the status line and the key hints. More rows go to the log.

#include <algorithm>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::cosmic {

namespace {

constexpr int name_width = 9;
constexpr int planet_step = 10;     // columns per planet in a system's second row
constexpr int least_log_rule = 14;  // under the encounter panel and Lucre's rows
constexpr int least_log_rows = 4;   // beside them, a question box with two answers

void draw_title_bar(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  const cs::CosmicView& view = table.view;
  const std::string where = "turn " + std::to_string(view.turn) + " " + std::string(glyphs.bullet) +
                            " " + std::to_string(view.to_win) + " foreign colonies win";
  ui::draw_title_bar(
      screen, glyphs,
      {"Cosmic Encounter", {where}, view.phase == cs::Phase::over, view.to_move, view.me},
      table.sitters, table.run, table.seed);
}

// "Wide Gate 1/3", "Battle Drill", "tech used", "tech 1": as far as this seat may
// know it; `named` false gives the short form without the tech's name ("tech 1/3").
std::string tech_words(const cs::CosmicView& view, Seat seat, bool named = true) {
  if (view.techs.empty()) return "";
  const auto s = static_cast<std::size_t>(seat);
  const int tech = view.techs[s];
  if (tech == cs::no_tech) return "";
  const cs::TechStage stage = view.tech_stages[s];
  if (stage == cs::TechStage::used) return "tech used";
  if (tech < 0) return "tech " + std::to_string(view.research[s]);  // face down
  const cs::Tech& known = (*view.tech_list)[static_cast<std::size_t>(tech)];
  if (stage == cs::TechStage::complete) return named ? known.name : "tech done";
  return (named ? known.name : "tech") + " " + std::to_string(view.research[s]) + "/" +
         std::to_string(known.cost);
}

int tech_column(const cs::CosmicView& view) {
  return view.lucre_on ? 42 : 40;
}

// The techs whose names do not fit their seat's row, named under the systems:
// "Techs: You Wide Gate 1/3; Hollis War Insurance." Empty when all fit.
std::string tech_legend(const Scene& table, int width) {
  const int room = width - tech_column(table.view) - 1;
  std::vector<std::string> named;
  for (Seat seat = 0; seat < table.view.players; ++seat) {
    const std::string words = tech_words(table.view, seat);
    if (text_width(words) > room) named.push_back(short_who(table, seat) + " " + words);
  }
  return named.empty() ? std::string() : "Techs: " + join(named, "; ") + ".";
}

// A seat's first row: who, its colour, alien, foreign colonies, warp, cards, tech.
void draw_seat_row(Screen& screen, const Glyphs& glyphs, const Scene& table, Seat seat, int row,
                   int width) {
  const cs::CosmicView& view = table.view;
  const auto s = static_cast<std::size_t>(seat);
  if (seat == view.to_move) screen.text(row, 0, std::string(glyphs.pointer), styled(Tone::accent));
  screen.text(row, 2, std::string(1, cs::colour_letter(seat)), colour_style(seat, true));
  screen.text(row, 4, pad(short_who(table, seat), name_width - 1),
              colour_style(seat, seat == view.me));
  std::string alien = alien_words(view, seat);
  if (!alien.empty() && !view.powers[s]) alien += "-";  // its power lost
  if (!alien.empty() && (view.zapped & (1 << seat)) != 0) alien += "z";
  screen.text(row, 13, pad(alien, 10), styled(view.powers[s] ? Tone::normal : Tone::dim));
  const int foreign = view.foreign_colonies(seat);
  const std::string colonies = std::to_string(foreign) + "/" + std::to_string(view.to_win);
  screen.text(row, 24, colonies,
              Style{foreign > 0 ? Tone::good : Tone::normal, foreign > 0, false});
  screen.text(row, 28, "w" + std::to_string(view.warp[s]),
              styled(view.warp[s] > 0 ? Tone::warning : Tone::dim));
  std::string cards = std::to_string(view.hand_sizes[s]) + "c";
  if (view.reward_cards[s] > 0) cards += " " + std::to_string(view.reward_cards[s]) + "R";
  screen.text(row, 32, pad(cards, 6));
  if (view.lucre_on) {  // its free Lucre; what it invested shows on its planets
    screen.text(row, 38, "$" + std::to_string(view.lucre[s]),
                styled(view.lucre[s] > 0 ? Tone::normal : Tone::dim));
  }
  // A name too long for the row goes in the legend under the systems (tech_legend).
  const int tech_col = tech_column(view);
  std::string tech = tech_words(view, seat);
  if (text_width(tech) > width - tech_col - 1) tech = tech_words(view, seat, false);
  screen.text(row, tech_col, tech, styled(Tone::dim));
}

// One home planet as its row shows it: "B1 3 $1 2r 4y", the owner's ships, the
// Lucre invested there and every other colour's ships.
struct PlanetCell {
  int planet = 0;
  std::string label;                                // "B1"
  std::string own;                                  // "3", or "-" for none
  std::string lucre;                                // "$1", or empty
  std::vector<std::pair<std::string, int>> others;  // "2r" and its colour

  // With `tight`, the other colours run together ("2r4y"), each still its colour.
  int width(bool tight) const {
    int w = text_width(label) + 1 + text_width(own);
    if (!lucre.empty()) w += 1 + text_width(lucre);
    if (!others.empty()) w += tight ? 1 : static_cast<int>(others.size());
    for (const auto& other : others)
      w += text_width(other.first);
    return w;
  }
};

PlanetCell planet_cell(const cs::CosmicView& view, Seat seat, int planet) {
  const cs::Ships& ships = view.planets[static_cast<std::size_t>(planet)];
  PlanetCell cell{planet, planet_words(view, planet), "-", {}, {}};
  const int own = ships[static_cast<std::size_t>(seat)];
  if (own > 0) cell.own = std::to_string(own);
  const int invested = view.lucre_on ? view.invested[static_cast<std::size_t>(planet)] : 0;
  if (invested > 0) cell.lucre = "$" + std::to_string(invested);
  cell.others = ship_counts(ships, seat);
  return cell;
}

std::vector<PlanetCell> planet_cells(const cs::CosmicView& view, Seat seat) {
  std::vector<PlanetCell> cells;
  for (int k = 0; k < view.per_home; ++k)
    cells.push_back(planet_cell(view, seat, seat * view.per_home + k));
  return cells;
}

// How a seat's planets fit `width` columns: each at least `least` wide (ten-column
// steps line the systems up) while that fits, else as wide as it needs, else with
// the other colours run together; on a second row (or more) only when a crowded
// system fits no other way.
struct PlanetFit {
  int rows = 1;
  int least = 0;
  bool tight = false;
};

PlanetFit fit_planets(const std::vector<PlanetCell>& cells, int width) {
  const int count = std::max(static_cast<int>(cells.size()), 1);
  const auto fits = [&](const PlanetFit& fit) {
    const int per_row = (count + fit.rows - 1) / fit.rows;
    for (int first = 0; first < count; first += per_row) {
      int sum = 2 * per_row;
      for (int i = first; i < std::min(first + per_row, static_cast<int>(cells.size())); ++i)
        sum += std::max(cells[static_cast<std::size_t>(i)].width(fit.tight), fit.least);
      if (sum > width) return false;
    }
    return true;
  };
  for (int rows = 1; rows <= count; ++rows) {
    for (const PlanetFit fit : {PlanetFit{rows, planet_step - 2, false}, PlanetFit{rows, 0, false},
                                PlanetFit{rows, 0, true}}) {
      if (fits(fit)) return fit;
    }
  }
  return {count, 0, true};
}

// A seat's planets, under its row: each as wide as it needs and two columns apart (a
// change mark goes in the gap), at the usual ten-column steps while they fit, so the
// systems line up; no ship and no colour is ever left out (fit_planets).
void draw_planets(Screen& screen, const Glyphs& glyphs, const Scene& table, Seat seat, int top,
                  int width) {
  const cs::CosmicView& view = table.view;
  const std::vector<PlanetCell> cells = planet_cells(view, seat);
  const PlanetFit fit = fit_planets(cells, width);
  const int per_row = (static_cast<int>(cells.size()) + fit.rows - 1) / fit.rows;
  const int least = fit.least;
  const bool tight = fit.tight;
  int col = 2;
  int row = top;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const PlanetCell& cell = cells[i];
    if (i > 0 && static_cast<int>(i) % per_row == 0) {
      ++row;
      col = 2;
    }
    const int planet = cell.planet;
    const bool changed = table.before != nullptr &&
                         static_cast<int>(table.before->planets.size()) > planet &&
                         table.before->planets[static_cast<std::size_t>(planet)] !=
                             view.planets[static_cast<std::size_t>(planet)];
    if (changed) screen.text(row, col - 1, std::string(glyphs.changed), styled(Tone::accent));
    const bool aimed = planet == view.planet && view.defense != nobody;
    int at = col;
    screen.text(row, at, cell.label, Style{aimed ? Tone::warning : Tone::dim, aimed, aimed});
    at += text_width(cell.label) + 1;
    screen.text(row, at, cell.own, cell.own != "-" ? colour_style(seat) : styled(Tone::dim));
    at += text_width(cell.own) + 1;
    if (!cell.lucre.empty()) {  // Lucre invested here, its owner's
      screen.text(row, at, cell.lucre, styled(Tone::good));
      at += text_width(cell.lucre) + 1;
    }
    for (const auto& [ships, colour] : cell.others) {
      screen.text(row, at, ships, colour_style(colour, true));
      at += text_width(ships) + (tight ? 0 : 1);
    }
    col += std::max(cell.width(tight), least) + 2;
  }
}

}  // namespace

std::vector<std::pair<std::string, int>> ship_counts(const cs::Ships& ships, Seat besides) {
  std::vector<std::pair<std::string, int>> counts;
  for (int colour = 0; colour < cs::max_players; ++colour) {
    const int count = ships[static_cast<std::size_t>(colour)];
    if (colour == besides || count == 0) continue;
    // Count first, the colour's letter in lowercase: "4b" never reads as planet B4.
    const auto letter = static_cast<char>(cs::colour_letter(colour) - 'A' + 'a');
    counts.emplace_back(std::to_string(count) + std::string(1, letter), colour);
  }
  return counts;
}

int draw_ships(Screen& screen, int row, int col, const cs::Ships& ships, int width) {
  const std::vector<std::pair<std::string, int>> cells = ship_counts(ships);
  int spaced = -1;
  for (const auto& cell : cells)
    spaced += text_width(cell.first) + 1;
  const int gap = spaced <= width ? 1 : 0;  // a narrow cell runs them together: "4b2y"
  int used = 0;
  for (const auto& [cell, colour] : cells) {
    if (used + text_width(cell) > width) {
      if (used < width) screen.text(row, col + used, "+", styled(Tone::dim));
      break;
    }
    screen.text(row, col + used, cell, colour_style(colour, true));
    used += text_width(cell) + gap;
  }
  return used;
}

Layout lay_out(const Screen& screen, const Scene& table, std::string_view status) {
  Layout layout;
  layout.left_width = std::max(52, screen.width() - 28);
  layout.right_left = layout.left_width + 1;
  for (Seat seat = 0; seat < table.view.players; ++seat)
    layout.planet_rows.push_back(
        fit_planets(planet_cells(table.view, seat), layout.left_width).rows);
  layout.legend_top = layout.seat_top(table.view.players);
  const std::string legend = tech_legend(table, layout.left_width);
  layout.legend_rows =
      legend.empty() ? 0 : static_cast<int>(wrap_text(legend, layout.text_columns()).size());
  layout.hand_top = layout.legend_top + layout.legend_rows;
  layout.hand_rows = std::max(layout.hand_rows, hand_rows(table.view, layout.left_width));
  layout.text_top = layout.hand_top + layout.hand_rows;
  layout.lucre_top = 1 + layout.encounter_rows;
  layout.status_rows = std::max(static_cast<int>(wrap_status(screen, status).size()), 1);
  layout.status = screen.height() - 1 - layout.status_rows;
  // The text under the hand takes the rows it needs, the log the rest, but for the
  // rows a question box needs at least (draw_hand says where the text goes on).
  const int text_needs = static_cast<int>(hand_text(table, layout.text_columns()).size());
  const int latest_rule = std::max(layout.text_top + 1, layout.status - 1 - least_log_rows);
  layout.log_rule =
      std::max(std::min(layout.text_top + std::max(2, text_needs), latest_rule), least_log_rule);
  layout.text_rows = layout.log_rule - layout.text_top;
  layout.first_log = layout.log_rule + 1;
  layout.log_rows = std::max(layout.status - layout.first_log, 0);
  return layout;
}

void draw_systems(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout) {
  for (Seat seat = 0; seat < table.view.players; ++seat) {
    const int row = layout.seat_top(seat);
    draw_seat_row(screen, glyphs, table, seat, row, layout.left_width);
    draw_planets(screen, glyphs, table, seat, row + 1, layout.left_width);
  }
  const std::string words = tech_legend(table, layout.left_width);
  const std::vector<std::string> legend =
      words.empty() ? std::vector<std::string>{} : wrap_text(words, layout.text_columns());
  for (std::size_t i = 0; i < legend.size(); ++i)
    screen.text(layout.legend_top + static_cast<int>(i), 1, legend[i], styled(Tone::dim));
}

void draw_board(Screen& screen, const Glyphs& glyphs, const Scene& table, std::string_view status,
                const std::vector<std::string>& hints, int log_columns) {
  const Layout layout = lay_out(screen, table, status);
  draw_title_bar(screen, glyphs, table);
  draw_systems(screen, glyphs, table, layout);
  draw_encounter(screen, glyphs, table, layout);
  draw_lucre(screen, glyphs, table, layout);
  draw_hand(screen, table, layout);
  draw_foot(
      screen, glyphs, layout,
      TableLogView{table.log, table.sources, table.sitters, table.new_from, table.view.seat()},
      status, hints, log_columns);
}

}  // namespace gavel::ui::cosmic
