// The panels beside and under the home systems: the encounter (who against whom,
// destiny, the gate and both sides' ships, the cards and totals as far as they are
// known, the warp, the decks), the rows kept for Lucre, and the hand with the text of
// the card picked out.

#include <algorithm>

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::cosmic {

namespace {

// Ships on a side: the offense's in the gate with its allies', or the defense's on the
// planet with its allies'.
cs::Ships side_ships(const cs::CosmicView& view, cs::Side side) {
  cs::Ships ships{};
  for (Seat seat = 0; seat < view.players; ++seat) {
    const auto s = static_cast<std::size_t>(seat);
    if (view.side[s] == side || (side == cs::Side::offense && seat == view.offense))
      ships[s] += view.sent[s];
  }
  if (side == cs::Side::defense && view.planet >= 0 && view.defense != nobody) {
    const auto d = static_cast<std::size_t>(view.defense);
    ships[d] += view.planets[static_cast<std::size_t>(view.planet)][d];
  }
  return ships;
}

int count(const cs::Ships& ships) {
  int total = 0;
  for (int n : ships)
    total += n;
  return total;
}

// An encounter card in a few columns: "20" for an attack, "negotiate", "morph".
std::string short_card(const cs::Card& card) {
  if (card.kind == cs::CardKind::attack) return std::to_string(card.value);
  if (card.kind == cs::CardKind::negotiate) return card.value == 1 ? "crooked" : "negotiate";
  return cs::card_name(card);
}

// What is known of one side's card: "?" face down, "-" not laid, its name once shown.
std::string card_known(const cs::CosmicView& view, cs::Side side) {
  const bool offense = side == cs::Side::offense;
  const auto index = static_cast<std::size_t>(side);
  std::string kicker;
  if (view.kicked[index]) {
    kicker = view.kicker[index] >= 0 ? " x" + std::to_string(view.kicker[index]) : " x?";
  }
  if (!view.revealed.empty()) return short_card(view.revealed[offense ? 0 : 1]) + kicker;
  const Seat main = offense ? view.offense : view.defense;
  const bool laid = offense ? view.offense_laid : view.defense_laid;
  if (!laid) return "-";
  if (!view.my_card.empty() && main == view.me) return short_card(view.my_card[0]) + kicker;
  if (!view.face_up.empty() && view.face_up.size() == 1 && main != view.me)
    return short_card(view.face_up[0]) + kicker;
  return "?" + kicker;
}

std::string destiny_words(const cs::CosmicView& view) {
  if (view.destiny_discards.empty()) return "-";
  return cs::destiny_name(view.destiny_discards.back());
}

std::string first_word(const std::string& name) {
  return name.substr(0, name.find(' '));
}

// Who met in the encounter whose result is at log line `at`: "Quill vs Rook", read
// from the lines that named the offense and the defense; "" when they are gone.
std::string sides_before(const std::vector<std::string>& log, std::size_t at) {
  std::string offense;
  std::string defense;
  for (std::size_t k = at; k-- > 0 && k + 60 > at && offense.empty();) {
    const std::string& line = log[k];
    std::size_t end = 0;
    if (defense.empty()) {
      if ((end = line.find(" is the defense.")) != std::string::npos) {
        defense = first_word(line.substr(0, end));
      } else if (line == "You are the defense." || contains(line, " chooses you as the defense")) {
        defense = "You";
      } else if ((end = line.find(" as the defense.")) != std::string::npos) {
        const std::size_t from = line.find("choose");
        if (from != std::string::npos) {
          const std::size_t name = line.find(' ', from) + 1;
          defense = first_word(line.substr(name, end - name));
        }
      }
      continue;
    }
    if (!line.starts_with("Turn ")) continue;
    const std::size_t colon = line.find(": ");
    if (colon == std::string::npos) continue;
    offense = contains(line, "you are the offense") ? "You" : first_word(line.substr(colon + 2));
  }
  return offense.empty() || defense.empty() ? "" : offense + " vs " + defense;
}

// The newest line of the log that tells how an encounter ended, and the totals
// counted for it, so the player sees why ships moved after the rivals played on.
std::string last_result(const Scene& table, std::string& totals, std::string& sides) {
  // Each as the log says it, before the line's first colon, so an alien's or a card's
  // text that speaks of winning never counts.
  static const char* const endings[] = {"wins the encounter",
                                        "win the encounter",
                                        " holds ",
                                        "You hold ",
                                        "lose the encounter",
                                        ": a deal.",
                                        "No deal:",
                                        "to play: the turn ends",
                                        "ship to launch",
                                        "wins with a negotiate",
                                        "reestablish",
                                        "Morph against morph"};
  for (std::size_t i = table.log.size(); i-- > 0;) {
    if (i < table.sources.size() && table.sources[i].talk()) continue;
    const std::string& line = table.log[i];
    const std::size_t colon = line.find(':');
    bool found = false;
    for (const char* ending : endings) {
      const std::size_t at = line.find(ending);
      found = found || (at != std::string::npos && (colon == std::string::npos || at <= colon));
    }
    if (!found) continue;
    for (std::size_t j = i; j-- > 0 && j + 12 > i;) {
      const std::string& before = table.log[j];
      if (!before.starts_with("Totals: offense ")) continue;
      const std::size_t defense = before.find(", defense ");
      if (defense == std::string::npos) break;
      totals = before.substr(16, before.find(' ', 16) - 16) + " vs " +
               before.substr(defense + 10, before.find(' ', defense + 10) - defense - 10);
      // An upset called before Planning turns the totals round: the lower won.
      for (std::size_t k = j; k-- > 0 && k + 15 > j;) {
        const std::string& said = table.log[k];
        if (said.find("calls an upset") != std::string::npos ||
            said.find("call an upset") != std::string::npos ||
            said.find("upset is called") != std::string::npos) {  // the Loser flare's Wild
          totals += ", upset";
          break;
        }
      }
      break;
    }
    sides = sides_before(table.log, i);
    // What followed for the losers and the defensive allies: compensation, rewards. A
    // reward is taken ship by ship, so a line said again in a row is told once, with
    // how many times ("draws a Reward card (3 times)."), as the log panel tells it.
    std::vector<std::pair<std::string, int>> followed;
    for (std::size_t k = i + 1; k < table.log.size() && k < i + 12; ++k) {
      const std::string& next = table.log[k];
      const std::string lower = lowercase(next);
      // A market card named "Best of 2 Reward" is not a reward taken.
      const bool market =
          lower.find("market") != std::string::npos || lower.find("auction") != std::string::npos;
      if (market || (lower.find("compensation") == std::string::npos &&
                     lower.find("reward") == std::string::npos))
        continue;
      if (!followed.empty() && followed.back().first == next) {
        ++followed.back().second;
      } else {
        followed.emplace_back(next, 1);
      }
    }
    std::string told = line;
    for (const auto& [said, times] : followed) {
      const bool stop = said.ends_with('.');
      told += " " + said.substr(0, said.size() - (stop ? 1 : 0)) + said_times(times) +
              (stop ? "." : "");
    }
    return told;
  }
  return "";
}

}  // namespace

void draw_encounter(Screen& screen, const Glyphs& glyphs, const Scene& table,
                    const Layout& layout) {
  const cs::CosmicView& view = table.view;
  const int left = layout.right_left;
  const int width = screen.width() - left;
  int row = 1;
  const Style heading{Tone::title, true, false};
  const auto line = [&](const std::string& label, const std::string& text, Style style = plain) {
    screen.text(row, left, pad(label, 8), styled(Tone::dim));
    screen.text(row, left + 8, pad(text, width - 8), style);
    ++row;
  };
  if (view.defense == nobody) {
    screen.text(row++, left, pad("Encounter", width), heading);
    line("Destiny", destiny_words(view));
    line("Offense", who(table, view.offense), colour_style(view.offense, true));
    std::string totals;
    std::string sides;
    const std::string result = last_result(table, totals, sides);
    if (!result.empty()) {
      screen.text(row++, left, pad("Last: " + (sides.empty() ? "encounter" : sides), width),
                  styled(Tone::title));
      // Four rows are kept for it. A longer story keeps its first three rows and says
      // where the rest is read, rather than end a row cut short.
      constexpr std::size_t told_rows = 4;
      std::vector<std::string> lines =
          wrap_text((totals.empty() ? "" : "(" + totals + ") ") + result, width);
      const bool more = lines.size() > told_rows;
      if (more) lines.resize(told_rows - 1);
      for (std::size_t i = 0; i < lines.size(); ++i)
        screen.text(row + static_cast<int>(i), left, lines[i], styled(Tone::dim));
      if (more) {
        screen.text(row + static_cast<int>(told_rows) - 1, left, "(more: L shows the log)",
                    styled(Tone::accent));
      }
    }
    row = 1 + layout.encounter_rows - 2;
  } else {
    screen.text(row++, left,
                pad("Encounter " + std::to_string(view.number) +
                        (view.planet >= 0 ? " at " + planet_words(view, view.planet) : ""),
                    width),
                heading);
    line("Destiny", destiny_words(view));
    for (cs::Side side : {cs::Side::offense, cs::Side::defense}) {
      const bool offense = side == cs::Side::offense;
      const Seat main = offense ? view.offense : view.defense;
      screen.text(row, left, offense ? "Offense" : "Defense", styled(Tone::dim));
      screen.text(row, left + 8, pad(short_who(table, main), width - 8), colour_style(main, true));
      ++row;
      const cs::Ships ships = side_ships(view, side);
      screen.text(row, left, pad(offense ? " gate" : " planet", 8), styled(Tone::dim));
      const bool aimed = offense || view.planet >= 0;
      const std::string total = aimed ? std::to_string(count(ships)) : "-";
      screen.text(row, left + 8, total, plain);
      draw_ships(screen, row, left + 9 + text_width(total), ships, width - 9 - text_width(total));
      ++row;
    }
    std::string cards =
        card_known(view, cs::Side::offense) + " vs " + card_known(view, cs::Side::defense);
    // Two negotiates need the room: "neg vs neg".
    if (text_width(cards) > width - 8) {
      for (std::size_t at = 0; (at = cards.find("negotiate", at)) != std::string::npos;)
        cards.replace(at, 9, "neg");
    }
    line("Cards", cards);
    const auto off = static_cast<std::size_t>(cs::Side::offense);
    const auto def = static_cast<std::size_t>(cs::Side::defense);
    const auto is = [&](cs::CardKind kind) {
      return std::any_of(view.revealed.begin(), view.revealed.end(),
                         [&](const cs::Card& card) { return card.kind == kind; });
    };
    // Totals count only when the cards fight: an attack, and no negotiate.
    const bool fight =
        is(cs::CardKind::attack) && !is(cs::CardKind::negotiate) && !view.emotion_control;
    if (!view.revealed.empty() && fight) {
      std::string totals =
          std::to_string(view.totals[off]) + " vs " + std::to_string(view.totals[def]);
      if (view.upset) totals += " upset";
      line("Totals", totals, Style{Tone::accent, true, false});
    } else {
      std::string flags;
      if (view.upset) flags += "upset ";
      if (view.emotion_control) flags += "emotion ";
      if (view.ionic_gas) flags += "ionic gas";
      line("Totals", flags.empty() ? "at the reveal" : flags, styled(Tone::dim));
    }
  }
  screen.text(row, left, pad("Warp", 8), styled(Tone::dim));
  if (count(view.warp) == 0) {
    screen.text(row, left + 8, "empty", styled(Tone::dim));
  } else {
    draw_ships(screen, row, left + 8, view.warp, width - 8);
  }
  ++row;
  // With Lucre the row also holds the bank: the decks as cosmic/Reward.
  if (view.lucre_on) {
    line("Bank",
         std::to_string(view.bank) + " " + std::string(glyphs.bullet) + " decks " +
             std::to_string(view.deck) + "/" + std::to_string(view.reward_deck),
         styled(Tone::dim));
  } else {
    line("Decks", std::to_string(view.deck) + ", Reward " + std::to_string(view.reward_deck),
         styled(Tone::dim));
  }
}

int hand_rows(const cs::CosmicView& view, int width) {
  int rows = 1;
  int col = 5;
  for (const cs::Card& card : view.hand) {
    const int needs = text_width(cs::card_name(card));
    if (col > 5 && col + needs > width) {
      ++rows;
      col = 5;
    }
    col += needs + 2;
  }
  return rows;
}

void draw_hand(Screen& screen, const Scene& table, const Layout& layout) {
  const cs::CosmicView& view = table.view;
  const int width = layout.left_width;
  int row = layout.hand_top;
  int col = 0;
  screen.text(row, col, "Hand", Style{Tone::title, true, false});
  col = 5;
  if (view.hand.empty()) screen.text(row, col, "empty", styled(Tone::dim));
  // lay_out gave the hand the rows its cards need.
  for (std::size_t i = 0; i < view.hand.size(); ++i) {
    const std::string name = cs::card_name(view.hand[i]);
    if (col > 5 && col + text_width(name) > width) {
      ++row;
      col = 5;
    }
    const bool picked = static_cast<int>(i) == table.card && table.about.empty();
    Style style = view.hand[i].reward ? styled(Tone::good) : plain;
    if (view.hand[i].kind == cs::CardKind::flare) style = styled(Tone::warning);
    style.reverse = picked;
    screen.text(row, col, name, style);
    col += text_width(name) + 2;
  }
  // lay_out gave the text the rows it needs while the log keeps enough; a text longer
  // than that says where it is read whole instead of being cut.
  const std::vector<std::pair<std::string, Tone>> text = hand_text(table, layout.text_columns());
  const bool fits = static_cast<int>(text.size()) <= layout.text_rows;
  const int shown = fits ? static_cast<int>(text.size()) : std::max(layout.text_rows - 1, 0);
  for (int i = 0; i < shown; ++i) {
    const auto& [line, tone] = text[static_cast<std::size_t>(i)];
    screen.text(layout.text_top + i, 1, line, styled(tone));
  }
  if (!fits && layout.text_rows > 0) {
    screen.text(layout.text_top + shown, 1, "(more: c shows this text whole)", styled(Tone::dim));
  }
}

std::vector<std::pair<std::string, Tone>> hand_text(const Scene& table, int across) {
  const cs::CosmicView& view = table.view;
  std::vector<std::pair<std::string, Tone>> text;
  if (!view.read_hand.empty()) {  // the Mind's reading comes first: it decides the card
    std::vector<std::string> names;
    for (const cs::Card& read : view.read_hand)
      names.push_back(cs::card_name(read));
    const Seat other = view.me == view.offense ? view.defense : view.offense;
    for (std::string& line :
         wrap_text(short_who(table, other) + "'s hand, read: " + join(names, ", ") + ".", across))
      text.emplace_back(std::move(line), Tone::warning);
  }
  const bool card = table.card >= 0 && table.card < static_cast<int>(view.hand.size());
  if (!table.about.empty() || card) {
    const std::string words = !table.about.empty()
                                  ? table.about
                                  : card_text(view.hand[static_cast<std::size_t>(table.card)]);
    for (std::string& line : wrap_text(words, across))
      text.emplace_back(std::move(line), Tone::dim);
  } else if (!view.hand.empty()) {
    text.emplace_back("Left and right pick a card of your hand to read.", Tone::dim);
  }
  return text;
}

}  // namespace gavel::ui::cosmic
