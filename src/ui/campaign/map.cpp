// The district's map, drawn the roguelike way: rooms as small boxes, each with its
// kind's glyph and a short label, joined by corridors of '#'; the player's '@' in the
// room they stand in, the rooms and corridors behind dimmed, the ways on bright and
// the chosen one in reverse video, so it reads without colour too. Below the map a
// panel says what the chosen room holds and where it leads.

#include <algorithm>
#include <set>

#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/ui/board_kit.h"
#include "parts.h"

namespace gavel::ui::campaign_screens {

namespace {

constexpr int box_width = 5;
constexpr int panel_rows = 6;  // the heading and the panel's lines, above the message row

// Where the district's columns and rows of rooms go on the screen.
struct Geometry {
  int top = 0;
  int left = 0;
  int pitch_x = 11;  // screen columns per column of rooms
  int pitch_y = 5;   // screen rows per row of rooms

  int box_left(int column) const { return left + column * pitch_x + (pitch_x - box_width) / 2; }
  int box_top(int row) const { return top + row * pitch_y; }
  int middle(int row) const { return box_top(row) + 1; }
  int centre(int column) const { return box_left(column) + box_width / 2; }
};

int panel_top(const Screen& screen) {
  return message_row(screen) - panel_rows;
}

// Columns spread over the width, rows over the height above the panel. A row's pitch
// never exceeds the corridor's run between two boxes, so a slanting corridor stays
// clear of the labels under the boxes.
Geometry lay_out(const Screen& screen, const cp::District& district) {
  Geometry geometry;
  const int columns = std::max(district.columns, 1);
  geometry.pitch_x = std::clamp((screen.width() - 2) / columns, box_width + 4, 18);
  const int run = geometry.pitch_x - box_width - 1;
  const int top = 2;
  const int rows = panel_top(screen) - top;
  geometry.pitch_y = std::clamp((rows - 4) / 2, 4, std::max(4, std::min(7, run)));
  const int height = 2 * geometry.pitch_y + 4;
  geometry.top = top + std::max(0, (rows - height) / 2);
  geometry.left = (screen.width() - columns * geometry.pitch_x) / 2;
  return geometry;
}

std::string_view room_glyph(const Glyphs& glyphs, cp::RoomKind kind) {
  switch (kind) {
    case cp::RoomKind::entrance:
      return "<";
    case cp::RoomKind::black_market:
      return "$";
    case cp::RoomKind::rumour:
      return "?";
    case cp::RoomKind::pawnshop:
      return "%";
    case cp::RoomKind::quiet_room:
      return ".";
    case cp::RoomKind::auction_house:
      return glyphs.house;
  }
  return " ";
}

const char* room_label(cp::RoomKind kind) {
  switch (kind) {
    case cp::RoomKind::entrance:
      return "Entrance";
    case cp::RoomKind::black_market:
      return "Market";
    case cp::RoomKind::rumour:
      return "Rumour";
    case cp::RoomKind::pawnshop:
      return "Pawnshop";
    case cp::RoomKind::quiet_room:
      return "Quiet";
    case cp::RoomKind::auction_house:
      return "Auction";
  }
  return "Room";
}

// A room's own colour, where the terminal has colours.
Hue room_hue(cp::RoomKind kind) {
  switch (kind) {
    case cp::RoomKind::black_market:
      return Hue::yellow;
    case cp::RoomKind::rumour:
      return Hue::cyan;
    case cp::RoomKind::pawnshop:
      return Hue::magenta;
    case cp::RoomKind::auction_house:
      return Hue::red;
    default:
      return Hue::none;
  }
}

// The cells of a corridor from (x0, y0) to (x1, y1), x0 < x1: a straight line of
// cells, one per column or row, whichever it crosses more of.
std::vector<std::pair<int, int>> corridor_cells(int x0, int y0, int x1, int y1) {
  std::vector<std::pair<int, int>> cells;
  const int steps = std::max(x1 - x0, std::abs(y1 - y0));
  for (int i = 0; i <= steps; ++i) {
    // Rounded to the nearest cell, halves away from the start.
    const int x = x0 + ((x1 - x0) * i * 2 + steps) / (2 * std::max(steps, 1));
    const int dy = y1 - y0;
    const int y = y0 + (dy * i * 2 + (dy >= 0 ? steps : -steps)) / (2 * std::max(steps, 1));
    cells.emplace_back(x, y);
  }
  return cells;
}

class MapView {
 public:
  MapView(const Desk& desk, const std::vector<int>& ways, int chosen)
      : desk_(desk),
        district_(desk.run.district),
        geometry_(lay_out(desk.screen, district_)),
        ways_(ways),
        chosen_(chosen >= 0 && chosen < static_cast<int>(ways.size())
                    ? ways[static_cast<std::size_t>(chosen)]
                    : -1),
        ahead_(cp::rooms_ahead(district_, desk.run.room)) {}

  void draw() const {
    for (int from = 0; from < static_cast<int>(district_.rooms.size()); ++from) {
      for (int to : room(from).exits)
        draw_corridor(from, to);
    }
    // Ways on last, so where corridors cross the bright one stays whole.
    for (int to : ways_)
      draw_corridor(desk_.run.room, to);
    if (chosen_ >= 0) draw_corridor(desk_.run.room, chosen_);
    for (int index = 0; index < static_cast<int>(district_.rooms.size()); ++index)
      draw_room(index);
  }

 private:
  const cp::Room& room(int index) const { return district_.rooms[static_cast<std::size_t>(index)]; }
  bool is_way(int index) const { return std::count(ways_.begin(), ways_.end(), index) > 0; }

  Style corridor_style(int from, int to) const {
    if (from == desk_.run.room && to == chosen_) return Style{Tone::accent, true, true};
    if (from == desk_.run.room && is_way(to)) return Style{Tone::accent, true};
    if (room(from).visited && room(to).visited) return styled(Tone::dim);
    return ahead_.count(from) > 0 ? plain : styled(Tone::dim);
  }

  void draw_corridor(int from, int to) const {
    const cp::Room& a = room(from);
    const cp::Room& b = room(to);
    const Style style = corridor_style(from, to);
    for (const auto& [x, y] :
         corridor_cells(geometry_.box_left(a.column) + box_width, geometry_.middle(a.row),
                        geometry_.box_left(b.column) - 1, geometry_.middle(b.row))) {
      desk_.screen.text(y, x, "#", style);
    }
  }

  void draw_room(int index) const {
    const cp::Room& here = room(index);
    const bool current = index == desk_.run.room;
    const bool chosen = index == chosen_;
    const bool way = is_way(index);
    const bool faded = !current && (here.visited || ahead_.count(index) == 0);
    Style frame = faded ? styled(Tone::dim) : plain;
    if (way) frame = Style{Tone::accent, chosen};
    if (current) frame = Style{Tone::normal, true};
    Style glyph{faded ? Tone::dim : Tone::normal, !faded, false,
                faded ? Hue::none : room_hue(here.kind)};
    Style label = faded ? styled(Tone::dim) : plain;
    if (way) label = styled(Tone::accent);
    if (chosen) label = Style{Tone::accent, true, true};
    if (current) label = Style{Tone::normal, true};

    const int left = geometry_.box_left(here.column);
    const int top = geometry_.box_top(here.row);
    const Glyphs& g = desk_.glyphs;
    std::string across;
    for (int i = 0; i < box_width - 2; ++i)
      across += g.horizontal;
    Screen& screen = desk_.screen;
    screen.text(top, left, std::string(g.top_left) + across + std::string(g.top_right), frame);
    screen.text(top + 1, left, g.vertical, frame);
    screen.text(top + 1, left + box_width - 1, g.vertical, frame);
    screen.text(top + 2, left, std::string(g.bottom_left) + across + std::string(g.bottom_right),
                frame);
    if (current) {
      screen.text(top + 1, left + 2, "@", Style{Tone::accent, true});
    } else {
      screen.text(top + 1, left + 2, room_glyph(g, here.kind), glyph);
    }
    const std::string text = clip_text(room_label(here.kind), geometry_.pitch_x - 2);
    screen.text(top + 3, geometry_.centre(here.column) - (text_width(text) - 1) / 2, text, label);
  }

  const Desk& desk_;
  const cp::District& district_;
  Geometry geometry_;
  const std::vector<int>& ways_;
  int chosen_;
  std::set<int> ahead_;
};

void draw_panel(const Desk& desk, int index) {
  const cp::Room& room = desk.run.district.rooms[static_cast<std::size_t>(index)];
  const int house_column = desk.run.district.columns - 1;
  std::string heading = cp::room_name(room.kind);
  if (index == desk.run.room) heading += ", where you stand";
  const int between = house_column - room.column - 1;
  if (between > 0) {
    heading += " " + std::string(desk.glyphs.dash) + " " + counted(between, "room", "rooms") +
               " more to the Auction House";
  }
  const int top = panel_top(desk.screen);
  draw_heading(desk, top, heading);
  std::vector<std::string> lines =
      wrap_text(cp::room_words(desk.run, desk.content(), room.kind), desk.screen.width() - 6);
  if (!room.exits.empty()) {
    std::vector<std::string> next;
    for (int to : room.exits)
      next.push_back(cp::room_name(desk.run.district.rooms[static_cast<std::size_t>(to)].kind));
    lines.push_back("From there: " + or_list(next) + ".");
  }
  for (std::size_t i = 0; i < lines.size() && static_cast<int>(i) < panel_rows - 1; ++i) {
    desk.screen.text(top + 1 + static_cast<int>(i), 3, lines[i],
                     i + 1 == lines.size() && !room.exits.empty() ? styled(Tone::dim) : plain);
  }
}

// The way straight ahead when there is one, else the first.
int first_choice(const cp::Run& run, const std::vector<int>& ways) {
  const int row = run.district.rooms[static_cast<std::size_t>(run.room)].row;
  for (std::size_t i = 0; i < ways.size(); ++i) {
    if (run.district.rooms[static_cast<std::size_t>(ways[i])].row == row)
      return static_cast<int>(i);
  }
  return 0;
}

}  // namespace

Exit walk_map(Desk& desk) {
  const std::vector<int> ways = cp::ways_on(desk.run);
  if (ways.empty()) throw Error("the map has no way on from this room");
  const int count = static_cast<int>(ways.size());
  int chosen = first_choice(desk.run, ways);
  std::string message;
  auto draw = [&] {
    draw_run_status(desk);
    MapView(desk, ways, chosen).draw();
    draw_panel(desk, ways[static_cast<std::size_t>(chosen)]);
    const std::string ready =
        count == 1 ? "One way on: Enter walks there."
                   : std::to_string(count) + " ways on: up and down choose, Enter walks.";
    draw_message(desk, message.empty() ? ready : message,
                 message.empty() ? styled(Tone::accent) : styled(Tone::warning));
    draw_footer(desk.screen, desk.glyphs,
                fit_hints(desk.screen, desk.glyphs,
                          {std::string(desk.glyphs.up_down) + "/jk choose", "Enter walk", "i table",
                           "? help", "q save and quit"},
                          2));
  };
  for (;;) {
    const Key key = next_key(desk.screen, desk.glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return Exit::interrupted;
    message.clear();
    const Step step = step_of(key);
    if (step == Step::up) chosen = (chosen + count - 1) % count;
    if (step == Step::down || key.kind == Key::Kind::tab) chosen = (chosen + 1) % count;
    if (step == Step::up || step == Step::down || key.kind == Key::Kind::tab) continue;
    if (step == Step::left) {
      message = "The way back is closed: a run only goes forward.";
      continue;
    }
    if (key.kind == Key::Kind::enter || step == Step::right) {
      cp::walk(desk.run, desk.content(), ways[static_cast<std::size_t>(chosen)]);
      desk.save();
      return Exit::moved;
    }
    if (key.kind == Key::Kind::escape) {
      if (const auto exit = ask_to_quit(desk, draw)) return *exit;
      continue;
    }
    bool handled = false;
    if (const auto exit = shared_key(desk, key, draw, handled)) return *exit;
    if (!handled) message = "That key does nothing on the map; ? lists the keys.";
  }
}

}  // namespace gavel::ui::campaign_screens
