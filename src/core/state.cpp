#include "gavel/core/state.h"

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/core/text.h"

namespace gavel {

std::string seat_name(Seat seat) {
  if (seat == chance_seat) return "chance";
  if (seat == nobody) return "nobody";
  return std::to_string(seat);
}

std::string seat_text(Seat seat) {
  return "Seat " + std::to_string(seat);
}

std::string you_or_seat(Seat reader, Seat seat) {
  return seat == reader ? "you" : seat_text(seat);
}

std::string your_or_seats(Seat reader, Seat seat) {
  return seat == reader ? "your" : seat_text(seat) + "'s";
}

void State::apply(Move move) {
  apply(move, legal_moves());
}

void State::apply(Move move, const std::vector<Move>& legal) {
  if (!std::binary_search(legal.begin(), legal.end(), move)) {
    throw Error("that move (code " + std::to_string(move.code) + ") is not legal now");
  }
  history_.push_back({to_move(), move});
  Log log(events_);
  play(move, log);
}

std::vector<std::string> State::log_for(Seat seat) const {
  std::vector<std::string> lines;
  for (const Event& event : events_) {
    if (event.audience.includes(seat)) lines.push_back(event.text_for(seat));
  }
  return lines;
}

std::string State::fact(std::string_view name) const {
  if (name == "turn") return seat_name(to_move());
  if (name == "over") return over() ? "yes" : "no";
  if (name == "legal") {
    std::vector<std::string> texts;
    for (Move move : legal_moves())
      texts.push_back(to_text(move));
    return join(texts, ", ");
  }
  if (const auto seat = index_after(name, "score.", seats())) {
    return std::to_string(standings()[static_cast<std::size_t>(*seat)].score);
  }
  if (const auto seat = index_after(name, "place.", seats())) {
    return std::to_string(standings()[static_cast<std::size_t>(*seat)].place);
  }
  if (auto answer = chapter_fact(name)) return *answer;
  throw Error("no fact named " + quote_input(name) +
              " (every chapter knows turn, over, legal, score.N and place.N)");
}

std::string State::snapshot() const {
  std::string bytes;
  SaveArchive archive(bytes);
  archive(history_, events_);
  save_fields(archive);
  return bytes;
}

void replay_history(State& game, const std::vector<Turn>& history) {
  for (std::size_t index = 0; index < history.size(); ++index) {
    const Turn& turn = history[index];
    const auto refuse = [&](const std::string& why) {
      throw Error("move " + std::to_string(index + 1) + " of the saved game " + why);
    };
    if (game.over()) refuse("comes after the game's end");
    if (turn.seat != game.to_move()) {
      const auto mover = [](Seat seat) { return (seat >= 0 ? "seat " : "") + seat_name(seat); };
      refuse("is for " + mover(turn.seat) + ", but " + mover(game.to_move()) + " is to move there");
    }
    const std::vector<Move> legal = game.legal_moves();
    if (!std::binary_search(legal.begin(), legal.end(), turn.move)) {
      refuse("(code " + std::to_string(turn.move.code) + ") is not a legal move there");
    }
    game.apply(turn.move, legal);
  }
}

}  // namespace gavel
