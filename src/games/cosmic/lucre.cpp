// Lucre (lucre.h): the bank, income after Launch, investments in Regroup, and what
// invested Lucre does in an encounter: it counts in Planning, defensive allies may
// take it instead of rewards, and an offense that wins the planet takes it all.

#include <algorithm>

#include "rules.h"

namespace gavel::cosmic {

std::string Rules::lucre_words(int amount) {
  return std::to_string(amount) + " Lucre";
}

int CosmicState::invested_by(Seat seat) const {
  int sum = 0;
  for (int k = 0; k < per_home_; ++k)
    sum += invested(seat * per_home_ + k);
  return sum;
}

void Rules::open_bank(S& s, bool lucre, int extra_lucre) {
  s.lucre_.assign(at(s.players_), 0);
  s.invested_.assign(static_cast<std::size_t>(s.planet_count()), 0);
  s.with_lucre_ = lucre;
  if (!lucre) return;
  s.bank_ = bank_per_player * s.players_;
  for (Seat seat = 0; seat < s.players_; ++seat) {
    const int start = seat + 1 + (seat == 0 ? extra_lucre : 0);
    const int paid = std::min(start, s.bank_);
    s.lucre_[seat] = paid;
    s.bank_ -= paid;
  }
  // Without techs the Extra Tech Phase cards would do nothing: they are left out.
  for (int card = 0; card < static_cast<int>(s.cards().auctions.size()); ++card) {
    if (s.with_techs_ ||
        s.cards().auctions[static_cast<std::size_t>(card)].effect != AuctionEffect::extra_tech)
      s.auction_deck_.push_back(card);
  }
}

// Each Lucre comes from the bank while it has some, then from the richest other player
// (ties to the lower seat); what nobody can pay is not paid.
void Rules::earn(S& s, Seat seat, int amount, std::string why, Log& log) {
  std::vector<int> from_seat(at(s.players_), 0);
  int earned = 0;
  for (int piece = 0; piece < amount; ++piece) {
    if (s.bank_ > 0) {
      --s.bank_;
    } else {
      Seat richest = nobody;
      for (Seat other = 0; other < s.players_; ++other) {
        if (other != seat && s.lucre_[other] > 0 &&
            (richest == nobody || s.lucre_[other] > s.lucre_[richest]))
          richest = other;
      }
      if (richest == nobody) break;
      --s.lucre_[richest];
      ++from_seat[at(richest)];
    }
    ++s.lucre_[seat];
    ++earned;
  }
  if (earned < amount) why += ", all there was to pay";
  log.to_all(Words(seat_words(seat) + " earns " + lucre_words(earned) + " " + why + ".")
                 .by(seat, "You earn " + lucre_words(earned) + " " + why + "."));
  for (Seat payer = 0; payer < s.players_; ++payer) {
    const int paid = from_seat[at(payer)];
    if (paid == 0) continue;
    log.to_all(
        Words("The bank is empty: " + seat_words(payer) + ", the richest, pays " +
              lucre_words(paid) + " of it.")
            .by(payer, "The bank is empty: you, the richest, pay " + lucre_words(paid) + " of it.")
            .to(seat, "The bank is empty: " + seat_words(payer) + ", the richest, pays you " +
                          lucre_words(paid) + " of it."));
  }
}

void Rules::transfer(S& s, Seat from, Seat to, int amount) {
  s.lucre_[from] -= amount;
  s.lucre_[to] += amount;
}

void Rules::spend(S& s, Seat seat, int amount) {
  s.lucre_[seat] -= amount;
  s.bank_ += amount;
}

// After Launch (or the ships sent to re-establish a colony): the offense earns 1 at a
// foreign planet and 3 at one of its own; the defense, if any, 2.
void Rules::pay_income(S& s, Log& log) {
  if (!s.with_lucre_) return;
  const Encounter& e = s.encounter_;
  const bool own = s.owner_of(e.planet) == e.offense;
  earn(s, e.offense, own ? 3 : 1,
       own ? "as the offense at its own planet" : "as the offense at a foreign planet", log);
  if (e.defense != nobody) earn(s, e.defense, 2, "as the defense", log);
}

// After the research at the start of Regroup, each player in turn from the offense
// may invest; then the offense regroups.
void Rules::begin_investing(S& s) {
  s.phase_ = Phase::regroup;
  if (!s.with_lucre_) return;
  s.phase_ = Phase::invest;
  s.invest_turns_.clear();
  for (int step = 0; step < s.players_; ++step)
    s.invest_turns_.push_back((s.encounter_.offense + step) % s.players_);
}

void Rules::next_investor(S& s) {
  while (!s.invest_turns_.empty()) {
    const Seat seat = s.invest_turns_.front();
    if (s.lucre_[seat] > 0 && !home_planets(s, seat, true).empty()) return;
    s.invest_turns_.erase(s.invest_turns_.begin());
  }
  s.phase_ = Phase::regroup;
}

// Before Planning: the owner of invested Lucre on the planet says which way it counts.
bool Rules::ask_invested(S& s) {
  Encounter& e = s.encounter_;
  if (!s.with_lucre_ || e.invested > 0 || e.planet < 0 || s.invested(e.planet) == 0) return false;
  s.phase_ = Phase::lucre_count;
  return true;
}

Seat Rules::investor(const S& s) {
  return s.owner_of(s.encounter_.planet);
}

int Rules::invested_bonus(const S& s, Side side) {
  const Encounter& e = s.encounter_;
  if (e.invested == 0) return 0;
  const Side owner = investor(s) == e.offense ? Side::offense : Side::defense;
  if (!e.invested_against) return side == owner ? e.invested : 0;
  return side == owner ? 0 : -e.invested;
}

void Rules::legal_lucre(const S& s, std::vector<Move>& moves) {
  if (s.phase_ == Phase::lucre_count) {
    moves.push_back(make_move(Kind::lucre_count, 1));
    moves.push_back(make_move(Kind::lucre_count, 2));
    return;
  }
  const Seat seat = s.invest_turns_.front();
  for (int planet : home_planets(s, seat, true)) {
    for (int amount = 1; amount <= s.lucre_[seat]; ++amount)
      moves.push_back(make_move(Kind::invest, planet * 100 + amount));
  }
  moves.push_back(make_move(Kind::done));
}

void Rules::play_lucre(S& s, Move move, Log& log) {
  const int payload = payload_of(move);
  if (kind_of(move) == Kind::lucre_count) {
    Encounter& e = s.encounter_;
    const Seat owner = investor(s);
    e.invested = s.invested(e.planet);
    e.invested_against = payload == 2;
    const std::string amount = lucre_words(e.invested);
    const std::string way =
        e.invested_against ? " take " + std::to_string(e.invested) + " from the other side's total."
                           : " add " + std::to_string(e.invested) + " to its side's total.";
    log.to_all(Words("The " + amount + " " + seat_words(owner) + " invested on " +
                     s.planet_name(e.planet) + way)
                   .by(owner, "Your " + amount + " invested on " + s.planet_name(e.planet) +
                                  (e.invested_against ? " take " + std::to_string(e.invested) +
                                                            " from the other side's total."
                                                      : " add " + std::to_string(e.invested) +
                                                            " to your side's total.")));
    start_planning(s, log);
    return;
  }
  const Seat seat = s.invest_turns_.front();
  if (kind_of(move) == Kind::done) {
    s.invest_turns_.erase(s.invest_turns_.begin());
    return;
  }
  const int planet = payload / 100;
  const int amount = payload % 100;
  s.lucre_[seat] -= amount;
  s.invested_[static_cast<std::size_t>(planet)] += amount;
  const std::string on =
      " on " + s.planet_name(planet) + " (" + std::to_string(s.invested(planet)) + " there now).";
  log.to_all(Words(seat_words(seat) + " invests " + lucre_words(amount) + on)
                 .by(seat, "You invest " + lucre_words(amount) + on));
  if (s.lucre_[seat] == 0) s.invest_turns_.erase(s.invest_turns_.begin());
}

// The offense that wins a planet takes the Lucre invested on it; its allies get none.
// On its own home planet (a foreign colony attacked there) that is its own Lucre,
// freed.
void Rules::take_invested(S& s, Log& log) {
  const Encounter& e = s.encounter_;
  const int amount = s.with_lucre_ ? s.invested(e.planet) : 0;
  if (amount == 0) return;
  const Seat owner = investor(s);
  s.invested_[static_cast<std::size_t>(e.planet)] = 0;
  s.lucre_[e.offense] += amount;
  if (owner == e.offense) {
    log.to_all(Words(seat_words(owner) + " takes back the " + lucre_words(amount) +
                     " it invested on " + s.planet_name(e.planet) + ": free Lucre again.")
                   .by(owner, "You take back the " + lucre_words(amount) + " you invested on " +
                                  s.planet_name(e.planet) + ": free Lucre again."));
    return;
  }
  log.to_all(Words(seat_words(e.offense) + " takes the " + lucre_words(amount) + " " +
                   seat_words(owner) + " invested on " + s.planet_name(e.planet) + ".")
                 .by(e.offense, "You take the " + lucre_words(amount) + " " + seat_words(owner) +
                                    " invested on " + s.planet_name(e.planet) + ".")
                 .to(owner, seat_words(e.offense) + " takes the " + lucre_words(amount) +
                                " you invested on " + s.planet_name(e.planet) + "."));
}

// A defensive ally's reward: one invested Lucre from the planet instead of a card or ship.
void Rules::reward_lucre(S& s, Seat ally, Log& log) {
  const int planet = s.encounter_.planet;
  --s.invested_[static_cast<std::size_t>(planet)];
  ++s.lucre_[ally];
  const Seat owner = investor(s);
  log.to_all(Words(seat_words(ally) + " takes 1 Lucre " + seat_words(owner) + " invested on " +
                   s.planet_name(planet) + " as a reward.")
                 .by(ally, "You take 1 Lucre " + seat_words(owner) + " invested on " +
                               s.planet_name(planet) + " as a reward.")
                 .to(owner, seat_words(ally) + " takes 1 Lucre you invested on " +
                                s.planet_name(planet) + " as a reward."));
}

}  // namespace gavel::cosmic
