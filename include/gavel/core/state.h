#pragma once
// The game interface every chapter implements (after OpenSpiel's spiel.h, smaller).
//
// A game is a state machine. At each point one seat, chance, or nobody (the game is
// over) is to move; the legal moves are a sorted list without repeats; apply() takes
// one of them. Chance is a player like the others: every deal, draw and roll is a
// chance move in the history, all of chance's legal moves equally likely, so a
// script can fix any outcome and a seed replays a game bit for bit.
//
// Hidden information lives in the state, never in an agent: view(seat) is all one
// seat may know, and the log a seat reads is filtered by each event's audience and
// speaks to it: its own moves in the second person (Words).
// Sealed bids are sequential commitments that the views of other seats do not show.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include "gavel/core/save_archive.h"

namespace gavel {

using Seat = int;
inline constexpr Seat chance_seat = -1;
inline constexpr Seat nobody = -2;

// One move, as a chapter encodes it. Only the chapter's own folders read a code,
// through the chapter's moves.h (its rules, its rival, its board); everything else
// speaks the move's text notation (State::to_text / State::parse).
struct Move {
  std::int32_t code = 0;

  auto operator<=>(const Move&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(code);
  }
};

// The seats that may see one event.
class Audience {
 public:
  Audience() = default;  // nobody
  static Audience everyone() { return Audience(~0u); }
  static Audience only(Seat seat) { return Audience(bit(seat)); }
  Audience with(Seat seat) const { return Audience(seats_ | bit(seat)); }
  Audience without(Seat seat) const { return Audience(seats_ & ~bit(seat)); }
  bool includes(Seat seat) const { return (seats_ & bit(seat)) != 0; }

  bool operator==(const Audience&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(seats_);
  }

 private:
  explicit Audience(std::uint32_t seats) : seats_(seats) {}
  static std::uint32_t bit(Seat seat) { return seat >= 0 && seat < 32 ? 1u << seat : 0u; }
  std::uint32_t seats_ = 0;
};

// What one event says to each of its readers. The seat that acted and the seat it
// was done to read it in the second person ("You bid a card on UFO (a).", "Seat 1
// uses Data Mining: you show them your 6"); everyone else reads `text`, in the third
// person with every seat written "Seat N", where a board puts the rivals' names and
// table talk looks for what happened. No seat ever reads its own "Seat N".
//
//   log.to_all(Words(seat_text(s) + " passes.").by(s, "You pass."));
struct Words {
  explicit Words(std::string others) : text(std::move(others)) {}
  // The actor's own words; and the target's.
  Words by(Seat seat, std::string yours) && {
    actor = seat;
    actor_text = std::move(yours);
    return std::move(*this);
  }
  Words to(Seat seat, std::string yours) && {
    target = seat;
    target_text = std::move(yours);
    return std::move(*this);
  }

  std::string text;
  Seat actor = nobody;
  std::string actor_text;
  Seat target = nobody;
  std::string target_text;
};

// A line of the message log, who may read it, and the words each reader gets.
struct Event {
  Audience audience;
  std::string text;  // the third person, for every reader but the two below
  Seat actor = nobody;
  std::string actor_text;
  Seat target = nobody;
  std::string target_text;

  // The words `seat` reads: its own when it acted or was acted on, else `text`.
  const std::string& text_for(Seat seat) const {
    if (seat == actor && !actor_text.empty()) return actor_text;
    if (seat == target && !target_text.empty()) return target_text;
    return text;
  }

  bool operator==(const Event&) const = default;
  // Version 1 held the third person only: such an event reads the same to everyone.
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    archive(audience, text);
    if (version >= 2) archive(actor, actor_text, target, target_text);
  }
};

// Where a chapter writes its events while it applies a move. A line that names no
// seat may be plain text; one that names a seat gives that seat its own Words.
class Log {
 public:
  explicit Log(std::vector<Event>& events) : events_(events) {}
  void to_all(std::string text) { to(Audience::everyone(), Words(std::move(text))); }
  void to_all(Words words) { to(Audience::everyone(), std::move(words)); }
  void to(Seat seat, std::string text) { to(Audience::only(seat), Words(std::move(text))); }
  void to(Audience audience, std::string text) { to(audience, Words(std::move(text))); }
  void to(Audience audience, Words words) {
    events_.push_back({audience, std::move(words.text), words.actor, std::move(words.actor_text),
                       words.target, std::move(words.target_text)});
  }

 private:
  std::vector<Event>& events_;
};

// Who made one move of the history, and which.
struct Turn {
  Seat seat = nobody;
  Move move;

  bool operator==(const Turn&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(seat, move);
  }
};

// A seat's result. Place 1 is first; tied seats share a place. A competitor that
// holds no seat (New Mintopia City's AI card) takes a place too, so then no seat
// may be first.
struct Standing {
  int place = 0;
  int score = 0;
  bool operator==(const Standing&) const = default;
};

// Everything one seat may know at one moment. Chapters derive their own view with
// the fields their board and their rivals read.
class View {
 public:
  virtual ~View() = default;
  virtual Seat seat() const = 0;
  // Plain text of the whole view, for the text front end and for tests.
  virtual std::string describe() const = 0;
  // True when the seat could not tell the two states apart.
  virtual bool same_as(const View& other) const = 0;
};

// Derive a chapter's view as `struct MyView : ViewOf<MyView>` with a defaulted ==.
template <class Derived>
class ViewOf : public View {
 public:
  bool same_as(const View& other) const override {
    const auto* that = dynamic_cast<const Derived*>(&other);
    return that != nullptr && *that == static_cast<const Derived&>(*this);
  }
  // Holds nothing itself; this lets the derived view default its own ==.
  bool operator==(const ViewOf&) const { return true; }
};

// A state is written out only to compare two states (same_as) and to measure one;
// it is never read back. A saved game is its setup and its history, and loading
// replays the history through the rules (replay_history below), so no byte of a
// save file ever becomes a chapter's fields unchecked.
using SaveArchive = SaveWriter;

class State {
 public:
  virtual ~State() = default;

  virtual int seats() const = 0;
  // A seat, chance_seat, or nobody once the game is over.
  virtual Seat to_move() const = 0;
  // Sorted, without repeats; empty when the game is over.
  virtual std::vector<Move> legal_moves() const = 0;
  // Results by seat. Before the end they are the standings if the game stopped now.
  virtual std::vector<Standing> standings() const = 0;
  virtual std::unique_ptr<View> view(Seat seat) const = 0;
  // The view an agent that searches is given (Agent::searches): the same, with what
  // else of the seat's knowledge the chapter's sampler reads and its strategies do
  // not (Cosmic Encounter's seen table), since building that costs every view time.
  virtual std::unique_ptr<View> view_to_search(Seat seat) const { return view(seat); }
  virtual std::unique_ptr<State> clone() const = 0;

  // The move's notation in this state ("bid 5 on UFO"), and back. parse() accepts
  // the text of every legal move (and may accept short forms); for other text it
  // throws gavel::Error saying what was expected. A chapter may refuse a well-formed
  // move that is not legal now, so parse() alone is no legality check.
  virtual std::string to_text(Move move) const = 0;
  virtual Move parse(std::string_view text) const = 0;

  // Applies a legal move, records it and its events; throws gavel::Error if the
  // move is not legal now.
  void apply(Move move);
  // The same, for a caller that has just asked for legal_moves() and holds the list:
  // the match driver, where listing the moves twice per turn would be its main cost.
  void apply(Move move, const std::vector<Move>& legal_now);
  bool over() const { return to_move() == nobody; }

  const std::vector<Turn>& history() const { return history_; }
  const std::vector<Event>& events() const { return events_; }
  std::vector<std::string> log_for(Seat seat) const;

  // A named fact that scenario files can check ("score.2", "turn", or anything the
  // chapter adds through chapter_fact). Throws gavel::Error for an unknown name.
  std::string fact(std::string_view name) const;

  // The whole state as bytes: what same_as compares.
  std::string snapshot() const;
  // Equal when their snapshots are: everything in the state is compared.
  bool same_as(const State& other) const { return snapshot() == other.snapshot(); }

 protected:
  State() = default;
  State(const State&) = default;
  State& operator=(const State&) = default;

  // Applies a move already known to be legal.
  virtual void play(Move move, Log& log) = 0;
  virtual std::optional<std::string> chapter_fact(std::string_view /*name*/) const {
    return std::nullopt;
  }
  virtual void save_fields(SaveArchive& archive) const = 0;

 private:
  std::vector<Turn> history_;
  std::vector<Event> events_;
};

// Derive a chapter's state as `class MyState final : public StateOf<MyState>`; it
// must be copyable and give `template <class A> void serialize(A&, std::uint32_t)`
// with a CEREAL_CLASS_VERSION.
template <class Derived>
class StateOf : public State {
 public:
  std::unique_ptr<State> clone() const override {
    return std::make_unique<Derived>(static_cast<const Derived&>(*this));
  }

 protected:
  void save_fields(SaveArchive& archive) const override {
    archive(static_cast<const Derived&>(*this));
  }
};

// Rebuilds a game from a saved history: `game` is the game freshly set up from the
// saved setup, and each turn is checked before it is applied: the seat it names
// must be the one to move and its move one of the legal moves. Throws gavel::Error
// naming the first turn that does not fit; the game is then half replayed: drop it.
// This is how a save's game is loaded, so a history edited by hand or damaged can
// only ever lead to a state the rules themselves reach, or to that one message.
void replay_history(State& game, const std::vector<Turn>& history);

// The text of a seat in scripts and messages: "0", "1"… or "chance".
std::string seat_name(Seat seat);
// A seat as the log's third person names it (Words): "Seat N".
std::string seat_text(Seat seat);
// A seat as the log names it to `reader`: "you" to itself, "Seat N" to the others;
// and its possessive, "your" or "Seat N's".
std::string you_or_seat(Seat reader, Seat seat);
std::string your_or_seats(Seat reader, Seat seat);

}  // namespace gavel

CEREAL_CLASS_VERSION(gavel::Move, 1);
CEREAL_CLASS_VERSION(gavel::Audience, 1);
CEREAL_CLASS_VERSION(gavel::Event, 2);
CEREAL_CLASS_VERSION(gavel::Turn, 1);
