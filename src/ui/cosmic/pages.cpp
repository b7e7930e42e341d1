// The pages the board opens: help, the aliens in play with their powers and flares
// (and the techs as far as they are known), the scores, and the end of the game.

#include <algorithm>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::cosmic {

Leave show_board_help(Screen& screen, const Glyphs& glyphs, const std::string& rules_summary,
                      Seat human) {
  BoardHelp help;
  help.keys = {
      "Every decision is a question in the box at the lower right: up and down (j k) choose, "
      "Enter confirms, Esc goes back a step where there is one. Invitations: Enter on a "
      "player ticks or clears them, then choose the line that sends the invitations. An offer "
      "in a deal is asked in two steps: what you give, then what you ask; with Lucre, two more "
      "for its Lucre.",
      "",
      help_key("left, right", "pick a card of your hand: its text shows under the hand"),
  };
  help.pages = {{"a", "the aliens in play: powers, flares, and the techs known"},
                {"c", "your cards, each with its text, and the text under the hand whole"},
                {"s", "the scores so far: foreign colonies, home colonies, ships"}};
  help.board = {
      "Players, two rows each, in seat order: the pointer marks who is to move; the colour's "
      "letter (R red, B blue, Y yellow, G green, P purple; in colour where the terminal has "
      "it), the name, the alien (a - after it: its power is lost, fewer than three home "
      "colonies; a z: zapped this encounter), foreign colonies out of those needed to win, "
      "w and the ships in the warp, c and the cards in hand (R: how many of them are Reward "
      "cards, which have backs of their own), and the tech: its ships out of its cost while "
      "it is researched, its name once complete.",
      "Under each player, its home planets: the planet (R1), the owner's ships on it (- for "
      "none), then other colours' ships there, count first (2b: two blue ships, a blue "
      "colony; every colour there is shown, run together as 2r4y on a crowded row, and a "
      "system still too crowded for one row takes a second). A "
      "tech name too long for its player's row is named under the systems. The "
      "planet aimed at stands out. " +
          std::string(glyphs.changed) + " marks a planet whose ships changed since your last move.",
      "Right: the encounter. Destiny's last card, the offense and its ships in the gate "
      "(with its allies'), the defense and its ships on the planet (with its allies'), the "
      "cards laid (? face down, - not yet; x? a Kicker not yet shown), the totals once both "
      "cards are revealed, or between encounters who met in the last one, its totals and how "
      "it ended; every colour's ships in the warp, and the decks.",
      "Lucre (unless the game is set lucre=off): $ and a player's free Lucre on its row, $ "
      "and the Lucre invested on a planet after its owner's ships; the bank beside the decks "
      "(cosmic/Reward); under the encounter the Auction market, each card with its least "
      "first bid (3+), and the card under the hammer with the bid so far and its bidder. "
      "Calling an auction, bidding and investing ask what first, then how much: type the "
      "amount or step it with + and -.",
      "Hand: your cards; Reward cards are green, flares yellow. The card picked out is in "
      "reverse video and its text is under the hand; in a question about cards, the card "
      "under the cursor is the one picked. As the Mind (or with its flare), the hand you read "
      "shows there before Planning.",
      "The line above the keys says what the game waits for and why: your turn and what is "
      "asked, or whom it waits on.",
  };
  return show_board_help_page(screen, glyphs, "Cosmic Encounter", help, rules_summary, human);
}

Leave show_cards(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  std::vector<std::string> text;
  if (!table.about.empty() || !table.view.read_hand.empty()) {
    std::string under;
    for (const auto& [line, tone] : hand_text(table, 1000))
      under += (under.empty() ? "" : " ") + line;
    text = {under, ""};
  }
  text.push_back("Your hand:");
  if (table.view.hand.empty()) text.push_back("  empty");
  for (const cs::Card& card : table.view.hand)
    text.push_back("  " + card_text(card));
  return show_page(screen, glyphs, "Cards", text);
}

Leave show_aliens(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  const cs::CosmicView& view = table.view;
  std::vector<std::string> text;
  for (Seat seat = 0; seat < view.players; ++seat) {
    const int alien = view.aliens[seat];
    if (alien == cs::no_alien) continue;
    const auto which = static_cast<cs::Alien>(alien);
    const bool on = view.powers[static_cast<std::size_t>(seat)];
    const bool zapped = (view.zapped & (1 << seat)) != 0;
    const std::string lost = zapped ? ": power zapped for this encounter (Cosmic Zap)"
                             : on   ? ""
                                    : ": power lost (fewer than three home colonies)";
    text.push_back(std::string("The ") + cs::alien_name(which) + " " + std::string(glyphs.dash) +
                   " " + who_coloured(table, seat) + lost);
    text.push_back(std::string("  Power: ") + cs::power_text(which));
    text.push_back(std::string("  Wild flare (anyone else): ") + cs::wild_text(which));
    text.push_back(std::string("  Super flare (the ") + cs::alien_name(which) +
                   "): " + cs::super_text(which));
    if (which == cs::Alien::warrior)
      text.push_back("  Points: " + std::to_string(view.points[seat]));
    text.push_back("");
  }
  if (text.empty()) {
    text.push_back(view.dealt.empty() ? "No aliens are in play in this game."
                                      : "The aliens are being chosen. You were dealt:");
    for (int option : view.dealt) {
      const auto which = static_cast<cs::Alien>(option);
      text.push_back(std::string("The ") + cs::alien_name(which) + ": " + cs::power_text(which));
    }
    text.push_back("");
  }
  if (!view.techs.empty()) {
    text.push_back("Techs");
    for (Seat seat = 0; seat < view.players; ++seat) {
      const auto s = static_cast<std::size_t>(seat);
      const int tech = view.techs[s];
      if (tech == cs::no_tech) continue;
      std::string line = "  " + who(table, seat) + ": ";
      if (tech == cs::hidden_tech) {
        line += "face down, " + std::to_string(view.research[s]) + " ships on it";
      } else {
        const cs::Tech& known = (*view.tech_list)[static_cast<std::size_t>(tech)];
        line += known.name + " (research " + std::to_string(known.cost) + ", " +
                std::to_string(view.research[s]) + " on it" +
                (view.tech_stages[s] == cs::TechStage::complete ? ", complete"
                 : view.tech_stages[s] == cs::TechStage::used   ? ", used"
                                                                : "") +
                "). " + known.text;
      }
      text.push_back(line);
    }
  }
  return show_page(screen, glyphs, "Aliens in play", text);
}

namespace {

int home_colonies(const cs::CosmicView& view, Seat seat) {
  int count = 0;
  for (int k = 0; k < view.per_home; ++k) {
    if (view.planets[static_cast<std::size_t>(seat * view.per_home + k)]
                    [static_cast<std::size_t>(seat)] > 0)
      ++count;
  }
  return count;
}

std::vector<std::string> score_lines(const Scene& table, const std::vector<Standing>* standings) {
  const cs::CosmicView& view = table.view;
  const std::vector<Seat> order = seats_by_place(static_cast<std::size_t>(view.players), standings);
  const auto row = [&](const std::string& label, const auto& value) {
    std::vector<std::string> cells = {label};
    for (Seat seat : order)
      cells.push_back(value(seat));
    return cells;
  };
  std::vector<std::vector<std::string>> rows = {
      row("", [&](Seat s) { return short_who(table, s); }),
      row("Colour", [&](Seat s) { return std::string(cs::colour_name(s)); }),
      row("Foreign colonies",
          [&](Seat s) {
            int count = 0;
            for (int planet = 0; planet < static_cast<int>(view.planets.size()); ++planet) {
              if (planet / view.per_home != s &&
                  view.planets[static_cast<std::size_t>(planet)][static_cast<std::size_t>(s)] > 0)
                ++count;
            }
            return std::to_string(count) + "/" + std::to_string(view.to_win);
          }),
      row("Home colonies", [&](Seat s) { return std::to_string(home_colonies(view, s)); }),
      row("Ships in warp",
          [&](Seat s) { return std::to_string(view.warp[static_cast<std::size_t>(s)]); }),
      row("Cards (Reward)",
          [&](Seat s) {
            return std::to_string(view.hand_sizes[s]) + " (" +
                   std::to_string(view.reward_cards[s]) + ")";
          }),
      row("Alien", [&](Seat s) { return alien_words(view, s); }),
  };
  if (standings != nullptr) {
    rows.push_back(row(
        "Place", [&](Seat s) { return ordinal((*standings)[static_cast<std::size_t>(s)].place); }));
  }
  return aligned_columns(rows);
}

}  // namespace

Leave show_scores(Screen& screen, const Glyphs& glyphs, const Scene& table) {
  std::vector<std::string> text = {
      "Foreign colonies decide the game: the first to " + std::to_string(table.view.to_win) +
          " wins, and several reaching it in one encounter share the win.",
      ""};
  for (std::string& line : score_lines(table, nullptr))
    text.push_back(std::move(line));
  text.push_back("");
  text.push_back("An alien's power works while its player holds three or more home colonies.");
  return show_page(screen, glyphs, "Scores", text);
}

std::string result_headline(const Scene& table, const std::vector<Standing>& standings) {
  return ui::result_headline(standings, table.view.me, [&](Seat seat) { return who(table, seat); });
}

std::vector<std::string> final_scores(const Glyphs& /*glyphs*/, const Scene& table,
                                      const std::vector<Standing>& standings) {
  return score_lines(table, &standings);
}

}  // namespace gavel::ui::cosmic
