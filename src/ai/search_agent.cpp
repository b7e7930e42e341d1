#include "gavel/ai/search_agent.h"

#include <algorithm>
#include <cmath>

#include "gavel/ai/minds.h"
#include "gavel/ai/traits.h"
#include "gavel/core/error.h"

namespace gavel {

SearchAgent::SearchAgent(std::string name, const ChapterMind& mind, SearchBudget budget,
                         std::unique_ptr<Agent> instinct)
    : name_(std::move(name)),
      mind_(mind),
      budget_(budget),
      scripted_(mind.scripted("scripted", Traits{})),
      instinct_(std::move(instinct)) {
  if (!mind_.sample) throw Error("the " + mind_.chapter + " rivals cannot search");
}

std::vector<Move> SearchAgent::candidates(const View& view, const std::vector<Move>& legal,
                                          Rng& rng) const {
  std::vector<Move> weighed = {(instinct_ ? instinct_ : scripted_)->choose(view, legal, rng)};
  const auto wanted = static_cast<std::size_t>(std::max(budget_.candidates, 3));
  for (std::size_t i = 0; weighed.size() < wanted && i + 1 < wanted; ++i) {
    // The first move from an even spread on that is neither weighed yet nor a
    // blunder: a few lucky playouts must never make a rival play one.
    for (std::size_t at = i * (legal.size() - 1) / (wanted - 2); at < legal.size(); ++at) {
      const Move spread = legal[at];
      if (std::find(weighed.begin(), weighed.end(), spread) != weighed.end() ||
          mind_.is_blunder(view, spread))
        continue;
      weighed.push_back(spread);
      break;
    }
  }
  return weighed;
}

double SearchAgent::play_out(State& game, Seat seat, Rng& dice) const {
  for (int moves_made = 0; !game.over(); ++moves_made) {
    if (budget_.horizon > 0 && moves_made >= budget_.horizon) break;
    const std::vector<Move> moves = game.legal_moves();
    const Seat mover = game.to_move();
    if (mover == chance_seat || moves.size() == 1) {
      game.apply(moves[static_cast<std::size_t>(dice.below(moves.size()))], moves);
      continue;
    }
    game.apply(scripted_->choose(*game.view(mover), moves, dice), moves);
  }
  // My lead over the best of the others: where the game ended, or where the chapter
  // judges each seat to stand had it stopped there.
  std::vector<double> points(static_cast<std::size_t>(game.seats()));
  const std::vector<Standing> standings = game.standings();
  for (Seat s = 0; s < game.seats(); ++s) {
    points[static_cast<std::size_t>(s)] = game.over() || !mind_.standing
                                              ? standings[static_cast<std::size_t>(s)].score
                                              : mind_.standing(*game.view(s));
  }
  double best_other = 0;
  bool any = false;
  for (Seat s = 0; s < game.seats(); ++s) {
    if (s == seat) continue;
    best_other = any ? std::max(best_other, points[static_cast<std::size_t>(s)])
                     : points[static_cast<std::size_t>(s)];
    any = true;
  }
  const double lead = points[static_cast<std::size_t>(seat)] - best_other;
  if (!game.over() || lead != 0) return lead;
  // Level on score at the end: the rules' tie-break (an Auction Auction Rainbow
  // against a Rainbow, say: more Red, then cash) decides, and a playout that won it
  // is worth more than one that lost it, else every tied ending looks alike.
  int best_other_place = 0;
  for (Seat s = 0; s < game.seats(); ++s) {
    const Standing& other = standings[static_cast<std::size_t>(s)];
    if (s == seat || points[static_cast<std::size_t>(s)] != best_other) continue;
    if (best_other_place == 0 || other.place < best_other_place) best_other_place = other.place;
  }
  const int place = standings[static_cast<std::size_t>(seat)].place;
  return place < best_other_place ? 0.5 : place > best_other_place ? -0.5 : 0.0;
}

Move SearchAgent::choose(const View& view, const std::vector<Move>& legal, Rng& rng) {
  weighing_ = Weighing{};
  if (legal.size() == 1) return legal.front();
  const std::vector<Move> weighed = candidates(view, legal, rng);
  weighing_.moves = weighed;
  const auto games = static_cast<std::size_t>(std::max(budget_.games, 2));
  // value[c][g]: how candidate c ended in drawn game g.
  std::vector<std::vector<double>> value(weighed.size(), std::vector<double>(games, 0.0));
  for (std::size_t g = 0; g < games; ++g) {
    Rng draw(rng.next(), Stream::rivals, static_cast<std::uint64_t>(view.seat()));
    const std::unique_ptr<State> drawn = mind_.sample(view, draw);
    if (!drawn) return weighed.front();  // a decision the chapter cannot draw games for
    if (g == 0) {
      for (const Move move : weighed)
        weighing_.texts.push_back(drawn->to_text(move));
    }
    const std::uint64_t dice_seed = rng.next();
    for (std::size_t c = 0; c < weighed.size(); ++c) {
      const std::unique_ptr<State> game = drawn->clone();
      game->apply(weighed[c]);
      Rng dice(dice_seed, Stream::rivals, static_cast<std::uint64_t>(view.seat()));
      value[c][g] = play_out(*game, view.seat(), dice);
      ++playouts_;
    }
  }
  weighing_.games = static_cast<int>(games);
  for (const std::vector<double>& games_of_move : value) {
    weighing_.ahead.push_back(static_cast<int>(
        std::count_if(games_of_move.begin(), games_of_move.end(), [](double d) { return d > 0; })));
  }
  // Another move replaces the scripted choice only when it did better in the same
  // games by a clear margin: the mean of the differences against their spread.
  std::size_t best = 0;
  double best_edge = 0;
  weighing_.edge.assign(weighed.size(), 0.0);
  for (std::size_t c = 1; c < weighed.size(); ++c) {
    double sum = 0, squares = 0;
    for (std::size_t g = 0; g < games; ++g) {
      const double d = value[c][g] - value[0][g];
      sum += d;
      squares += d * d;
    }
    const double n = static_cast<double>(games);
    const double mean = sum / n;
    weighing_.edge[c] = mean;
    const double spread = std::sqrt(std::max(0.0, squares / n - mean * mean) / (n - 1));
    if (mean > best_edge && mean > budget_.confidence * spread) {
      best = c;
      best_edge = mean;
    }
  }
  weighing_.chosen = best;
  return weighed[best];
}

}  // namespace gavel
