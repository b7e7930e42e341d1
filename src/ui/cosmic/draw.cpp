// Drawing the Cosmic Encounter board from one seat's view at 80x24: the title bar, each
// player's home system on the left (two rows a player), the encounter on the right,
// the hand and the text of the card picked out, the newest log lines, the status line
// and the key hints. More rows go to the log.

#include <algorithm>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::cosmic {

namespace {

constexpr int name_width = 9;
constexpr int planet_step = 10;     // columns per planet in a system's second row
constexpr int least_log_rule = 14;  // under the encounter panel and Lucre's rows

void draw_title_bar(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  const cs::CosmicView& view = table.view;
  const std::string where = "turn " + std::to_string(view.turn) + " " + std::string(glyphs.bullet) +
                            " " + std::to_string(view.to_win) + " foreign colonies win";
  ui::draw_title_bar(
      screen, glyphs,
      {"Cosmic Encounter", {where}, view.phase == cs::Phase::over, view.to_move, view.me},
      table.sitters, table.run, table.seed);
}

// "tech 1/3", "Battle Drill", "tech used": as far as this seat may know it.
std::string tech_words(const cs::CosmicView& view, Seat seat) {
  if (view.techs.empty()) return "";
  const auto s = static_cast<std::size_t>(seat);
  const int tech = view.techs[s];
  if (tech == cs::no_tech) return "";
  const cs::TechStage stage = view.tech_stages[s];
  if (stage == cs::TechStage::used) return "tech used";
  if (stage == cs::TechStage::complete && tech >= 0)
    return (*view.tech_list)[static_cast<std::size_t>(tech)].name;
  if (tech < 0) return "tech " + std::to_string(view.research[s]);  // face down
  const cs::Tech& known = (*view.tech_list)[static_cast<std::size_t>(tech)];
  return clip_text(known.name, 7) + " " + std::to_string(view.research[s]) + "/" +
         std::to_string(known.cost);
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
  int tech_col = 40;
  if (view.lucre_on) {  // its free Lucre; what it invested shows on its planets
    screen.text(row, 38, "$" + std::to_string(view.lucre[s]),
                styled(view.lucre[s] > 0 ? Tone::normal : Tone::dim));
    tech_col = 42;
  }
  screen.text(row, tech_col, clip_text(tech_words(view, seat), width - tech_col - 1),
              styled(Tone::dim));
}

// A seat's second row: its home planets, the owner's ships and any other colour's.
void draw_planets_row(Screen& screen, const Glyphs& glyphs, const Scene& table, Seat seat,
                      int row) {
  const cs::CosmicView& view = table.view;
  for (int k = 0; k < view.per_home; ++k) {
    const int planet = seat * view.per_home + k;
    const cs::Ships& ships = view.planets[static_cast<std::size_t>(planet)];
    const int col = 2 + k * planet_step;
    const bool changed = table.before != nullptr &&
                         static_cast<int>(table.before->planets.size()) > planet &&
                         table.before->planets[static_cast<std::size_t>(planet)] != ships;
    if (changed) screen.text(row, col - 1, std::string(glyphs.changed), styled(Tone::accent));
    const bool aimed = planet == view.planet && view.defense != nobody;
    screen.text(row, col, planet_words(view, planet),
                Style{aimed ? Tone::warning : Tone::dim, aimed, aimed});
    const int own = ships[static_cast<std::size_t>(seat)];
    screen.text(row, col + 3, own > 0 ? std::to_string(own) : "-",
                own > 0 ? colour_style(seat) : styled(Tone::dim));
    cs::Ships others = ships;
    others[static_cast<std::size_t>(seat)] = 0;
    int others_col = col + 4 + (own > 9 ? 2 : 1);
    const int invested = view.lucre_on ? view.invested[static_cast<std::size_t>(planet)] : 0;
    if (invested > 0) {  // Lucre invested here, its owner's
      const std::string lucre = "$" + std::to_string(invested);
      screen.text(row, others_col, lucre, styled(Tone::good));
      others_col += text_width(lucre) + 1;
    }
    draw_ships(screen, row, others_col, others, col + planet_step - 1 - others_col);
  }
}

}  // namespace

int draw_ships(Screen& screen, int row, int col, const cs::Ships& ships, int width) {
  // Count first, the colour's letter in lowercase: "4b" never reads as planet B4.
  std::vector<std::pair<std::string, int>> cells;
  int spaced = -1;
  for (int colour = 0; colour < cs::max_players; ++colour) {
    const int count = ships[static_cast<std::size_t>(colour)];
    if (count == 0) continue;
    const auto letter = static_cast<char>(cs::colour_letter(colour) - 'A' + 'a');
    cells.emplace_back(std::to_string(count) + std::string(1, letter), colour);
    spaced += text_width(cells.back().first) + 1;
  }
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
  layout.hand_top = layout.systems_top + 2 * table.view.players;
  layout.text_top = layout.hand_top + layout.hand_rows;
  layout.lucre_top = 1 + layout.encounter_rows;
  layout.log_rule = std::max(layout.text_top + 2, least_log_rule);
  layout.text_rows = layout.log_rule - layout.text_top;
  layout.first_log = layout.log_rule + 1;
  layout.status_rows = std::max(static_cast<int>(wrap_status(screen, status).size()), 1);
  layout.status = screen.height() - 1 - layout.status_rows;
  layout.log_rows = std::max(layout.status - layout.first_log, 0);
  return layout;
}

void draw_systems(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout) {
  for (Seat seat = 0; seat < table.view.players; ++seat) {
    const int row = layout.systems_top + 2 * seat;
    draw_seat_row(screen, glyphs, table, seat, row, layout.left_width);
    draw_planets_row(screen, glyphs, table, seat, row + 1);
  }
}

void draw_board(Screen& screen, const Glyphs& glyphs, const Scene& table, std::string_view status,
                const std::vector<std::string>& hints, int log_columns) {
  const Layout layout = lay_out(screen, table, status);
  draw_title_bar(screen, glyphs, table);
  draw_systems(screen, glyphs, table, layout);
  draw_encounter(screen, glyphs, table, layout);
  draw_lucre(screen, glyphs, table, layout);
  draw_hand(screen, glyphs, table, layout);
  draw_foot(screen, glyphs, layout,
            TableLogView{table.log, table.voices, table.sitters, table.new_from}, status, hints,
            log_columns);
}

}  // namespace gavel::ui::cosmic
