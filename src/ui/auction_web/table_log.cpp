// Who sits at the board's table, and the log it shows: the game's own lines with the
// rivals' names, and the rivals' table talk. The talk reacts only to lines every seat
// reads, and draws only from the cosmetic stream (TableTalk), so it can neither leak
// a hidden card nor change a deal or a rival's decision.

#include <algorithm>

#include "board_parts.h"
#include "gavel/core/text.h"

namespace gavel::ui::auction_web {

namespace {

// How often a rival speaks up after each kind of moment, one time in so many: rare
// enough that the log stays a record of play (a round of four has a dozen passes and
// bids), often enough that each rival is heard in a game.
constexpr int pass_one_in = 4;
constexpr int lead_one_in = 4;
constexpr int lowball_one_in = 3;
constexpr int won_one_in = 5;

// The lowballs' names as the game's log says "Seat N uses ...".
constexpr std::string_view lowball_names[] = {"Ledger Balance", "Stocks Buyback",
                                              "Hack a Private Key", "Data Mining"};

// The seat of a "Seat N" that starts at `at`, or nobody; `end` is set past it.
Seat seat_at(std::string_view text, std::size_t at, std::size_t& end) {
  constexpr std::string_view seat_word = "Seat ";
  if (text.substr(at, seat_word.size()) != seat_word) return nobody;
  end = at + seat_word.size();
  Seat seat = 0;
  const std::size_t first_digit = end;
  while (end < text.size() && text[end] >= '0' && text[end] <= '9' && end - first_digit < 3) {
    seat = seat * 10 + (text[end] - '0');
    ++end;
  }
  return end == first_digit ? nobody : seat;
}

bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

bool contains(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

}  // namespace

Hue hue_of(Colour colour) {
  switch (colour) {
    case Colour::red:
      return Hue::red;
    case Colour::green:
      return Hue::green;
    case Colour::yellow:
      return Hue::yellow;
    case Colour::blue:
      return Hue::blue;
    case Colour::magenta:
      return Hue::magenta;
    case Colour::cyan:
      return Hue::cyan;
    case Colour::white:
      return Hue::white;
  }
  return Hue::none;
}

std::vector<Sitter> sitters_for(const BoardSettings& settings, int seats) {
  std::vector<Sitter> sitters;
  for (Seat seat = 0; seat < seats; ++seat) {
    Sitter sitter;
    const auto index = static_cast<std::size_t>(seat);
    if (seat == settings.human) {
      sitter.name = "You";
    } else if (index < settings.rivals.size() && settings.rivals[index]) {
      const Rival& rival = *settings.rivals[index];
      sitter.name = rival.name;
      sitter.glyph = rival.glyph;
      sitter.hue = hue_of(rival.colour);
    } else {
      sitter.name = "Seat " + std::to_string(seat);
    }
    sitters.push_back(std::move(sitter));
  }
  return sitters;
}

TableLog::TableLog(const BoardSettings& settings) : settings_(settings), talk_(settings.seed) {
  for (std::size_t seat = 0; seat < settings.rivals.size(); ++seat) {
    // The human stays "Seat N" in the log: its lines are written about a third person.
    const bool named = static_cast<Seat>(seat) != settings.human && settings.rivals[seat];
    names_.push_back(named ? settings.rivals[seat]->name : std::string());
  }
}

void TableLog::catch_up(const State& state) {
  const std::vector<Event>& events = state.events();
  for (; events_seen_ < events.size(); ++events_seen_) {
    const Event& event = events[events_seen_];
    if (!event.audience.includes(settings_.human)) continue;
    lines_.push_back(name_seats(event.text, names_));
    voices_.push_back(nobody);
    if (settings_.talk && event.audience == Audience::everyone()) react(event.text, state);
  }
}

bool TableLog::is_rival(Seat seat) const {
  const auto index = static_cast<std::size_t>(seat);
  return seat >= 0 && seat != settings_.human && index < settings_.rivals.size() &&
         settings_.rivals[index].has_value();
}

std::vector<Seat> TableLog::rival_seats() const {
  std::vector<Seat> seats;
  for (Seat seat = 0; seat < static_cast<Seat>(settings_.rivals.size()); ++seat) {
    if (is_rival(seat)) seats.push_back(seat);
  }
  return seats;
}

void TableLog::say(Seat seat, Situation situation) {
  const Rival& rival = *settings_.rivals[static_cast<std::size_t>(seat)];
  const std::string& line = talk_.line(rival, situation);
  if (line.empty()) return;
  lines_.push_back(rival.name + ": \"" + line + "\"");
  voices_.push_back(seat);
}

void TableLog::maybe_say(const std::vector<Cue>& cues, int one_in) {
  const auto speaker =
      std::find_if(cues.begin(), cues.end(), [&](const Cue& cue) { return is_rival(cue.seat); });
  if (speaker == cues.end()) return;
  if (talk_.speaks(one_in)) say(speaker->seat, speaker->situation);
}

// Reads one line that every seat saw, in the game's own words (before names).
void TableLog::react(std::string_view text, const State& state) {
  if (starts_with(text, "Round 1 begins")) {
    // One rival greets the table; its words open the game.
    const std::vector<Seat> rivals = rival_seats();
    if (!rivals.empty()) say(rivals[talk_.pick(rivals.size())], Situation::greeting);
    return;
  }
  if (text == "The game is over.") {
    // A winning rival gloats, and a losing one takes it with a line of its own.
    const std::vector<Standing> standings = state.standings();
    std::vector<Seat> winners;
    std::vector<Seat> losers;
    for (Seat seat : rival_seats()) {
      const bool won = standings[static_cast<std::size_t>(seat)].place == 1;
      (won ? winners : losers).push_back(seat);
    }
    if (!winners.empty()) say(winners[talk_.pick(winners.size())], Situation::game_won);
    if (!losers.empty()) say(losers[talk_.pick(losers.size())], Situation::game_lost);
    return;
  }
  std::size_t end = 0;
  const Seat seat = seat_at(text, 0, end);
  if (seat == nobody) return;
  const std::string_view rest = text.substr(end);
  if (starts_with(rest, " passes for the rest of the round")) {
    maybe_say({{seat, Situation::pass}}, pass_one_in);
  } else if (starts_with(rest, " now leads on ")) {
    // "Seat N now leads on X (a); Seat M's 3 (...) is discarded.": M's lead was beaten.
    const std::size_t beaten_at = rest.find("; ");
    std::size_t beaten_end = 0;
    const Seat beaten =
        beaten_at == std::string_view::npos ? nobody : seat_at(rest, beaten_at + 2, beaten_end);
    maybe_say({{beaten, Situation::lose_lot}, {seat, Situation::win_lot}}, lead_one_in);
  } else if (starts_with(rest, "'s ") && contains(rest, " does not beat the card on ")) {
    maybe_say({{seat, Situation::lose_lot}}, lead_one_in);
  } else if (starts_with(rest, " uses ")) {
    const std::string_view used = rest.substr(6);
    const bool lowball =
        std::any_of(std::begin(lowball_names), std::end(lowball_names),
                    [&](std::string_view name) { return starts_with(used, name); });
    if (lowball) maybe_say({{seat, Situation::lowball}}, lowball_one_in);
  } else if (starts_with(rest, " wins ") && !contains(rest, "Extortion") &&
             !contains(rest, "Avocado Island")) {
    maybe_say({{seat, Situation::win_lot}}, won_one_in);
  }
}

}  // namespace gavel::ui::auction_web
