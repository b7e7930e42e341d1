// The two panels under the title bar: on the left the players round the ring (each
// seat's Mints, the Locations of each type they control with the majorities starred,
// their points if the game ended now, and where they stand in the auction); on the
// right the auction under way, or the Auction Block while the Auctioneer chooses.

#include <algorithm>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::mintopia {

namespace {

constexpr int name_col = 3;
constexpr int mints_col = 15;
constexpr int types_col = 22;
constexpr int vp_col = 35;
constexpr int state_col = 40;

bool in_open_auction(const mt::MintopiaView& view) {
  switch (view.phase) {
    case mt::Phase::open_bid:
    case mt::Phase::answer:
    case mt::Phase::share:
    case mt::Phase::ai_roll:
    case mt::Phase::ai_answer:
      return !view.closed;
    default:
      return false;
  }
}

bool revealed(const mt::MintopiaView& view) {
  return view.closed && view.phase != mt::Phase::commit && view.lot >= 0;
}

// Where one competitor stands in the auction under way, in a word or two.
std::string standing_in_auction(const mt::MintopiaView& view, int competitor) {
  const int ai = mt::ai_competitor(view.city);
  if (competitor == ai) {
    return view.ai_bid > 0 && in_open_auction(view) ? "bid " + std::to_string(view.ai_bid) : "";
  }
  const auto at = static_cast<std::size_t>(competitor);
  if (view.closed && view.phase == mt::Phase::commit) {
    const int commitment = view.commitments[at];
    if (commitment == mt::not_committed) return "waits";
    if (commitment == mt::sealed) return "sealed";
    return "put " + std::to_string(commitment);
  }
  if (revealed(view)) {
    const int commitment = view.commitments[at];
    return commitment >= 0 ? "put " + std::to_string(commitment) : "";
  }
  if (!in_open_auction(view)) return "";
  if (view.proposal.to == competitor) return "asked";
  if (view.proposal.from == competitor) return "asking";
  if (view.bid.includes(competitor)) {
    const int puts = competitor == view.bid.leader ? view.bid.leader_puts : view.bid.partner_puts;
    return "in: " + std::to_string(puts);
  }
  if (view.withdrawn[at]) return "out";
  return "";
}

}  // namespace

void draw_players(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout) {
  const mt::MintopiaView& view = table.view;
  int row = layout.panel_top;
  if (layout.players_heading) {
    screen.text(row, name_col, "Players", Style{Tone::title, true, false});
    screen.text(row, mints_col - 2, "Mints", styled(Tone::dim));
    screen.text(row, types_col, "D  U  P  C", styled(Tone::dim));
    screen.text(row, vp_col, " VP", styled(Tone::dim));
    screen.text(row, state_col, "Bid", styled(Tone::dim));
    ++row;
  }
  std::array<int, mt::type_kinds> holder{};
  for (int type = 0; type < mt::type_kinds; ++type)
    holder[static_cast<std::size_t>(type)] =
        majority_holder(view, static_cast<mt::LocationType>(type));
  const int ai = mt::ai_competitor(view.city);
  for (int competitor = 0; competitor < mt::competitors(view.city); ++competitor, ++row) {
    const bool is_ai = competitor == ai;
    if (competitor == view.to_move) screen.text(row, 0, glyphs.pointer, styled(Tone::accent));
    const char glyph = is_ai ? '#' : sitter_glyph(table.sitters, competitor);
    const Hue hue = is_ai ? Hue::none : sitter_hue(table.sitters, competitor);
    if (glyph != ' ')
      screen.text(row, 1, std::string(1, glyph), Style{Tone::normal, true, false, hue});
    // The whole name when it fits, else its first word ("Dottie"), so no name is cut.
    const bool auctioneer =
        competitor == view.auctioneer && !is_ai && view.phase != mt::Phase::over;
    const int room = mints_col - name_col - 1 - (auctioneer ? 4 : 0);
    std::string name = who(table, competitor);
    if (text_width(name) > room) name = short_who(table, competitor);
    if (auctioneer) name = clip_text(name, room) + " (A)";
    screen.text(row, name_col, clip_text(name, mints_col - name_col - 1),
                Style{Tone::normal, competitor == view.me, false, hue});
    if (is_ai) {
      screen.text(row, mints_col, "any", styled(Tone::dim));
    } else {
      screen.text(row, mints_col,
                  pad_left(std::to_string(view.mints[static_cast<std::size_t>(competitor)]), 3),
                  Style{Tone::good, true, false});
      const int change = mints_change(table, competitor);
      if (change != 0) {
        screen.text(row, mints_col + 4, (change > 0 ? "+" : "") + std::to_string(change),
                    Style{Tone::accent, true, false});
      }
    }
    const mt::Holdings held = mt::holdings(view.city, view.cards->locations, competitor);
    for (int type = 0; type < mt::type_kinds; ++type) {
      const auto t = static_cast<std::size_t>(type);
      const bool most = holder[t] == competitor;
      const std::string count = held.types[t] == 0 ? "." : std::to_string(held.types[t]);
      screen.text(row, types_col + 3 * type, count + (most ? "*" : ""),
                  most ? Style{Tone::accent, true, false} : plain);
    }
    screen.text(
        row, vp_col,
        pad_left(std::to_string(view.scores[static_cast<std::size_t>(competitor)].total()), 3),
        Style{Tone::normal, true, false});
    const std::string state = standing_in_auction(view, competitor);
    const Tone tone = state == "out" ? Tone::dim : state == "asked" ? Tone::warning : Tone::normal;
    screen.text(row, state_col, clip_text(state, layout.players_width - state_col), styled(tone));
  }
}

namespace {

struct Line {
  std::string text;
  Style style = plain;
  int card = -1;  // a Location drawn as a card before the text
};

std::string pair_words(const Scene& table, int pair) {
  const int players = table.view.players;
  return short_who(table, pair) + "+" + short_who(table, (pair + 1) % players);
}

std::vector<Line> auction_lines(const Scene& table) {
  const mt::MintopiaView& view = table.view;
  std::vector<Line> lines;
  if (view.lot < 0) {
    lines.push_back({"Auction Block", Style{Tone::title, true, false}});
    if (view.block.empty()) lines.push_back({"empty", styled(Tone::dim)});
    for (int index : view.block)
      lines.push_back({location(view, index).name, plain, index});
    return lines;
  }
  const bool placing = view.phase == mt::Phase::place || view.phase == mt::Phase::deed_place;
  std::string title = view.phase == mt::Phase::deed_place ? "Deed: to place"
                      : placing                           ? "Won: to place"
                      : view.closed                       ? "Closed auction"
                                                          : "Open auction";
  lines.push_back({title, Style{Tone::title, true, false}});
  lines.push_back({location(view, view.lot).name, Style{Tone::normal, true, false}, view.lot});
  const mt::Location& card = location(view, view.lot);
  lines.push_back({std::string(mt::type_name(card.type)) + ", " + std::to_string(card.vp) + " VP",
                   styled(Tone::dim)});
  if (placing) {
    lines.push_back({"Placer: " + who(table, view.placer) +
                     (view.zone >= 0 ? ", zone " + std::to_string(view.zone) : "")});
  } else if (view.closed && view.phase == mt::Phase::commit) {
    int sealed = 0;
    for (int commitment : view.commitments)
      sealed += commitment != mt::not_committed ? 1 : 0;
    lines.push_back(
        {"Sealed bids: " + std::to_string(sealed) + " of " + std::to_string(view.players) + " in"});
  } else if (view.closed) {
    std::vector<std::string> shown;
    for (Seat seat = 0; seat < view.players; ++seat) {
      shown.push_back(short_who(table, seat) + " " +
                      std::to_string(view.commitments[static_cast<std::size_t>(seat)]));
    }
    lines.push_back({"Revealed: " + join(shown, ", "), Style{Tone::normal, true, false}});
  } else if (view.bid.leader == nobody) {
    lines.push_back({"No bid yet", styled(Tone::dim)});
  } else {
    std::string bid =
        "Bid " + std::to_string(view.bid.total) + " = " + short_who(table, view.bid.leader);
    if (view.bid.partner == nobody) {
      bid = "Bid " + std::to_string(view.bid.total) + ": " + short_who(table, view.bid.leader) +
            " alone";
    } else {
      bid += " " + std::to_string(view.bid.leader_puts) + " + " +
             short_who(table, view.bid.partner) + " " + std::to_string(view.bid.partner_puts);
    }
    lines.push_back({bid, Style{Tone::normal, true, false}});
  }
  if (view.proposal.to != nobody) {
    lines.push_back({short_who(table, view.proposal.from) + " asks " +
                         short_who(table, view.proposal.to) + ": " +
                         std::to_string(view.proposal.mine) + " + " +
                         std::to_string(view.proposal.yours),
                     Style{Tone::warning, true, false}});
  }
  if (!view.tied_pairs.empty() && view.lot >= 0 && !placing) {
    std::vector<std::string> pairs;
    for (int pair : view.tied_pairs)
      pairs.push_back(pair_words(table, pair));
    lines.push_back({"Tied: " + join(pairs, ", "), Style{Tone::warning, true, false}});
  }
  if (view.ai_card >= 0 && view.last_ai_face > 0 && !placing) {
    // The face as the card prints it on the side in play: W, +N or S.
    const mt::AiCard& ai = view.cards->ai_cards[static_cast<std::size_t>(view.ai_card)];
    const mt::AiFace& face = (view.mode == mt::Mode::solitaire
                                  ? ai.one_player
                                  : ai.two_player)[static_cast<std::size_t>(view.last_ai_face - 1)];
    const std::string shown = face.kind == mt::AiFace::Kind::withdraw ? "W"
                              : face.kind == mt::AiFace::Kind::special
                                  ? "S"
                                  : "+" + std::to_string(face.raise);
    lines.push_back({"AI die: " + std::to_string(view.last_ai_face) + " (" + shown + ")" +
                     (view.ai_bid > 0 ? ", bids " + std::to_string(view.ai_bid) : "")});
  }
  std::vector<std::string> out;
  for (Seat seat = 0; seat < view.players; ++seat) {
    if (!view.withdrawn.empty() && view.withdrawn[static_cast<std::size_t>(seat)])
      out.push_back(short_who(table, seat));
  }
  if (!out.empty() && !view.closed && !placing)
    lines.push_back({"Withdrawn: " + join(out, ", "), styled(Tone::dim)});
  return lines;
}

}  // namespace

void draw_auction(Screen& screen, const Glyphs& glyphs, const Scene& table, const Layout& layout) {
  const int left = layout.auction_left + 1;
  const int width = screen.width() - left - 1;
  for (int row = layout.panel_top; row < layout.panel_top + layout.panel_rows; ++row)
    screen.text(row, layout.auction_left, glyphs.vertical, styled(Tone::dim));
  const std::vector<Line> lines = auction_lines(table);
  int row = layout.panel_top;
  for (const Line& line : lines) {
    if (row >= layout.panel_top + layout.panel_rows) break;
    int col = left;
    if (line.card >= 0) {
      draw_card(screen, row, col, location(table.view, line.card), false, Scale::large);
      col += card_width(Scale::large) + 1;
    }
    screen.text(row, col, clip_text(line.text, width - (col - left)), line.style);
    ++row;
  }
  // The rest of the Auction Block under the auction as cards: VP, type and colours, as
  // a zone shows them.
  const mt::MintopiaView& view = table.view;
  if (view.lot < 0) return;
  const std::string label = "Block:";
  int col = left + text_width(label) + 1;
  bool labelled = false;
  for (int index : view.block) {
    if (index == view.lot) continue;
    if (col + card_width(Scale::large) > left + width) {
      ++row;
      col = left + text_width(label) + 1;
    }
    if (row >= layout.panel_top + layout.panel_rows) break;
    if (!labelled) screen.text(row, left, label, styled(Tone::dim));
    labelled = true;
    draw_card(screen, row, col, location(view, index), false, Scale::large);
    col += card_width(Scale::large) + 1;
  }
}

}  // namespace gavel::ui::mintopia
