// Who sits at a board's table, and the log it shows: the game's own lines with the
// rivals' names, and the rivals' table talk. The talk reacts only to lines every seat
// reads, and draws only from the cosmetic stream (TableTalk), so it can neither leak
// a hidden card nor change a deal or a rival's decision.

#include "gavel/ui/table.h"

#include <algorithm>

#include "gavel/core/text.h"

namespace gavel::ui {

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

namespace {

const Sitter* sitter_of(const std::vector<Sitter>& sitters, Seat seat) {
  if (seat < 0 || seat >= static_cast<int>(sitters.size())) return nullptr;
  return &sitters[static_cast<std::size_t>(seat)];
}

}  // namespace

std::string sitter_name(const std::vector<Sitter>& sitters, Seat seat) {
  const Sitter* sitter = sitter_of(sitters, seat);
  if (sitter != nullptr && !sitter->name.empty()) return sitter->name;
  return "Seat " + std::to_string(seat);
}

char sitter_glyph(const std::vector<Sitter>& sitters, Seat seat) {
  const Sitter* sitter = sitter_of(sitters, seat);
  return sitter != nullptr ? sitter->glyph : ' ';
}

Hue sitter_hue(const std::vector<Sitter>& sitters, Seat seat) {
  const Sitter* sitter = sitter_of(sitters, seat);
  return sitter != nullptr ? sitter->hue : Hue::none;
}

std::string sitter_short_name(const std::vector<Sitter>& sitters, Seat seat) {
  const std::string name = sitter_name(sitters, seat);
  if (name == "Seat " + std::to_string(seat)) return name;
  return name.substr(0, name.find(' '));
}

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

SeatLine seat_line(std::string_view text) {
  std::size_t end = 0;
  const Seat seat = seat_at(text, 0, end);
  return seat == nobody ? SeatLine{} : SeatLine{seat, text.substr(end)};
}

bool contains(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

TableLog::TableLog(const BoardSettings& settings, Reaction reaction, Topic topic)
    : settings_(settings),
      reaction_(std::move(reaction)),
      topic_(std::move(topic)),
      talk_(settings.seed, 0, settings.said_before) {
  for (std::size_t seat = 0; seat < settings.rivals.size(); ++seat) {
    // The human's own lines speak to them ("You bid..."), so only rivals need names.
    const bool named = static_cast<Seat>(seat) != settings.human && settings.rivals[seat];
    names_.push_back(named ? settings.rivals[seat]->name : std::string());
  }
}

void TableLog::catch_up(const State& state) {
  const std::vector<Event>& events = state.events();
  for (; events_seen_ < events.size(); ++events_seen_) {
    const Event& event = events[events_seen_];
    if (!event.audience.includes(settings_.human)) continue;
    // A move of the player's starts with a line by them; a private line to them in
    // between ("It meets 6 of Seat 2.") belongs to the same move.
    const bool yours = event.actor == settings_.human;
    if (yours && !last_was_yours_) your_last_move_ = lines_.size();
    if (yours || event.actor != nobody || event.audience == Audience::everyone())
      last_was_yours_ = yours;
    lines_.push_back(name_seats(event.text_for(settings_.human), names_));
    sources_.push_back(
        {event.actor, event.target, nobody, topic_ ? topic_(event.text) : std::string()});
    if (settings_.talk && reaction_ && event.audience == Audience::everyone()) {
      reaction_(event.text, state, *this);
    }
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
  if (settings_.heard) settings_.heard(talk_key(rival, line));
  lines_.push_back(rival.name + ": \"" + line + "\"");
  sources_.push_back({nobody, nobody, seat, {}});
}

void TableLog::maybe_say(const std::vector<Cue>& cues, int one_in) {
  const auto speaker =
      std::find_if(cues.begin(), cues.end(), [&](const Cue& cue) { return is_rival(cue.seat); });
  if (speaker == cues.end()) return;
  if (talk_.speaks(one_in)) say(speaker->seat, speaker->situation);
}

void TableLog::greet() {
  const std::vector<Seat> rivals = rival_seats();
  if (!rivals.empty()) say(rivals[talk_.pick(rivals.size())], Situation::greeting);
}

void TableLog::last_words(const State& state) {
  const std::vector<Standing> standings = state.standings();
  std::vector<Seat> winners;
  std::vector<Seat> losers;
  for (Seat seat : rival_seats()) {
    const bool won = standings[static_cast<std::size_t>(seat)].place == 1;
    (won ? winners : losers).push_back(seat);
  }
  if (!winners.empty()) say(winners[talk_.pick(winners.size())], Situation::game_won);
  if (!losers.empty()) say(losers[talk_.pick(losers.size())], Situation::game_lost);
}

std::vector<std::string> final_page_ending(const std::vector<std::string>& log,
                                           const std::vector<LineSource>& sources,
                                           const std::string& tie_rule, std::uint64_t seed,
                                           const std::string& deals) {
  std::vector<std::string> text;
  std::size_t said_from = log.size();
  while (said_from > 0 && said_from - 1 < sources.size() && sources[said_from - 1].talk())
    --said_from;
  if (said_from < log.size()) {
    text.push_back("");
    text.push_back("At the table:");
    for (std::size_t i = said_from; i < log.size(); ++i)
      text.push_back("  " + log[i]);
  }
  text.push_back("");
  text.push_back(tie_rule);
  text.push_back("This game's seed is " + std::to_string(seed) + ": --seed " +
                 std::to_string(seed) + " deals the same " + deals + " and seats the same rivals.");
  return text;
}

}  // namespace gavel::ui
