// The pages the board opens: help, the whole log, the players, the end of a round
// and the final scores. They are text pages (show_page), so they scroll and fit any
// screen the board fits.

#include <algorithm>
#include <string>

#include "board_parts.h"
#include "gavel/core/text.h"

namespace gavel::ui::auction_web {

namespace {

// "1 card", "2 cards".
std::string cards_count(int count) {
  return counted(count, "card", "cards");
}

std::string property_with_points(const aw::AuctionWebView& view, int property) {
  const aw::PropertyCard& card = property_card(view, property);
  return card.name + " (" + std::to_string(card.victory_points) + " VP)";
}

std::string bonuses_text(const aw::AuctionWebView& view, const aw::Score& score) {
  std::string text;
  for (const auto& [property, points] : score.bonus_by_card) {
    if (!text.empty()) text += ", ";
    text += property_card(view, property).name + " " + (points >= 0 ? "+" : "") +
            std::to_string(points);
  }
  return text.empty() ? "none" : text;
}

}  // namespace

Leave show_board_help(Screen& screen, const Glyphs& glyphs, const std::string& rules_summary,
                      Seat human) {
  BoardHelp help;
  help.keys = {
      help_key("arrows or h j k l", "choose a property (up, down) and a card (left, right)"),
      help_key("0 to 6", "choose the card of that value"),
      help_key("Enter", "bid the chosen card on the chosen property"),
      help_key("p", "pass for the rest of the round (asks first)"),
      help_key("a", "use your Litcoin ATM (once per game)"),
      help_key("e", "use your Pachinko (once per round): peek at a face-down card"),
      help_key("c", "ask before each bid, or bid at once (the default): on or off"),
      "",
      "When your turn begins, the cursor is on the adviser's bid; when the adviser would "
      "pass, or use your Litcoin ATM or Pachinko first, the line above the keys says so and "
      "Enter does it until you move the cursor. Enter places a bid at once; press c if you "
      "would rather be asked first.",
      "",
      "When the board asks a question, arrows choose and Enter confirms; a number is typed "
      "with digits or changed with + and -."};
  help.pages = {{"t or i", "the players: cards, properties, points and the table's seed"}};
  help.board = {
      std::string(glyphs.changed) +
          " marks what changed since your last move: a property whose leading card changed "
          "(a bid took the lead, a swap), new beaten values, a seat's counts, properties won. "
          "The marks stay until you move.",
      "",
      "On the board, " + std::string(glyphs.hidden) +
          " is a face-down card whose value you do not know, and * marks a property whose "
          "ability is used up. Beaten lists the values that lost against the card leading on "
          "a property; everyone saw those. Known lists cards you have seen in a rival's hand."};
  return show_board_help_page(screen, glyphs, "Auction Web", help, rules_summary, human);
}

Leave show_players(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  const aw::AuctionWebView& view = table.view;
  const bool over = view.phase == aw::Phase::over;
  std::vector<std::string> text = {
      over ? std::string("The game is over; the points are final.")
           : "Round " + std::to_string(view.round) + " of " + std::to_string(rounds) + ". " +
                 (view.first_player < 0 ? std::string("Who bids first is found after the draw.")
                                        : seat_label(table, view.first_player) +
                                              (view.first_player == view.me ? " bid" : " bids") +
                                              " first this round.") +
                 " Points count the end-of-game bonuses as if the game ended now.",
      "This table's seed is " + std::to_string(table.seed) + ".", ""};
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat) {
    const aw::SeatView& s = view.seats[seat];
    const bool me = seat == view.me;
    text.push_back(seat_label(table, seat) + ": " + std::to_string(s.score.total()) + " VP " +
                   std::string(glyphs.dash) + " card VP " + std::to_string(s.score.properties) +
                   ", Extortion tokens " + std::to_string(s.score.tokens) + ", bonuses " +
                   std::to_string(s.score.bonuses) + (s.passed ? "; passed this round" : ""));
    std::string cards = "  Hand: " + cards_count(s.hand);
    if (me) cards += " (" + values_text(view.hand, "none") + ")";
    if (!me && !s.known_hand.empty()) cards += ", you know of " + values_text(s.known_hand);
    cards += ". Deck " + cards_count(s.deck) + ". Discard pile " + cards_count(s.discard);
    if (me && !view.my_discard.empty()) cards += " (" + values_text(view.my_discard) + ")";
    if (!me && s.discard_top >= 0) cards += ", " + std::to_string(s.discard_top) + " on top";
    text.push_back(cards + ".");
    std::string owned;
    for (const aw::HoldingView& h : s.properties) {
      if (!owned.empty()) owned += ", ";
      owned += property_with_points(view, h.property) + " round " + std::to_string(h.round) +
               (h.used ? ", used" : "");
    }
    text.push_back("  Properties: " + (owned.empty() ? std::string("none") : owned) + ".");
    text.push_back("  Bonuses now: " + bonuses_text(view, s.score) + ".");
    if (s.avocado_pending) {
      text.push_back("  Avocado Island: the next property won is discarded.");
    }
    text.push_back("");
  }
  std::string piles;
  for (std::size_t i = 0; i < view.piles_left.size(); ++i) {
    piles += (i == 0 ? "" : ", ") + std::string("round ") + std::to_string(i + 1) + ": " +
             std::to_string(view.piles_left[i]);
  }
  text.push_back("Property cards left in the round piles: " + piles + ".");
  return show_page(screen, glyphs, "Players", text);
}

std::vector<std::string> score_lines(const Scene& table, const std::vector<Standing>* standings) {
  const aw::AuctionWebView& view = table.view;
  const std::vector<Seat> order = seats_by_place(view.seats.size(), standings);
  const bool placed = standings != nullptr;
  // Properties counts the cards; their printed points are a column of their own.
  std::vector<std::vector<std::string>> rows = {
      {"Player", "Properties", "Card VP", "Tokens", "Bonuses", "Total"}};
  if (placed) rows.front().insert(rows.front().begin(), "Place");
  for (Seat seat : order) {
    const aw::Score& score = view.seats[seat].score;
    const aw::SeatView& seen = view.seats[seat];
    rows.push_back({seat_label(table, seat), std::to_string(seen.properties.size()),
                    std::to_string(score.properties), std::to_string(score.tokens),
                    std::to_string(score.bonuses), std::to_string(score.total())});
    if (placed)
      rows.back().insert(rows.back().begin(),
                         ordinal((*standings)[static_cast<std::size_t>(seat)].place));
  }
  std::vector<std::string> lines = aligned_columns(rows);
  for (std::string& line : lines)
    line.insert(0, "  ");
  return lines;
}

Leave show_round_over(Screen& screen, const Glyphs& glyphs, const Scene& table, int round,
                      const std::vector<int>& tokens_before) {
  const aw::AuctionWebView& view = table.view;
  std::vector<std::string> text = {"Round " + std::to_string(round) + " is over.", "",
                                   "Won this round:"};
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat) {
    const aw::SeatView& s = view.seats[seat];
    std::string won;
    for (const aw::HoldingView& h : s.properties) {
      if (h.round != round) continue;
      won += (won.empty() ? "" : ", ") + property_with_points(view, h.property);
    }
    const int before = seat < static_cast<int>(tokens_before.size())
                           ? tokens_before[static_cast<std::size_t>(seat)]
                           : 0;
    if (s.tokens > before) {
      won += (won.empty() ? "" : "; ") + std::string("+") + std::to_string(s.tokens - before) +
             " Extortion token" + (s.tokens - before == 1 ? "" : "s");
    }
    text.push_back("  " + seat_label(table, seat) + ": " + (won.empty() ? "nothing" : won));
  }
  text.push_back("");
  text.push_back(round < rounds ? "Points so far (bonuses as if the game ended now):"
                                : "Points at the end of the game:");
  text.push_back("");
  for (std::string& line : score_lines(table, nullptr))
    text.push_back(std::move(line));
  text.push_back("");
  text.push_back(round < rounds ? "Next: round " + std::to_string(round + 1) +
                                      "'s properties go up, then everyone draws 0 to " +
                                      std::to_string(view.cards->max_draw) + " cards, seeing them."
                                : "That was the last round.");
  // What the rivals did after the player's last move is not on the board yet.
  if (table.new_from < table.log.size()) {
    text.push_back("");
    text.push_back("Since your last move:");
    for (std::size_t i = table.new_from; i < table.log.size(); ++i)
      text.push_back("  " + table.log[i]);
  }
  return show_page(screen, glyphs, "End of round " + std::to_string(round), text);
}

std::string result_headline(const Scene& table, const std::vector<Standing>& standings) {
  return ui::result_headline(standings, table.view.me,
                             [&](Seat seat) { return seat_label(table, seat); });
}

std::vector<std::string> final_scores(const Glyphs& /*glyphs*/, const Scene& table,
                                      const std::vector<Standing>& standings) {
  const aw::AuctionWebView& view = table.view;
  std::vector<std::string> lines = score_lines(table, &standings);
  lines.emplace_back("");
  lines.emplace_back("Bonuses by card:");
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat) {
    lines.push_back("  " + seat_label(table, seat) + ": " +
                    bonuses_text(view, view.seats[seat].score));
  }
  lines.emplace_back("");
  lines.emplace_back("Properties (* used):");
  for (Seat seat = 0; seat < static_cast<int>(view.seats.size()); ++seat)
    lines.push_back("  " + seat_label(table, seat) + ": " + holdings_text(view, view.seats[seat]));
  return lines;
}

}  // namespace gavel::ui::auction_web
