// The scripted rival's decisions outside its bids: lowballs, the Ledger Balance
// verdict, the draft, Mochi Waterfall, UFO, Avocado Island, draws and discards.

#include <algorithm>
#include <array>

#include "gavel/games/auction_web/moves.h"
#include "reading.h"

namespace gavel::auction_web::scripted {
namespace {

const Move decline = make_move(Kind::decline);

bool offered(const std::vector<Move>& legal, Move move) {
  return std::find(legal.begin(), legal.end(), move) != legal.end();
}

// A lowball comes after my card has left my hand: I bid what I still hold later.
Horizon after_lowball(const Reading& r) {
  return r.ahead(r.hand_size, true);
}

// A discard keeps the hand's shape: the first Extortion and Encryption are tools,
// a second one much less; the strong cards stay.
double keep_worth(int value, int copies) {
  if (copies <= 1) return card_strength(value);
  if (value == extortion) return 0.25;
  if (value == encryption) return 0.3;
  return 0.9 * card_strength(value);
}

// The seat holding a property card, or -1.
Seat holder_of(const Reading& r, int property) {
  for (Seat s = 0; s < r.players; ++s) {
    for (const HoldingView& h : r.seat(s).properties) {
      if (h.property == property) return s;
    }
  }
  return -1;
}

// What owning `property` would add for seat `s`, its ability included.
double worth_to(const Reading& r, Seat s, int property) {
  return gain_of(r.cards, r.estates[static_cast<std::size_t>(s)], property, r.view.round);
}

// The most another seat would gain from a property.
double rival_appetite(const Reading& r, int property) {
  double most = 0;
  for (Seat s = 0; s < r.players; ++s) {
    if (r.rival(s)) most = std::max(most, worth_to(r, s, property));
  }
  return most;
}

// The average strength of a card I would draw now: my deck is what I neither hold
// nor see in my discard pile; a deck thinner than `fill + 2` counts the pile too,
// since it is shuffled back in when the deck runs out.
double draw_average(const Reading& r, int fill) {
  std::array<int, litcoin_values> deck{};
  std::array<int, litcoin_values> pile{};
  int deck_size = 0;
  for (int value = 0; value < litcoin_values; ++value)
    deck[static_cast<std::size_t>(value)] =
        r.cards.copies_per_value - r.hand[static_cast<std::size_t>(value)];
  for (int value : r.view.my_discard) {
    --deck[static_cast<std::size_t>(value)];
    ++pile[static_cast<std::size_t>(value)];
  }
  for (int value = 0; value < litcoin_values; ++value) {
    deck[static_cast<std::size_t>(value)] = std::max(deck[static_cast<std::size_t>(value)], 0);
    deck_size += deck[static_cast<std::size_t>(value)];
  }
  double total = 0;
  int count = 0;
  for (int value = 0; value < litcoin_values; ++value) {
    const int from = deck[static_cast<std::size_t>(value)] +
                     (deck_size < fill + 2 ? pile[static_cast<std::size_t>(value)] : 0);
    total += from * card_strength(value);
    count += from;
  }
  return count > 0 ? total / count : 0;
}

Move ledger_target(const Reading& r, const std::vector<Move>& legal) {
  // The richest hand has the most to lose and the best odds of a strong card. My
  // own hand is a free second chance (a weak card can go for a fresh draw), worth
  // taking only when no rival has a card to lose.
  Move best = decline;
  int most = -1;
  for (Move move : legal) {
    if (kind_of(move) != Kind::ledger) continue;
    if (first_of(move) == r.me) {
      if (most < 0) best = move;
      continue;
    }
    const SeatView& other = r.seat(first_of(move));
    const int richness = other.hand * 100 + other.score.total();
    if (richness > most) {
      most = richness;
      best = move;
    }
  }
  return best;
}

Move mining_target(const Reading& r, const std::vector<Move>& legal) {
  // The strongest rival's best card tells most; a known Cash means nothing to learn.
  Move best = decline;
  int most = -1;
  for (Move move : legal) {
    if (kind_of(move) != Kind::mine) continue;
    const Seat s = first_of(move);
    const SeatView& other = r.seat(s);
    const auto& known = other.known_hand;
    if (std::find(known.begin(), known.end(), litcoin_cash) != known.end()) continue;
    const int strength = (s == r.top_rival ? 1000 : 0) + other.hand * 100 + other.score.total();
    if (strength > most) {
      most = strength;
      best = move;
    }
  }
  return best;
}

Move hack_target(const Reading& r, const std::vector<Move>& legal) {
  // The most valuable lead I cannot see.
  Move best = decline;
  double most = 0;
  for (Move move : legal) {
    if (kind_of(move) != Kind::hack) continue;
    const LotRead& l = r.lots[static_cast<std::size_t>(first_of(move))];
    if (l.known) continue;
    const double worth =
        l.worth[static_cast<std::size_t>(r.me)] +
        r.menace[static_cast<std::size_t>(l.bidder)] * l.worth[static_cast<std::size_t>(l.bidder)];
    if (worth > most) {
      most = worth;
      best = move;
    }
  }
  return best;
}

}  // namespace

Move choose_lowball(const Reading& r, const std::vector<Move>& legal, Rng& rng) {
  switch (r.view.lowball) {
    case ledger_balance:
      return ledger_target(r, legal);
    case stocks_buyback: {
      const Outlook outlook(r, after_lowball(r));
      BestMove best(rng, 0);
      best.offer(decline, 0.05);  // a swap must gain something to be worth the fuss
      for (Move move : legal) {
        if (kind_of(move) == Kind::buyback)
          best.offer(move, outlook.swap_gain(first_of(move), second_of(move)));
      }
      return best.move();
    }
    case hack_a_private_key:
      return hack_target(r, legal);
    case data_mining:
      return mining_target(r, legal);
    default:
      return decline;
  }
}

Move choose_ledger(const Reading& r, const std::vector<Move>& legal) {
  const int shown = r.view.revealed;
  if (r.view.target == r.me) {
    // My own card: trade it for a fresh draw only when a draw is likely better.
    const bool trade = card_strength(shown) < draw_average(r, 1);
    const Move verdict = make_move(trade ? Kind::ledger_discard : Kind::ledger_return);
    return offered(legal, verdict) ? verdict : legal.front();
  }
  // Strip a rival of a card that beats mine; leave it a weak one (its replacement
  // would be a random draw, likely better).
  bool cash_at_stake = r.hand[litcoin_cash] > 0;
  for (const LotRead& l : r.lots) {
    if (l.bidder == r.me && l.lead[litcoin_cash] > 0) cash_at_stake = true;
  }
  const bool strip = shown >= data_mining || (shown == extortion && cash_at_stake);
  const Move verdict = make_move(strip ? Kind::ledger_discard : Kind::ledger_return);
  return offered(legal, verdict) ? verdict : legal.front();
}

Move choose_keep(const Reading& r, const std::vector<Move>& legal) {
  // The kept card goes up for everyone: keep what suits me and tempts the others least.
  Move best = legal.front();
  double most = -1e9;
  for (Move move : legal) {
    const int property = first_of(move);
    const double worth =
        worth_to(r, r.me, property) * r.temper.greed - 0.3 * rival_appetite(r, property);
    if (worth > most) {
      most = worth;
      best = move;
    }
  }
  return best;
}

Move choose_mochi(const Reading& r, const std::vector<Move>& legal) {
  // What a lot on the table is to me: my prize, less the danger it is to me if a
  // rival takes it.
  const auto appeal = [&](int property) {
    return worth_to(r, r.me, property) * r.temper.greed - 0.3 * rival_appetite(r, property);
  };
  // The replacement is the round pile's next card: any card of that pile not on show.
  double total = 0;
  int count = 0;
  for (int id = 0; id < static_cast<int>(r.cards.properties.size()); ++id) {
    if (r.cards.properties[static_cast<std::size_t>(id)].pile != r.view.round) continue;
    const bool showing = std::any_of(r.view.lots.begin(), r.view.lots.end(),
                                     [&](const LotView& lot) { return lot.property == id; });
    if (showing) continue;
    total += appeal(id);
    ++count;
  }
  if (count == 0) return decline;
  const double expected = total / count;
  // Used once a game: in round 2 only for a clear gain, in the last round for any.
  double best_gain = r.view.round >= 3 ? 0.15 : 0.7;
  Move best = decline;
  for (Move move : legal) {
    if (kind_of(move) != Kind::mochi) continue;
    const double gain =
        expected - appeal(r.view.lots[static_cast<std::size_t>(first_of(move))].property);
    if (gain > best_gain) {
      best_gain = gain;
      best = move;
    }
  }
  return offered(legal, best) ? best : legal.front();
}

Move choose_ufo(const Reading& r, const std::vector<Move>& legal) {
  // The UFO to trade: mine, won this round, not yet spent.
  int ufo = -1;
  for (const HoldingView& h : r.seat(r.me).properties) {
    const auto& card = r.cards.properties[static_cast<std::size_t>(h.property)];
    if (card.ability == Ability::ufo && h.round == r.view.round && !h.used) ufo = h.property;
  }
  const Estate& mine = r.estates[static_cast<std::size_t>(r.me)];
  Move best = decline;
  double most = 0.2;  // not worth the trade for crumbs
  for (Move move : legal) {
    if (kind_of(move) != Kind::ufo || ufo < 0) continue;
    const int taken = first_of(move);
    double gain = mine.trading(r.cards, ufo, taken).points() - mine.points() +
                  ability_worth(r.cards, taken, r.view.round);
    // The owner gets the spent UFO for it.
    const Seat owner = holder_of(r, taken);
    if (owner >= 0) {
      const Estate& theirs = r.estates[static_cast<std::size_t>(owner)];
      const int loss = theirs.points() - theirs.trading(r.cards, taken, ufo).points();
      gain += r.menace[static_cast<std::size_t>(owner)] * loss;
    }
    if (gain > most) {
      most = gain;
      best = move;
    }
  }
  return offered(legal, best) ? best : legal.front();
}

Move choose_avocado(const Reading& r, const std::vector<Move>& legal) {
  // Give up the property whose loss costs the fewest points and least ability.
  const Estate& mine = r.estates[static_cast<std::size_t>(r.me)];
  Move best = legal.front();
  double least = 1e9;
  for (Move move : legal) {
    const int property = first_of(move);
    bool spent = false;
    for (const HoldingView& h : r.seat(r.me).properties) {
      if (h.property == property) spent = h.used;
    }
    const double loss = mine.points() - mine.without(r.cards, property).points() +
                        (spent ? 0.0 : ability_worth(r.cards, property, r.view.round));
    if (loss < least) {
      least = loss;
      best = move;
    }
  }
  return best;
}

Move choose_draw(const Reading& r, const std::vector<Move>& legal) {
  // Fill the hand to the limit, and draw a few more to choose from when what is
  // left to draw beats the weakest cards held. My own piles are no secret to me.
  const int fill = std::max(r.view.hand_limit - r.hand_size, 0);
  const double average = draw_average(r, fill);
  int weak = 0;
  for (int value : r.view.hand) {
    if (card_strength(value) < average) ++weak;
  }
  const int wanted = fill + std::min(weak, 4);
  Move best = legal.front();
  for (Move move : legal) {
    if (kind_of(move) == Kind::draw && first_of(move) <= wanted) best = move;
  }
  return best;
}

Move choose_discard(const Reading& r, const std::vector<Move>& legal) {
  Move best = legal.front();
  double least = 1e9;
  for (Move move : legal) {
    const int value = first_of(move);
    const double worth = keep_worth(value, r.hand[static_cast<std::size_t>(value)]);
    if (worth < least) {
      least = worth;
      best = move;
    }
  }
  return best;
}

}  // namespace gavel::auction_web::scripted
