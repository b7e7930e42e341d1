// A bidding turn: look with Pachinko, swap with Litcoin ATM, then bid or pass.
//
// Each bid is scored by what my stakes in all lots would be after it, less what the
// card would be worth kept. A lead is worth its property times the chance that it
// survives the rivals' bids left in the round, so a strong card placed late is
// worth more than the same card placed early, and a last card that ends the round
// locks every lead in. A bid that may lose is also worth its lowball and what the
// comparison reveals.

#include <algorithm>
#include <optional>

#include "gavel/ai/auction_web/blunder.h"
#include "gavel/games/auction_web/moves.h"
#include "reading.h"

namespace gavel::auction_web::scripted {
namespace {

// Once-a-game Litcoin ATM: how much a swap must gain, by round, to spend it now.
constexpr std::array<double, 4> atm_threshold = {0, 1.5, 1.0, 0.2};
// A look is wasted on a lot worth less than this to me.
constexpr double look_threshold = 0.8;

bool others_hold_cards(const Reading& r) {
  for (Seat s = 0; s < r.players; ++s) {
    if (r.rival(s) && r.seat(s).hand > 0) return true;
  }
  return false;
}

int face_down_count(const Reading& r) {
  return static_cast<int>(
      std::count_if(r.lots.begin(), r.lots.end(), [](const LotRead& l) { return l.face_down; }));
}

// What a lot's unknown lead is worth finding out: the prize and the denial.
double look_worth(const Reading& r, int lot) {
  const LotRead& l = r.lots[static_cast<std::size_t>(lot)];
  if (l.known || !r.rival(l.bidder)) return 0;
  return l.worth[static_cast<std::size_t>(r.me)] +
         r.menace[static_cast<std::size_t>(l.bidder)] * l.worth[static_cast<std::size_t>(l.bidder)];
}

// The best gain a Stocks Buyback could make on the board as it stands, counting the
// swaps that move one of my own cards: those are where its gains lie.
double best_buyback(const Reading& r, const Outlook& outlook) {
  double best = 0;
  const int count = static_cast<int>(r.lots.size());
  for (int i = 0; i < count; ++i) {
    const LotRead& mine = r.lots[static_cast<std::size_t>(i)];
    if (!mine.face_down || mine.bidder != r.me) continue;
    for (int j = 0; j < count; ++j) {
      const LotRead& other = r.lots[static_cast<std::size_t>(j)];
      if (other.face_down && other.bidder != r.me) best = std::max(best, outlook.swap_gain(i, j));
    }
  }
  return best;
}

// Whether a swap moves one of my cards: the swaps worth a once-a-game ability.
bool moves_mine(const Reading& r, Move swap) {
  return r.lots[static_cast<std::size_t>(first_of(swap))].bidder == r.me ||
         r.lots[static_cast<std::size_t>(second_of(swap))].bidder == r.me;
}

// What the lowball of a card is worth if the card is discarded on `lot`.
class Lowballs {
 public:
  Lowballs(const Reading& r, const Outlook& outlook) : r_(r), outlook_(outlook) {}

  double worth(int value, int lot) {
    const double cunning = r_.temper.cunning;
    switch (value) {
      case ledger_balance:
        return others_hold_cards(r_) ? 0.3 * cunning : 0.0;
      case stocks_buyback:
        if (face_down_count(r_) < 2) return 0;
        if (buyback_ < 0) buyback_ = best_buyback(r_, outlook_);
        return buyback_ * (0.5 + 0.5 * cunning);
      case hack_a_private_key:
        for (int other = 0; other < static_cast<int>(r_.lots.size()); ++other) {
          if (other != lot && look_worth(r_, other) > look_threshold) return 0.25 * cunning;
        }
        return 0;
      case data_mining:
        return others_hold_cards(r_) ? 0.12 * cunning : 0.0;
      default:
        return 0;
    }
  }

 private:
  const Reading& r_;
  const Outlook& outlook_;
  double buyback_ = -1;  // worked out once, when a 3 is considered
};

}  // namespace

Move choose_bidding(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  const Outlook bid(r, r.after_bid());
  const int lot_count = static_cast<int>(r.lots.size());

  // Pachinko costs nothing but its once a round: look where I would most like to
  // know. Litcoin ATM is once a game: only for a swap that moves my card a long way.
  std::optional<Move> look;
  double look_best = look_threshold;
  std::optional<Move> atm;
  double atm_best = atm_threshold[static_cast<std::size_t>(std::clamp(r.view.round, 1, 3))];
  for (Move move : legal) {
    if (kind_of(move) == Kind::pachinko && look_worth(r, first_of(move)) > look_best) {
      look_best = look_worth(r, first_of(move));
      look = move;
    } else if (kind_of(move) == Kind::atm && moves_mine(r, move)) {
      const double gain = bid.swap_gain(first_of(move), second_of(move));
      if (gain > atm_best) {
        atm_best = gain;
        atm = move;
      }
    }
  }
  if (look) return *look;
  if (atm) return *atm;

  double all_stakes = 0;
  for (int lot = 0; lot < lot_count; ++lot)
    all_stakes += bid.stake(lot);
  // What each card costs to spend, and gains if it loses and its lowball fires.
  Odds cost{};
  for (int value = 0; value < litcoin_values; ++value) {
    if (r.hand[static_cast<std::size_t>(value)] > 0)
      cost[static_cast<std::size_t>(value)] = r.card_cost(value, bid.horizon());
  }
  Lowballs lowballs(r, bid);
  // score[lot][value]: my stakes after bidding that card there, less its cost.
  std::array<Odds, max_lots> score{};
  for (int lot = 0; lot < lot_count; ++lot) {
    const LotRead& l = r.lots[static_cast<std::size_t>(lot)];
    const double elsewhere = all_stakes - bid.stake(lot);
    // What the rival's lead is to me if my card fails to move it, value by value.
    Odds stays{};
    for (int held = 0; held < litcoin_values && l.bidder >= 0; ++held) {
      const double p = l.lead[static_cast<std::size_t>(held)];
      if (p > 0) stays[static_cast<std::size_t>(held)] = p * bid.rival_stake(lot, l.bidder, held);
    }
    // A lost comparison still shows me the card, and may give me its lowball.
    const double seen = l.known ? 0.0 : 0.08 * look_worth(r, lot) * r.temper.cunning;
    for (int value = 0; value < litcoin_values; ++value) {
      if (r.hand[static_cast<std::size_t>(value)] == 0 || l.bidder == r.me) continue;
      const double lead = bid.keep(lot, value, r.me) * r.my_worth(lot, value);
      double here = lead;
      if (l.bidder >= 0) {
        double win = 0;
        double theirs = 0;
        for (int held = 0; held < litcoin_values; ++held) {
          if (beats(value, held)) {
            win += l.lead[static_cast<std::size_t>(held)];
          } else {
            theirs += stays[static_cast<std::size_t>(held)];
          }
        }
        here = win * lead + theirs + (1 - win) * (lowballs.worth(value, lot) + seen);
      }
      score[static_cast<std::size_t>(lot)][static_cast<std::size_t>(value)] =
          elsewhere + here - cost[static_cast<std::size_t>(value)];
    }
  }
  BestMove best(rng, r.temper.whim);
  for (Move move : legal) {
    if (kind_of(move) != Kind::bid || second_of(move) >= lot_count) continue;
    // A bid no beginner would make scores well only by a misreading.
    if (is_blunder(r.view, move)) continue;
    best.offer(
        move,
        score[static_cast<std::size_t>(second_of(move))][static_cast<std::size_t>(first_of(move))]);
  }

  // Passing keeps every card but gives up the turns left, and the say in when the
  // round ends. Without my bids the round lasts at least as long, so each of my
  // leads is at best as safe as after a bid, and a rival's lead costs me nothing or
  // more: when the best bid beats that ceiling, there is nothing to work out.
  double ceiling = -r.temper.stay;
  for (int lot = 0; lot < lot_count; ++lot) {
    if (r.lots[static_cast<std::size_t>(lot)].bidder == r.me) ceiling += bid.stake(lot);
  }
  if (!best.empty() && best.score() >= ceiling) return best.move();
  const Outlook pass(r, r.after_pass());
  double staying_out = -r.temper.stay;
  for (int lot = 0; lot < lot_count; ++lot)
    staying_out += pass.stake(lot);
  if (best.empty() || staying_out > best.score()) return make_move(Kind::pass);
  return best.move();
}

}  // namespace gavel::auction_web::scripted
