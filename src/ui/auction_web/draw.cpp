// Drawing the Auction Web board from one seat's view: the title bar, the properties
// in the centre, the hand, the players and the newest log lines. It lays itself out
// for 80x24 and gives extra width to the ability hints and the players' properties,
// extra height to the log.

#include <algorithm>
#include <string>

#include "board_parts.h"
#include "gavel/core/text.h"

namespace gavel::ui::auction_web {

namespace {

// Text cut to `width` columns, padded with blanks to exactly that width.
std::string cell(std::string_view text, int width) {
  if (width <= 0) return {};
  std::string out = clip_text(text, width);
  out.append(static_cast<std::size_t>(std::max(0, width - text_width(out))), ' ');
  return out;
}

std::string right(std::string_view text, int width) {
  const std::string cut = clip_text(text, width);
  return std::string(static_cast<std::size_t>(std::max(0, width - text_width(cut))), ' ') + cut;
}

// The longest short ability hint (ability_hint): the properties table keeps room for it.
constexpr int longest_hint = 24;

// The first of `forms` that fits in `width` columns; the last one shortened when none
// does. Lines that matter say the same in fewer words rather than being cut.
std::string first_fitting(const Glyphs& glyphs, const std::vector<std::string>& forms, int width) {
  for (const std::string& form : forms) {
    if (text_width(form) <= width) return form;
  }
  return shorten(glyphs, forms.back(), width);
}

// Values in a narrow column: "3 5 6", or "356" when the blanks do not fit.
std::string values_in(const std::vector<int>& values, int width) {
  const std::string spaced = values_text(values);
  if (text_width(spaced) <= width) return spaced;
  std::string packed;
  for (int value : values)
    packed += std::to_string(value);
  return packed;
}

// The mark for a cell that changed since the player's last move, drawn in the blank
// column just before the cell's text.
void mark_changed(Screen& screen, const Glyphs& glyphs, int row, int col) {
  screen.text(row, col, glyphs.changed, Style{Tone::warning, true, false});
}

const aw::LotView& lot_before(const Scene& table, std::size_t i) {
  static const aw::LotView empty;
  if (table.seen == nullptr || i >= table.seen->lots.size()) return empty;
  const aw::LotView& before = table.seen->lots[i];
  // A property dealt since counts as an empty one, so only bids on it are marked.
  return before.property == table.view.lots[i].property ? before : empty;
}

const aw::SeatView* seat_before(const Scene& table, Seat seat) {
  if (table.seen == nullptr || seat >= static_cast<int>(table.seen->seats.size())) return nullptr;
  return &table.seen->seats[seat];
}

int widest_name(const Scene& table) {
  int widest = 6;
  for (Seat seat = 0; seat < static_cast<int>(table.view.seats.size()); ++seat)
    widest = std::max(widest, text_width(seat_label(table, seat)));
  return std::min(widest, 16);
}

std::string phase_words(const aw::AuctionWebView& view) {
  switch (view.phase) {
    case aw::Phase::draft_deal:
    case aw::Phase::draft_keep:
      return "draft";
    case aw::Phase::deal_lots:
    case aw::Phase::mochi:
    case aw::Phase::mochi_draw:
      return "dealing";
    case aw::Phase::bidding:
    case aw::Phase::lowball:
    case aw::Phase::ledger_reveal:
    case aw::Phase::ledger_decide:
    case aw::Phase::ledger_redraw:
      return "bidding";
    case aw::Phase::over:
      return "game over";
    default:
      return "cleanup";
  }
}

void draw_title_bar(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  const aw::AuctionWebView& view = table.view;
  // Who bids first, in as many words as there is room for.
  const std::string round = std::to_string(view.round);
  const std::string phase = phase_words(view);
  const std::string where = "Round " + round + " of " + std::to_string(rounds) + ", " + phase;
  const std::string bullet = " " + std::string(glyphs.bullet) + " ";
  const std::string first = seat_label(table, view.first_player);
  std::vector<std::string> wheres;
  if (view.phase != aw::Phase::over && view.first_player >= 0) {
    wheres.push_back(where + bullet + first + (view.first_player == view.me ? " bid" : " bids") +
                     " first");
    wheres.push_back(where + bullet + first + " first");
  }
  wheres.push_back(where);
  wheres.push_back("Round " + round + "/" + std::to_string(rounds) + ", " + phase);
  wheres.push_back("R" + round + " " + phase);
  ui::draw_title_bar(screen, glyphs, {"Auction Web", wheres, false, view.to_move, view.me},
                     table.sitters, table.run, table.seed);
}

void draw_lots(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout,
               const Marks& marks) {
  const aw::AuctionWebView& view = table.view;
  const int width = screen.width();
  int name_width = 8;
  for (const aw::LotView& lot : view.lots) {
    name_width = std::max(name_width, text_width(property_card(view, lot.property).name));
  }
  name_width = std::min(name_width, 23);
  const bool full_types = width >= 110;
  const int type_width = full_types ? 10 : 4;
  const int beaten_width = 8;
  const int type_col = 3 + name_width + 1;
  const int vp_col = type_col + type_width + 1;
  const int hint_col = vp_col + 4;
  // Rivals lead under their whole names where the short ability hints still fit
  // beside them, else under their first names ("Auntie").
  const bool short_names =
      widest_name(table) + 3 > width - beaten_width - 2 - hint_col - longest_hint - 1;
  const auto leader = [&](Seat seat) {
    return short_names ? seat_short_label(table, seat) : seat_label(table, seat);
  };
  int widest_leader = 6;
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat)
    widest_leader = std::max(widest_leader, text_width(leader(seat)));
  const int lead_width = std::min(widest_leader, 16) + 3;  // a blank keeps it apart from Beaten
  const int lead_col = width - beaten_width - 1 - lead_width - 1;
  const int hint_width = lead_col - hint_col - 1;
  const int beaten_col = width - beaten_width - 1;

  // A wide screen has room for every ability's whole sentence.
  bool long_hints = true;
  for (const aw::LotView& lot : view.lots) {
    const std::string text = ability_text(property_card(view, lot.property).ability);
    long_hints = long_hints && text_width(text) <= hint_width;
  }
  const Style heading = styled(Tone::dim);
  screen.text(layout.lots_heading, 3, "Property", heading);
  screen.text(layout.lots_heading, type_col, "Type", heading);
  screen.text(layout.lots_heading, vp_col, "VP", heading);
  screen.text(layout.lots_heading, hint_col, "Ability", heading);
  screen.text(layout.lots_heading, lead_col, "Leading", heading);
  screen.text(layout.lots_heading, beaten_col, "Beaten", heading);
  if (view.lots.empty()) {
    screen.text(layout.first_lot, 3, "No properties in the centre.", styled(Tone::dim));
    return;
  }
  for (int i = 0; i < static_cast<int>(view.lots.size()); ++i) {
    const aw::LotView& lot = view.lots[static_cast<std::size_t>(i)];
    const aw::PropertyCard& card = property_card(view, lot.property);
    const int row = layout.first_lot + i;
    const bool chosen = i == marks.lot;
    const bool asked = std::find(marks.lots.begin(), marks.lots.end(), i) != marks.lots.end();
    Style base = chosen ? Style{Tone::normal, true, true} : plain;
    if (asked && !chosen) base = Style{Tone::accent, true, false};
    screen.text(row, 0, std::string(static_cast<std::size_t>(width), ' '), base);
    if (chosen || asked) screen.text(row, 0, glyphs.pointer, Style{Tone::accent, true, chosen});
    screen.text(row, 1, std::string(1, static_cast<char>('a' + i)), base);
    screen.text(row, 3, cell(card.name, name_width), base);
    screen.text(row, type_col, cell(type_word(card.type, full_types), type_width), base);
    screen.text(row, vp_col, right(std::to_string(card.victory_points), 2), base);
    const std::string hint = long_hints ? ability_text(card.ability) : ability_hint(card.ability);
    screen.text(row, hint_col, shorten(glyphs, hint, hint_width), base);
    const aw::LotView& before = lot_before(table, static_cast<std::size_t>(i));
    // A new leader starts the beaten values afresh, so a same-looking face-down card
    // whose beaten values no longer begin with the old ones is a new card.
    const bool beaten_kept =
        lot.beaten.size() >= before.beaten.size() &&
        std::equal(before.beaten.begin(), before.beaten.end(), lot.beaten.begin());
    if (lot.bidder != before.bidder || lot.value != before.value || lot.face_up != before.face_up ||
        !beaten_kept) {
      mark_changed(screen, glyphs, row, lead_col - 1);
    }
    if (lot.beaten != before.beaten) mark_changed(screen, glyphs, row, beaten_col - 1);
    if (lot.bidder < 0) {
      screen.text(row, lead_col, "-", chosen ? base : styled(Tone::dim));
    } else {
      const std::string value =
          lot.value >= 0 ? std::to_string(lot.value) : std::string(glyphs.hidden);
      const std::string name = clip_text(leader(lot.bidder), lead_width - 3);
      Style lead_style = base;
      if (!chosen) {
        lead_style.tone = lot.bidder == view.me ? Tone::good : Tone::normal;
        lead_style.hue = seat_hue(table, lot.bidder);
      }
      screen.text(row, lead_col, cell(name + " " + value, lead_width), lead_style);
    }
    screen.text(row, beaten_col, shorten(glyphs, values_in(lot.beaten, beaten_width), beaten_width),
                base);
  }
}

void draw_lot_detail(Screen& screen, const Glyphs& glyphs, const Scene& table, int row,
                     const Marks& marks) {
  const aw::AuctionWebView& view = table.view;
  if (marks.lot < 0 || marks.lot >= static_cast<int>(view.lots.size())) return;
  const aw::LotView& lot = view.lots[static_cast<std::size_t>(marks.lot)];
  const aw::PropertyCard& card = property_card(view, lot.property);
  // Type and points are in the table above; this line has room for the ability. The
  // name gives way before the ability's words do.
  const std::string ability = ability_text(card.ability);
  std::vector<std::string> forms;
  if (lot.bidder >= 0 && lot.face_up)
    forms.push_back(card.name + ": " + ability + " Its card lies face up.");
  forms.push_back(card.name + ": " + ability);
  forms.push_back("Ability: " + ability);
  forms.push_back(ability);
  screen.text(row, 3, first_fitting(glyphs, forms, screen.width() - 4), styled(Tone::dim));
}

// The hand in the first form that fits: every card with its name; cards of one value
// together ("1 Encryption x2"); the same with short names; values only. The chosen
// card is shown with the cards of its value.
void draw_hand(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout,
               const Marks& marks) {
  const aw::AuctionWebView& view = table.view;
  screen.text(layout.hand, 1, "Hand", Style{Tone::title, true, false});
  if (view.hand.empty()) {
    screen.text(layout.hand, 7, "no cards", styled(Tone::dim));
    return;
  }
  struct Entry {
    std::string text;
    int first = 0;  // the hand's indices it stands for
    int last = 0;
  };
  const int room = screen.width() - 8;
  const int cards = static_cast<int>(view.hand.size());
  std::vector<Entry> entries;
  for (int form = 0; form < 4; ++form) {
    const bool grouped = form == 1 || form == 2;
    entries.clear();
    int used = -2;
    for (int i = 0; i < cards; ++i) {
      const int value = view.hand[static_cast<std::size_t>(i)];
      int last = i;
      while (grouped && last + 1 < cards && view.hand[static_cast<std::size_t>(last + 1)] == value)
        ++last;
      std::string text = std::to_string(value);
      if (form < 2) text += " " + litcoin_name(view, value);
      if (form == 2) text += " " + litcoin_short(value);
      if (last > i) text += " " + std::string(glyphs.times) + std::to_string(last - i + 1);
      used += text_width(text) + 2;
      entries.push_back({std::move(text), i, last});
      i = last;
    }
    if (used <= room) break;
  }
  int col = 7;
  for (const Entry& entry : entries) {
    const bool chosen = marks.card >= entry.first && marks.card <= entry.last;
    screen.text(layout.hand, col, entry.text,
                chosen ? Style{Tone::accent, true, true} : Style{Tone::normal, true, false});
    col += text_width(entry.text) + 2;
  }
}

void draw_card_detail(Screen& screen, const Glyphs& glyphs, const Scene& table, int row,
                      const Marks& marks) {
  const aw::AuctionWebView& view = table.view;
  std::vector<std::string> forms;
  if (marks.card >= 0 && marks.card < static_cast<int>(view.hand.size())) {
    const int value = view.hand[static_cast<std::size_t>(marks.card)];
    const std::string dash = " " + std::string(glyphs.dash) + " ";
    forms = {std::to_string(value) + " " + litcoin_name(view, value) + dash + litcoin_text(value),
             std::to_string(value) + " " + litcoin_short(value) + dash + litcoin_text(value),
             std::to_string(value) + dash + litcoin_text(value)};
  } else {
    forms = {"Your discard pile: " + values_text(view.my_discard, "empty") + ".",
             "Discard pile: " + values_in(view.my_discard, screen.width() - 23) + "."};
  }
  screen.text(row, 7, first_fitting(glyphs, forms, screen.width() - 8), styled(Tone::dim));
}

void draw_seats(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout) {
  const aw::AuctionWebView& view = table.view;
  // Rivals' glyphs stand before their names, in a column of their own.
  bool glyphs_shown = false;
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat)
    glyphs_shown = glyphs_shown || seat_glyph(table, seat) != ' ';
  const int name_col = glyphs_shown ? 3 : 1;
  const int name_width = widest_name(table);
  const int state_col = name_col + name_width + 1;
  const int hand_col = state_col + 7;
  const int known_col = hand_col + 5;
  const int deck_col = known_col + 10;
  const int discard_col = deck_col + 5;
  const int top_col = discard_col + 5;
  const int vp_col = top_col + 4;
  const int owned_col = vp_col + 5;  // a blank for the mark, a blank after the points
  const int owned_width = screen.width() - owned_col - 1;
  if (layout.seats_heading >= 0) {
    const Style heading = styled(Tone::dim);
    const int row = layout.seats_heading;
    screen.text(row, 1, "Player", heading);
    screen.text(row, hand_col, "Hand", heading);
    screen.text(row, known_col, "Known", heading);
    screen.text(row, deck_col, "Deck", heading);
    screen.text(row, discard_col, "Disc", heading);
    screen.text(row, top_col, "Top", heading);
    screen.text(row, vp_col, " VP", heading);
    screen.text(row, owned_col,
                first_fitting(glyphs, {"Properties (* used)", "Properties (*used)", "Properties"},
                              owned_width),
                heading);
  }
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat) {
    const aw::SeatView& s = view.seats[seat];
    const aw::SeatView* before = seat_before(table, seat);
    const int row = layout.first_seat + seat;
    const bool me = seat == view.me;
    const Style name_style{me ? Tone::good : Tone::normal, me, false, seat_hue(table, seat)};
    // A number right-aligned in `width` columns from `col`, marked when it changed.
    const auto count = [&](int col, int width, int value, bool changed, Style style = plain) {
      const std::string text = value >= 0 ? std::to_string(value) : std::string();
      screen.text(row, col, right(text, width), style);
      if (changed)
        mark_changed(screen, glyphs, row, col + width - std::max(1, text_width(text)) - 1);
    };
    if (seat == view.to_move) screen.text(row, 0, glyphs.pointer, styled(Tone::accent));
    if (glyphs_shown) screen.text(row, 1, std::string(1, seat_glyph(table, seat)), name_style);
    screen.text(row, name_col, cell(seat_label(table, seat), name_width), name_style);
    if (s.passed) screen.text(row, state_col, "passed", styled(Tone::warning));
    count(hand_col, 4, s.hand, before && before->hand != s.hand);
    if (!me) {
      screen.text(row, known_col, shorten(glyphs, values_in(s.known_hand, 9), 9));
      if (before && before->known_hand != s.known_hand && !s.known_hand.empty())
        mark_changed(screen, glyphs, row, known_col - 1);
    }
    count(deck_col, 4, s.deck, before && before->deck != s.deck);
    count(discard_col, 4, s.discard, before && before->discard != s.discard);
    count(top_col, 3, s.discard_top, before && before->discard_top != s.discard_top);
    count(vp_col, 3, s.score.total(), before && before->score.total() != s.score.total(),
          Style{Tone::normal, true});
    // Every name when they fit; else how many, and how many used (the t page lists them).
    const int used = static_cast<int>(std::count_if(
        s.properties.begin(), s.properties.end(), [](const aw::HoldingView& h) { return h.used; }));
    const int owned = static_cast<int>(s.properties.size());
    const std::string how_many = counted(owned, "property", "properties");
    std::vector<std::string> forms = {holdings_text(view, s)};
    if (used > 0) forms.push_back(how_many + ", " + std::to_string(used) + "*");
    forms.push_back(how_many);
    forms.push_back(std::to_string(owned));
    screen.text(row, owned_col, first_fitting(glyphs, forms, owned_width),
                s.properties.empty() ? styled(Tone::dim) : plain);
    if (before && before->properties != s.properties)
      mark_changed(screen, glyphs, row, owned_col - 1);
  }
}

}  // namespace

Layout lay_out(const Screen& screen, const Scene& table, std::string_view status) {
  const int lots = std::max(static_cast<int>(table.view.lots.size()), 1);
  const int seats = static_cast<int>(table.view.seats.size());
  const int height = screen.height();
  // Rows that are always there: title, heading, lots, hand, seats, log rule,
  // status and key hints. The optional ones stay while the log keeps 3 rows.
  const int fixed = 1 + 1 + lots + 1 + seats + 1 + 2;
  int spare = height - fixed - 3;
  const bool lot_detail = spare-- >= 1;
  const bool card_detail = spare-- >= 1;
  const bool seats_heading = spare-- >= 1;

  Layout layout;
  int row = 1;
  layout.lots_heading = row++;
  layout.first_lot = row;
  row += lots;
  layout.lot_detail = lot_detail ? row++ : -1;
  layout.hand = row++;
  layout.lower_top = row;
  layout.card_detail = card_detail ? row++ : -1;
  layout.seats_heading = seats_heading ? row++ : -1;
  layout.first_seat = row;
  row += seats;
  layout.log_rule = row++;
  layout.first_log = row;
  layout.status =
      height - 1 - static_cast<int>(std::max<std::size_t>(wrap_status(screen, status).size(), 1));
  layout.log_rows = std::max(layout.status - layout.first_log, 0);
  return layout;
}

void draw_board(Screen& screen, const Glyphs& glyphs, const Scene& table, const Marks& marks,
                std::string_view status, const std::vector<std::string>& hints) {
  const Layout layout = lay_out(screen, table, status);
  draw_title_bar(screen, glyphs, table);
  draw_lots(screen, glyphs, table, layout, marks);
  if (layout.lot_detail >= 0) draw_lot_detail(screen, glyphs, table, layout.lot_detail, marks);
  draw_hand(screen, glyphs, table, layout, marks);
  if (layout.card_detail >= 0) draw_card_detail(screen, glyphs, table, layout.card_detail, marks);
  draw_seats(screen, glyphs, table, layout);
  draw_foot(
      screen, glyphs, layout,
      TableLogView{table.log, table.sources, table.sitters, table.new_from, table.view.seat()},
      status, hints);
}

}  // namespace gavel::ui::auction_web
