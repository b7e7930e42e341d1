#include "gavel/games/auction_auction/chapter.h"

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/auction_auction/state.h"
#include "rules_text.h"

namespace gavel::auction_auction {
namespace {

constexpr int best_hand_garnets = 3;
constexpr int strong_hand_garnets = 2;  // Three of a Kind or better
constexpr int two_pair_garnets = 1;
constexpr int full_table_garnets = 1;  // when every seat holds four cubes or more
constexpr int full_table_cubes = 4;

// The run's prizes by hands, as the help page and the man page say.
TablePayout payout(const State& state) {
  const auto& game = dynamic_cast<const AuctionState&>(state);
  TablePayout paid;
  const std::vector<Standing> places = game.standings();
  const int worst =
      std::max_element(places.begin(), places.end(), [](const auto& a, const auto& b) {
        return a.place < b.place;
      })->place;
  const Hand hand = hand_of(game.cubes(0));
  if (places[0].place == 1) {
    paid.garnets += best_hand_garnets;
    paid.refill_tokens = true;
    paid.reasons.push_back("The best hand: 3 garnets, and your tokens of life are refilled.");
  } else if (places[0].place == worst) {
    paid.tokens -= 1;
    paid.reasons.push_back("The worst hand: you lose a token of life.");
  }
  if (hand >= Hand::three_of_a_kind) {
    paid.garnets += strong_hand_garnets;
    const bool better = hand > Hand::three_of_a_kind;
    paid.reasons.push_back(std::string(hand_name(hand)) +
                           (better ? ", better than Three of a Kind" : "") + ": 2 garnets.");
  } else if (hand == Hand::two_pair) {
    paid.garnets += two_pair_garnets;
    paid.reasons.push_back("Two Pair: 1 garnet.");
  }
  bool full = true;
  for (Seat seat = 0; seat < game.seats(); ++seat)
    full = full && cube_total(game.cubes(seat)) >= full_table_cubes;
  if (full) {
    paid.garnets += full_table_garnets;
    paid.reasons.push_back("Every seat holds four cubes or more: 1 garnet more for everyone.");
  }
  if (const int spent = game.garnets_traded(0); spent > 0) {
    paid.garnets -= spent;
    paid.reasons.push_back("Garnets traded for cash at the table: " + std::to_string(spent) + ".");
  }
  paid.trust.assign(static_cast<std::size_t>(game.seats()), 0);
  for (const Promise& promise : game.promises()) {
    if (promise.by != 0 || !promise.witnessed) continue;
    if (promise.status == Promise::Status::kept) ++paid.trust[static_cast<std::size_t>(promise.to)];
    if (promise.status == Promise::Status::broken)
      --paid.trust[static_cast<std::size_t>(promise.to)];
  }
  return paid;
}

}  // namespace

Chapter chapter() {
  Chapter c;
  c.id = "auction-auction";
  c.title = "Auction Auction";
  c.min_players = 4;
  c.max_players = max_players;
  c.default_players = max_players;
  c.rules_summary = rules_text;
  c.boons = {"extra-money", "house-colours", "garnets"};
  // The state deals a point of the boon as a garnet's worth of cash: $10 at the
  // shipped table (its garnet_cash).
  c.start_money = [](int amount) { return dollars(10 * amount) + " more to start"; };
  // A seat's score is its hand's rank; its parts say what made it.
  c.score_parts = {"hand rank"};
  c.score_words = [](int rank) {
    const bool known = rank >= 0 && rank <= static_cast<int>(Hand::rainbow);
    return known ? std::string(hand_name(static_cast<Hand>(rank))) : std::to_string(rank);
  };
  c.part_points = [](const State& state) {
    std::vector<std::vector<int>> parts;
    for (const Standing& standing : state.standings())
      parts.push_back({standing.score});
    return parts;
  };
  c.payout = payout;
  c.open = [](const Setup& setup,
              const std::filesystem::path& content_dir) -> std::unique_ptr<State> {
    if (!setup.options.empty()) throw Error("Auction Auction has no options");
    auto table = std::make_shared<const TableContent>(load_table(content_dir));
    return std::make_unique<AuctionState>(std::move(table), setup.players, setup.boons);
  };
  return c;
}

}  // namespace gavel::auction_auction
