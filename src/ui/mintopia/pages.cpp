// The pages the board opens: help, the scores (during play, and at the end with the
// places), and the board as the game ended.

#include <algorithm>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::mintopia {

Leave show_board_help(Screen& screen, const Glyphs& glyphs, const std::string& rules_summary,
                      Seat human) {
  BoardHelp help;
  help.keys = {
      "Choosing from a question (what to auction, how to bid, accept or refuse, whom to share "
      "with, which Location to turn): up and down, j k choose; Enter confirms; Esc goes back "
      "where there is a step to go back to.",
      "Numbers (your part of a bid, a sealed bid): 0 to 9 and Backspace type it, + - or up "
      "down change it by 1, Enter confirms.",
      "Placing a Location in a zone, or moving one by Utility:",
      help_key("arrows, h j k l", "go to the next open spot that way"),
      help_key("Tab", "the next open spot, in order (and the next zone, for a Deed)"),
      help_key("r", "turn the Location round (its side colours swap)"),
      help_key("Enter", "place it there"),
  };
  help.pages = {{"s", "the scores so far, part by part"}};
  help.board = {
      "A Location is drawn as a card: S Mine 3p C is The Mine, 3 VP, a Production, Spearmint "
      "on its left side and Cherry on its right. The side letters are the mint colours: S "
      "Spearmint (green), C Cherry (red), L Lemon (yellow), B Blueberry (blue); the type is "
      "the small letter after the VP: d Deed, u Utility, p Production, c Culture. A zone too "
      "wide for the screen draws its cards small, without the type (SMine3C).",
      "Players are listed round the ring: each seat's left neighbour is the next one down, "
      "and the last seat's is the first (the zones between them are listed below in the same "
      "order). Players: each seat's Mints (with what they gained or paid since your last move), "
      "how "
      "many Locations of each type they control (D U P C; a * marks the one who holds the "
      "most of that type, who uses its ability at the end), the points they would score if "
      "the game ended now, and where they stand in the auction: in: N (part of the Current "
      "Bid, putting N), asking or asked (a proposal waits), out (withdrawn), sealed (a "
      "closed bid committed, hidden until all are in), put N (revealed). (A) marks the "
      "Auctioneer; the pointer marks who is to move.",
      "Right of the players: the Location up for auction with the Current Bid and who is in "
      "it, a proposal waiting, the AI card's die in this auction, who has withdrawn and the "
      "rest of the Auction Block as cards (colour letters, VP and type, as in a zone); while "
      "the Auctioneer chooses, the whole Auction Block.",
      "Zones: each zone's number and the players who control it (both get its Locations' VP "
      "and its matches), then its rows of Locations. An = between two cards is a match: the "
      "touching sides show the same colour. While you place, ( ) marks the open spots and "
      "the pointer the Location in your hand. A Location placed since your last move is "
      "bold with " +
          std::string(glyphs.changed) + " before its row.",
  };
  return show_board_help_page(screen, glyphs, "New Mintopia City", help, rules_summary, human);
}

namespace {

std::vector<std::string> score_lines(const Scene& table, const std::vector<int>* places) {
  const mt::MintopiaView& view = table.view;
  const int count = mt::competitors(view.city);
  std::vector<int> order(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i)
    order[static_cast<std::size_t>(i)] = i;
  if (places != nullptr) {
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return (*places)[static_cast<std::size_t>(a)] < (*places)[static_cast<std::size_t>(b)];
    });
  }
  const auto row = [&](const std::string& label, const auto& value) {
    std::vector<std::string> cells = {label};
    for (int competitor : order)
      cells.push_back(value(competitor));
    return cells;
  };
  const auto score = [&](int c) -> const mt::Score& {
    return view.scores[static_cast<std::size_t>(c)];
  };
  std::vector<std::vector<std::string>> rows = {
      row("", [&](int c) { return short_who(table, c); }),
      row("Location VP", [&](int c) { return std::to_string(score(c).vp); }),
      row("Matches", [&](int c) { return std::to_string(score(c).matches); }),
      row("Culture bonus",
          [&](int c) { return std::to_string(score(c).culture_bonus + score(c).banked); }),
      row("Total", [&](int c) { return std::to_string(score(c).total()); }),
      row("Locations", [&](int c) { return std::to_string(score(c).locations); }),
      row("Mints",
          [&](int c) {
            return c < view.players ? std::to_string(view.mints[static_cast<std::size_t>(c)])
                                    : std::string("any");
          }),
  };
  if (places != nullptr) {
    rows.push_back(
        row("Place", [&](int c) { return ordinal((*places)[static_cast<std::size_t>(c)]); }));
  }
  return aligned_columns(rows);
}

std::vector<int> places_now(const Scene& table) {
  return mt::places(table.view.city, table.view.scores, table.view.mints);
}

}  // namespace

Leave show_scores(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  const bool over = table.view.phase == mt::Phase::over;
  std::vector<std::string> text = {
      over ? "The scores as the game ended."
           : "The scores so far, as if the game ended now, before the Deed, Utility and "
             "Production abilities.",
      ""};
  const std::vector<int> places = places_now(table);
  for (std::string& line : score_lines(table, over ? &places : nullptr))
    text.push_back(std::move(line));
  text.push_back("");
  text.push_back(
      "Location VP: the printed VP of every Location in a zone beside you. Matches: 1 for each "
      "match in those zones. Culture bonus: 1 more per match for the player with the most "
      "Cultures (and what an AI card banked with its ability).");
  return show_page(screen, glyphs, "Scores", text);
}

std::string result_headline(const Scene& table, const std::vector<Standing>& standings) {
  return ui::result_headline(standings, table.view.me, [&](Seat seat) { return who(table, seat); });
}

std::vector<std::string> final_scores(const Glyphs& /*glyphs*/, const Scene& table,
                                      const std::vector<Standing>& /*standings*/) {
  const std::vector<int> places = places_now(table);
  return score_lines(table, &places);
}

}  // namespace gavel::ui::mintopia
