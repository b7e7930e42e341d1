#pragma once
// The searching rival. At a decision it draws games its seat cannot tell from the
// one at the table (the chapter's sampler reads the seat's view alone: unseen cards,
// sealed bids, hidden money drawn afresh), plays each candidate move out in every
// such game with plain scripted players in all seats for a number of moves, and
// judges where it then stands: its score less the best other seat's (a game that
// ended level on score counts half a point up or down as the rules' tie-break went,
// else an Auction Auction Rainbow that won on its Red looks no better than one that
// lost). Determinized
// playouts, the simplest kind of information-set search. Every candidate is played
// out in the same drawn games with the same dice, so the comparison is between
// moves, not luck; and another move replaces the scripted choice only when it beat
// it by a clear margin, since with a few playouts the best-looking move is often
// only the luckiest.
//
// Where the chapter cannot draw such games (a decision its sampler does not rebuild),
// it plays the scripted choice. It keeps nothing between calls, and draws only on
// its seat's decision stream: a fixed playout count replays bit for bit.

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "gavel/core/agent.h"
#include "gavel/core/state.h"

namespace gavel {

struct ChapterMind;

// Measured in `gavel sim auctionland` (tests/README.md, "The searching mind"): more drawn games or
// candidates, or playouts to the end, cost more time than they won.
struct SearchBudget {
  int games = 6;            // games drawn per decision; each candidate is played out in all
  int candidates = 4;       // moves weighed (3 at least), the scripted choice among them
  int horizon = 40;         // moves a playout goes before it is judged; 0: to the game's end
  double confidence = 1.5;  // standard errors by which another move must beat the scripted one
};

// What a search measured at one decision, for the adviser to say why (ai/adviser.h).
struct Weighing {
  std::vector<Move> moves;         // the moves weighed, the instinct's (or scripted) choice first
  std::vector<std::string> texts;  // their notation, as a drawn game writes it
  // By move: the drawn games in which the seat ended ahead of every other seat.
  std::vector<int> ahead;
  // By move: its mean lead over the best other seat, less the first move's, in points.
  std::vector<double> edge;
  int games = 0;           // games drawn; 0 when nothing was played out
  std::size_t chosen = 0;  // the index of the move played
};

class SearchAgent final : public Agent {
 public:
  // `mind` must have a sampler and outlive the agent. `instinct`, when given, makes
  // the choice the search starts from and keeps unless another is clearly better (a
  // rival's own strategy, traits and lapses and all); the playouts stay scripted.
  SearchAgent(std::string name, const ChapterMind& mind, SearchBudget budget = {},
              std::unique_ptr<Agent> instinct = nullptr);

  std::string name() const override { return name_; }
  Move choose(const View& view, const std::vector<Move>& legal, Rng& rng) override;
  bool searches() const override { return true; }
  // Games played out so far, for `gavel sim` (a tally, never read in a decision).
  long long playouts() const { return playouts_; }
  // What the last decision weighed (games 0 after a decision with one move, or one
  // the chapter could not draw games for).
  const Weighing& last_weighing() const { return weighing_; }

 private:
  // The moves weighed: the instinct's (or scripted rival's) choice and others spread evenly
  // through the legal list (bids from low to high, say), never a blunder.
  std::vector<Move> candidates(const View& view, const std::vector<Move>& legal, Rng& rng) const;
  // How `seat` stands after a game played out from `game` (to its end or the
  // horizon): its score less the best other seat's.
  double play_out(State& game, Seat seat, Rng& dice) const;

  std::string name_;
  const ChapterMind& mind_;
  SearchBudget budget_;
  std::unique_ptr<Agent> scripted_;
  std::unique_ptr<Agent> instinct_;
  long long playouts_ = 0;
  Weighing weighing_;
};

}  // namespace gavel
