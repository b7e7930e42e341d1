#include "gavel/core/match.h"

#include "gavel/core/error.h"
#include "gavel/core/field_check.h"

namespace gavel {

namespace {

MatchStreams fresh_streams(std::uint64_t seed, int seats) {
  MatchStreams streams{Rng(seed, Stream::chance), {}};
  for (int seat = 0; seat < seats; ++seat) {
    streams.decisions.emplace_back(seed, Stream::rivals, static_cast<std::uint64_t>(seat));
  }
  return streams;
}

}  // namespace

void check_streams(const MatchStreams& streams, int seats, std::string_view field) {
  const std::string name(field);
  check_rng(streams.chance, name + ".chance");
  check_count(name + ".decisions", streams.decisions.size(), static_cast<std::size_t>(seats),
              static_cast<std::size_t>(seats),
              "a game of " + std::to_string(seats) + " seats has one decision stream a seat");
  for (std::size_t seat = 0; seat < streams.decisions.size(); ++seat)
    check_rng(streams.decisions[seat], field_at(name + ".decisions", seat));
}

Match::Match(std::unique_ptr<State> state, std::uint64_t seed, std::vector<Agent*> agents)
    : state_(std::move(state)),
      agents_(std::move(agents)),
      streams_(fresh_streams(seed, state_->seats())) {
  check_table();
}

Match::Match(std::unique_ptr<State> state, MatchStreams streams, std::vector<Agent*> agents)
    : state_(std::move(state)), agents_(std::move(agents)), streams_(std::move(streams)) {
  check_table();
}

void Match::check_table() const {
  if (static_cast<int>(agents_.size()) != state_->seats()) {
    throw Error("a match needs one agent entry per seat");
  }
  // Streams from a save must fit the table, or a seat would draw from nowhere.
  if (streams_.decisions.size() != agents_.size()) {
    throw Error("the saved match does not have one decision stream per seat");
  }
}

Seat Match::advance() {
  while (step()) {
  }
  return state_->to_move();
}

bool Match::step() {
  const Seat seat = state_->to_move();
  if (seat == nobody) return false;
  if (seat != chance_seat && agents_[static_cast<std::size_t>(seat)] == nullptr) return false;
  const std::vector<Move> legal = state_->legal_moves();
  if (seat == chance_seat) {
    const auto pick = streams_.chance.below(legal.size());
    state_->apply(legal[pick], legal);
    return true;
  }
  Agent* agent = agents_[static_cast<std::size_t>(seat)];
  const auto view = agent->searches() ? state_->view_to_search(seat) : state_->view(seat);
  state_->apply(agent->choose(*view, legal, streams_.decisions[static_cast<std::size_t>(seat)]),
                legal);
  return true;
}

void Match::play(Move move) {
  state_->apply(move);
}

bool Match::run(const Ask& ask) {
  for (;;) {
    const Seat seat = advance();
    if (seat == nobody) return true;
    const std::optional<Move> move = ask(*state_, seat);
    if (!move) return false;
    play(*move);
  }
}

}  // namespace gavel
