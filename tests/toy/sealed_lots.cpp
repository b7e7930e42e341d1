#include "toy/sealed_lots.h"

#include <cereal/types/vector.hpp>

#include "gavel/core/error.h"
#include "gavel/core/text.h"

namespace gavel::toy {
namespace {

constexpr int starting_coins = 5;
// Move codes: a bid is its amount; chance outcomes sit above the bids.
constexpr int lot_base = 100;     // "lot V"
constexpr int secret_base = 200;  // "secret S"

class LotsState final : public StateOf<LotsState> {
 public:
  LotsState(int players, int rounds)
      : players_(players),
        rounds_(rounds),
        coins_(static_cast<std::size_t>(players), starting_coins),
        secrets_(static_cast<std::size_t>(players), -1),
        points_(static_cast<std::size_t>(players), 0),
        bids_(static_cast<std::size_t>(players), -1) {}

  int seats() const override { return players_; }

  Seat to_move() const override {
    for (int seat = 0; seat < players_; ++seat) {
      if (secrets_[static_cast<std::size_t>(seat)] < 0) return chance_seat;
    }
    if (round_ >= rounds_) return nobody;
    if (lot_ == 0) return chance_seat;
    for (int seat = 0; seat < players_; ++seat) {
      if (bids_[static_cast<std::size_t>(seat)] < 0) return seat;
    }
    return nobody;  // unreachable: the last bid resolves the round
  }

  std::vector<Move> legal_moves() const override {
    std::vector<Move> moves;
    const Seat seat = to_move();
    if (seat == nobody) return moves;
    if (seat == chance_seat) {
      const bool dealing = secrets_.back() < 0;
      for (int v = dealing ? 0 : 1; v <= (dealing ? 2 : 6); ++v) {
        moves.push_back({(dealing ? secret_base : lot_base) + v});
      }
      return moves;
    }
    for (int amount = 0; amount <= coins_[static_cast<std::size_t>(seat)]; ++amount) {
      moves.push_back({amount});
    }
    return moves;
  }

  std::vector<Standing> standings() const override {
    std::vector<Standing> result(static_cast<std::size_t>(players_));
    for (std::size_t s = 0; s < result.size(); ++s) {
      result[s].score = points_[s] + std::max(secrets_[s], 0) + coins_[s];
    }
    for (auto& mine : result) {
      mine.place = 1;
      for (const auto& other : result)
        mine.place += other.score > mine.score ? 1 : 0;
    }
    return result;
  }

  std::unique_ptr<View> view(Seat seat) const override {
    auto v = std::make_unique<LotsView>();
    const auto s = static_cast<std::size_t>(seat);
    v->me = seat;
    v->round = round_;
    v->lot = lot_;
    v->secret = secrets_[s];
    v->coins = coins_;
    v->points = points_;
    for (int bid : bids_)
      v->has_bid.push_back(bid >= 0);
    v->my_bid_shown = {bids_[s]};
    v->revealed = revealed_;
    return v;
  }

  std::string to_text(Move move) const override {
    if (move.code >= secret_base) return "secret " + std::to_string(move.code - secret_base);
    if (move.code >= lot_base) return "lot " + std::to_string(move.code - lot_base);
    return "bid " + std::to_string(move.code);
  }

  Move parse(std::string_view text) const override {
    const auto parts = words(lowercase(text));
    const auto number = parts.size() == 2 ? parse_integer(parts[1]) : std::nullopt;
    if (!number || *number < 0 || *number > 99) {
      throw Error("expected 'bid N', 'lot N' or 'secret N', not '" + std::string(text) + "'");
    }
    const int n = static_cast<int>(*number);
    if (parts[0] == "bid") return {n};
    if (parts[0] == "lot") return {lot_base + n};
    if (parts[0] == "secret") return {secret_base + n};
    throw Error("expected 'bid N', 'lot N' or 'secret N', not '" + std::string(text) + "'");
  }

  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(players_, rounds_, round_, lot_, coins_, secrets_, points_, bids_, revealed_);
  }

 protected:
  void play(Move move, Log& log) override {
    if (move.code >= secret_base) {
      std::size_t seat = 0;
      while (secrets_[seat] >= 0)
        ++seat;
      secrets_[seat] = move.code - secret_base;
      log.to(static_cast<Seat>(seat),
             "Your secret bonus is " + std::to_string(secrets_[seat]) + ".");
      return;
    }
    if (move.code >= lot_base) {
      lot_ = move.code - lot_base;
      log.to_all("Round " + std::to_string(round_ + 1) + ": a lot worth " + std::to_string(lot_) +
                 ".");
      return;
    }
    const Seat seat = to_move();
    bids_[static_cast<std::size_t>(seat)] = move.code;
    log.to(seat, "You bid " + std::to_string(move.code) + ".");
    log.to(Audience::everyone().without(seat), "Seat " + std::to_string(seat) + " has bid.");
    if (to_move() == nobody) resolve_round(log);
  }

  std::optional<std::string> chapter_fact(std::string_view name) const override {
    if (name == "round") return std::to_string(round_);
    if (const auto seat = index_after(name, "coins.", players_)) {
      return std::to_string(coins_[static_cast<std::size_t>(*seat)]);
    }
    return std::nullopt;
  }

 private:
  void resolve_round(Log& log) {
    std::size_t winner = 0;
    for (std::size_t s = 1; s < bids_.size(); ++s) {
      if (bids_[s] > bids_[winner]) winner = s;
    }
    coins_[winner] -= bids_[winner];
    points_[winner] += lot_;
    std::vector<std::string> shown;
    for (int bid : bids_)
      shown.push_back(std::to_string(bid));
    log.to_all("Bids " + join(shown, " ") + ": seat " + std::to_string(winner) + " wins.");
    revealed_.push_back(bids_);
    bids_.assign(bids_.size(), -1);
    lot_ = 0;
    ++round_;
  }

  int players_;
  int rounds_;
  int round_ = 0;
  int lot_ = 0;  // 0: not turned up yet
  std::vector<int> coins_;
  std::vector<int> secrets_;  // -1: not dealt
  std::vector<int> points_;
  std::vector<int> bids_;  // -1: not bid this round
  std::vector<std::vector<int>> revealed_;
};

}  // namespace
}  // namespace gavel::toy

// Versions must be declared before the archive code that reads them is instantiated.
CEREAL_CLASS_VERSION(gavel::toy::LotsState, 1);

namespace gavel::toy {

Chapter sealed_lots() {
  Chapter chapter;
  chapter.id = "sealed-lots";
  chapter.title = "Sealed Lots";
  chapter.min_players = 2;
  chapter.max_players = 4;
  chapter.default_players = 3;
  chapter.rules_summary = "Bid coins in secret for three lots.";
  chapter.options = {{"rounds", {"1", "2", "3", "4", "5"}, "3", "how many lots are sold"}};
  chapter.open = [](const Setup& setup, const std::filesystem::path&) -> std::unique_ptr<State> {
    int rounds = 3;
    for (const auto& [name, value] : setup.options) {
      const auto number = parse_integer(value);
      if (name != "rounds" || !number || *number < 1 || *number > 5) {
        throw Error("Sealed Lots has one option, rounds = 1..5");
      }
      rounds = static_cast<int>(*number);
    }
    return std::make_unique<LotsState>(setup.players, rounds);
  };
  return chapter;
}

}  // namespace gavel::toy
