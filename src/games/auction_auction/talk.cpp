// Talk before each phase's sealed bids: one-on-one deals, garnets traded for cash,
// relief for the broke, and the promises deals leave behind, settled when the bid
// they cover is revealed.

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/auction_auction/state.h"

namespace gavel::auction_auction {
namespace {

// "a", "a and b", "a, b and c".
std::string join_words(const std::vector<std::string>& parts) {
  std::string text;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) text += i + 1 == parts.size() ? " and " : ", ";
    text += parts[i];
  }
  return text;
}

}  // namespace

void AuctionState::start_phase(Log& log) {
  for (Seat seat = 0; seat < players_; ++seat) {
    if (!relief_due_[at(seat)]) continue;
    relief_due_[at(seat)] = false;
    cash_[at(seat)] += table_->relief;
    money_in_ += table_->relief;
    log.to(seat,
           "You had $0 and bid nothing: the house gives you " + dollars(table_->relief) + ".");
  }
  const char* name = phase_ == Phase::access ? "access" : "auction";
  log.to_all("Round " + std::to_string(round_ + 1) + ", " + name +
             " phase: talk first, seat by seat.");
  step_ = Step::talk;
  turn_ = 0;
  deals_opened_ = 0;
}

std::vector<Move> AuctionState::talk_moves() const {
  std::vector<Move> moves;
  if (deals_opened_ < table_->deals_per_talk) {
    for (Seat seat = 0; seat < players_; ++seat) {
      const bool dealt = std::any_of(deals_.begin(), deals_.end(), [&](const Deal& deal) {
        return deal.phase == phase_index(round_, phase_) && deal.from == turn_ && deal.to == seat;
      });
      if (seat != turn_ && !dealt) moves.push_back(make_move(Kind::deal_with, seat));
    }
  }
  if (garnets(turn_) > 0) moves.push_back(make_move(Kind::trade_garnet));
  moves.push_back(make_move(Kind::done));
  return moves;
}

std::vector<Term> AuctionState::terms_for(Seat /*promiser*/) const {
  std::vector<Term> terms = {Term{}};
  for (int house = 0; house < house_count; ++house) {
    const Term term{Term::Kind::stay_out, house};
    if (due_phase(term) < table_->rounds * 2) terms.push_back(term);
  }
  for (int lot = 0; lot < lot_count; ++lot)
    terms.push_back({Term::Kind::no_bid, lot});
  return terms;
}

int AuctionState::due_phase(const Term& term) const {
  // Talk comes before every sealed bid of its phase, so a promise made now covers
  // this phase's bid when it is of the promise's kind, else the next of that kind.
  const int now = phase_index(round_, phase_);
  const bool access_term = term.kind == Term::Kind::stay_out;
  const bool access_now = phase_ == Phase::access;
  return access_term == access_now ? now : now + 1;
}

std::vector<Move> AuctionState::deal_moves() const {
  std::vector<Move> moves;
  switch (step_) {
    case Step::deal_give:
      for (int amount = 0; amount <= cash(deal_.from); ++amount)
        moves.push_back(make_move(Kind::give, amount));
      break;
    case Step::deal_promise:
      for (const Term& term : terms_for(deal_.from))
        moves.push_back(make_move(Kind::promise, term.code()));
      break;
    case Step::deal_ask:
      for (const Term& term : terms_for(deal_.to)) {
        // A deal moves something: cash, or a promise one way or the other.
        if (term.none() && deal_.cash == 0 && deal_.promise.none()) continue;
        moves.push_back(make_move(Kind::ask, term.code()));
      }
      break;
    case Step::deal_answer:
      moves.push_back(make_move(Kind::answer, accept_code));
      moves.push_back(make_move(Kind::answer, refuse_code));
      break;
    default:
      break;
  }
  return moves;
}

void AuctionState::open_deal(Seat with, Log& log) {
  deal_ = Deal{};
  deal_.from = turn_;
  deal_.to = with;
  deal_.phase = phase_index(round_, phase_);
  ++deals_opened_;
  step_ = Step::deal_give;
  log.to_all(Words(seat_text(turn_) + " takes " + seat_text(with) + " aside.")
                 .by(turn_, "You take " + seat_text(with) + " aside.")
                 .to(with, seat_text(turn_) + " takes you aside."));
}

void AuctionState::deal_step(Kind kind, int payload, Log& log) {
  if (kind == Kind::give) {
    deal_.cash = payload;
    step_ = Step::deal_promise;
    return;
  }
  if (kind == Kind::promise) {
    deal_.promise = Term::of(payload);
    step_ = Step::deal_ask;
    return;
  }
  deal_.ask = Term::of(payload);
  step_ = Step::deal_answer;
  // The terms as each of the two reads them: "$10 for you, their promise to stay out
  // of Genre and your promise to bid nothing on Genre 1".
  std::vector<std::string> yours;
  std::vector<std::string> mine;
  if (deal_.cash > 0) {
    yours.push_back(dollars(deal_.cash) + " for you");
    mine.push_back(dollars(deal_.cash) + " for them");
  }
  // "out of Wolley" is the notation; a sentence says what is promised: "to stay out".
  const auto deed = [this](const Term& term) {
    return (term.kind == Term::Kind::stay_out ? "to stay " : "to bid ") + term_text(term);
  };
  if (!deal_.promise.none()) {
    yours.push_back("their promise " + deed(deal_.promise));
    mine.push_back("your promise " + deed(deal_.promise));
  }
  if (!deal_.ask.none()) {
    yours.push_back("your promise " + deed(deal_.ask));
    mine.push_back("their promise " + deed(deal_.ask));
  }
  if (mine.empty()) {
    yours.emplace_back("nothing");
    mine.emplace_back("nothing");
  }
  const Audience pair = Audience::only(deal_.from).with(deal_.to);
  log.to(
      pair,
      Words(seat_text(deal_.from) + " offers " + seat_text(deal_.to) + " a deal.")
          .by(deal_.from, "You offer " + seat_text(deal_.to) + " a deal: " + join_words(mine) + ".")
          .to(deal_.to, seat_text(deal_.from) + " offers you a deal: " + join_words(yours) +
                            ". Accept or refuse?"));
}

void AuctionState::answer(bool yes, Log& log) {
  const Audience pair = Audience::only(deal_.from).with(deal_.to);
  deal_.outcome = yes ? Deal::Outcome::accepted : Deal::Outcome::refused;
  if (yes) {
    cash_[at(deal_.from)] -= deal_.cash;
    cash_[at(deal_.to)] += deal_.cash;
    if (!deal_.promise.none())
      promises_.push_back({deal_.from, deal_.to, deal_.promise, due_phase(deal_.promise)});
    if (!deal_.ask.none())
      promises_.push_back({deal_.to, deal_.from, deal_.ask, due_phase(deal_.ask)});
  }
  log.to(pair, Words(seat_text(deal_.to) + (yes ? " accepts." : " refuses."))
                   .by(deal_.to, std::string("You ") + (yes ? "accept." : "refuse."))
                   .to(deal_.from,
                       seat_text(deal_.to) + (yes ? " accepts" : " refuses") + " your offer."));
  deals_.push_back(deal_);
  deal_ = Deal{};
  step_ = Step::talk;
}

void AuctionState::trade_garnet(Log& log) {
  --garnets_[at(turn_)];
  ++traded_[at(turn_)];
  cash_[at(turn_)] += table_->garnet_cash;
  money_in_ += table_->garnet_cash;
  log.to(turn_, "You trade a garnet for " + dollars(table_->garnet_cash) + ".");
}

void AuctionState::talk_done(Log& log) {
  deals_opened_ = 0;
  if (turn_ + 1 < players_) {
    ++turn_;
    return;
  }
  turn_ = 0;
  if (phase_ == Phase::access) {
    step_ = Step::access;
    log.to_all("Talk is over: every seat seals a house and a bid.");
  } else {
    step_ = Step::sheet;
    log.to_all("Talk is over: every seat seals its bids on the lots where it stands.");
  }
}

void AuctionState::settle_access_promises(Log& log) {
  const int now = phase_index(round_, phase_);
  for (Promise& promise : promises_) {
    if (promise.due != now || promise.term.kind != Term::Kind::stay_out) continue;
    const bool broken = access_[at(round_)][at(promise.by)].house == promise.term.index;
    promise.status = broken ? Promise::Status::broken : Promise::Status::kept;
    const std::string what = term_text(promise.term);
    const Audience pair = Audience::only(promise.by).with(promise.to);
    log.to(pair,
           Words(seat_text(promise.by) + (broken ? " broke" : " kept") + " a promise.")
               .by(promise.by, std::string("You ") + (broken ? "broke" : "kept") +
                                   " your promise to " + seat_text(promise.to) + ": " + what + ".")
               .to(promise.to, seat_text(promise.by) + (broken ? " broke" : " kept") +
                                   " its promise to you: " + what + "."));
  }
}

void AuctionState::settle_sheet_promises(Log& log) {
  const int now = phase_index(round_, phase_);
  for (Promise& promise : promises_) {
    if (promise.due != now || promise.term.kind != Term::Kind::no_bid) continue;
    const int lot = promise.term.index;
    const int location = location_of_lot(lot);
    const auto& where = where_[at(round_)];
    const bool there = where[at(promise.by)] == location;
    const auto& sheet = sheets_[at(round_)][at(promise.by)];
    const bool broken = there && sheet[static_cast<std::size_t>(lot_number(lot) - 1)] > 0;
    promise.status = broken ? Promise::Status::broken : Promise::Status::kept;
    // Where a seat stood is public, so a promise about a lot its maker could not bid
    // on is plainly kept; otherwise only a seat inside saw the bid.
    promise.witnessed = !there || where[at(promise.to)] == location;
    const std::string what = term_text(promise.term);
    log.to(promise.by, std::string("You ") + (broken ? "broke" : "kept") + " your promise to " +
                           seat_text(promise.to) + ": " + what + ".");
    if (promise.witnessed) {
      log.to(promise.to, seat_text(promise.by) + (broken ? " broke" : " kept") +
                             " its promise to you: " + what + ".");
    } else {
      log.to(promise.to, "You could not see whether " + seat_text(promise.by) +
                             " kept its promise: " + what + ".");
    }
  }
}

}  // namespace gavel::auction_auction
