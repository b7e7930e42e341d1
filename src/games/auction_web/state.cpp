#include "gavel/games/auction_web/state.h"

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/games/auction_web/moves.h"

namespace gavel::auction_web {

AuctionWebState::AuctionWebState(std::shared_ptr<const Cards> cards, int players, Variant variant,
                                 const Boons& boons)
    : cards_(std::move(cards)),
      players_(players),
      draft_(variant.draft),
      draw_first_(variant.draw_first) {
  // Boons this chapter has no rule for stay out of the state, so they change nothing
  // in it, not even its saved bytes.
  boons_.extra_cards = boons.extra_cards;
  boons_.hand_limit = boons.hand_limit;
  boons_.peeks = boons.peeks;
  boons_.starts = boons.starts;
  if (players_ < 2 || players_ > 5) throw Error("Auction Web takes 2 to 5 players");
  seats_ = BySeat<Player>(players_);
  const int deck_size = cards_->deck_size();
  for (Seat seat = 0; seat < players_; ++seat) {
    for (int i = 0; i < deck_size; ++i)
      player(seat).deck.push_back(seat * deck_size + i);
  }
  for (int id = 0; id < static_cast<int>(cards_->properties.size()); ++id) {
    piles_[static_cast<std::size_t>(cards_->properties[static_cast<std::size_t>(id)].pile - 1)]
        .push_back(id);
  }
  knows_.assign(static_cast<std::size_t>(players_ * players_ * deck_size), 0);
}

Seat AuctionWebState::to_move() const {
  switch (phase_) {
    case Phase::first_player:
    case Phase::deal_hands:
    case Phase::draft_deal:
    case Phase::deal_lots:
    case Phase::mochi_draw:
    case Phase::ledger_reveal:
    case Phase::ledger_redraw:
    case Phase::drawing:
      return chance_seat;
    case Phase::over:
      return nobody;
    default:
      return turn_;
  }
}

std::vector<Move> AuctionWebState::legal_moves() const {
  std::vector<Move> moves;
  switch (phase_) {
    case Phase::first_player:
      // With the starts boon chance has one outcome, so the history still records it.
      for (Seat seat = 0; seat < (boons_.starts ? 1 : players_); ++seat)
        moves.push_back(make_move(Kind::first_player, seat));
      break;
    case Phase::deal_hands:
    case Phase::drawing:
    case Phase::ledger_redraw:
      for (int card : player(dealing_).deck)
        moves.push_back(make_move(Kind::dealt, card));
      break;
    case Phase::draft_deal:
    case Phase::deal_lots:
    case Phase::mochi_draw:
      for (int id : piles_[static_cast<std::size_t>(round_ - 1)]) {
        moves.push_back(make_move(Kind::turn_up, id));
      }
      break;
    case Phase::ledger_reveal:
      for (int card : player(target_).hand)
        moves.push_back(make_move(Kind::reveal, card));
      break;
    case Phase::draft_keep:
    case Phase::mochi:
      return round_moves();
    case Phase::bidding:
      return bidding_moves();
    case Phase::lowball:
    case Phase::ledger_decide:
      return lowball_moves();
    case Phase::over:
      break;
    default:
      return cleanup_moves();
  }
  std::sort(moves.begin(), moves.end());
  return moves;
}

void AuctionWebState::play(Move move, Log& log) {
  const Kind kind = kind_of(move);
  const int a = first_of(move);
  switch (phase_) {
    case Phase::first_player:
      first_ = a;
      log.to_all(Words(seat_text(a) + " will bid first.").by(a, "You will bid first."));
      dealing_ = 0;
      draws_left_ = opening_hand(0);
      phase_ = Phase::deal_hands;
      return;
    case Phase::deal_hands:
      draw_into_hand(dealing_, a, log);
      if (--draws_left_ == 0) {
        if (++dealing_ == players_) {
          show_peeks(log);
          return start_round(log);
        }
        draws_left_ = opening_hand(dealing_);
      }
      return;
    case Phase::draft_deal:
    case Phase::draft_keep:
    case Phase::deal_lots:
    case Phase::mochi:
    case Phase::mochi_draw:
      return round_move(move, log);
    case Phase::bidding:
      if (kind == Kind::bid) return bid(turn_, a, second_of(move), log);
      if (kind == Kind::pass) {
        player(turn_).passed = true;
        log.to_all(Words(seat_text(turn_) + " passes for the rest of the round.")
                       .by(turn_, "You pass for the rest of the round."));
        return next_bidder(log);
      }
      return lowball_move(move, log);  // Litcoin ATM and Pachinko work like lowballs
    case Phase::lowball:
    case Phase::ledger_reveal:
    case Phase::ledger_decide:
    case Phase::ledger_redraw:
      return lowball_move(move, log);
    default:
      return cleanup_move(move, log);
  }
}

// --- boons -------------------------------------------------------------------

int AuctionWebState::opening_hand(Seat seat) const {
  if (seat != 0) return cards_->starting_hand;
  return std::min(cards_->starting_hand + boons_.extra_cards, cards_->deck_size());
}

int AuctionWebState::hand_limit(Seat seat) const {
  return cards_->hand_limit + (seat == 0 ? boons_.hand_limit : 0);
}

void AuctionWebState::show_peeks(Log& log) {
  // Seat 0 alone learns these cards: a private line and its own knowledge, no more.
  const int shown = std::min(boons_.peeks, players_ - 1);
  for (Seat seat = 1; seat <= shown; ++seat) {
    std::string values;
    for (int card : player(seat).hand) {
      learn(0, card);
      values += " " + std::to_string(value_of(card));
    }
    log.to(0, "You are shown " + seat_text(seat) + "'s opening hand:" + values + ".");
  }
}

// --- knowledge -------------------------------------------------------------

bool AuctionWebState::knows(Seat seat, int card) const {
  if (owner_of(card) == seat) return true;
  return knows_[static_cast<std::size_t>(seat * players_ * cards_->deck_size() + card)] != 0;
}

void AuctionWebState::learn(Seat seat, int card) {
  knows_[static_cast<std::size_t>(seat * players_ * cards_->deck_size() + card)] = 1;
}

void AuctionWebState::show_to_all(int card) {
  for (Seat seat = 0; seat < players_; ++seat)
    learn(seat, card);
}

void AuctionWebState::forget_hand(Seat owner) {
  // Once a card leaves a hand face down, nobody else can say which of the cards they
  // had seen is still there; they keep only what they see again.
  for (Seat seat = 0; seat < players_; ++seat) {
    if (seat == owner) continue;
    for (int card : player(owner).hand) {
      knows_[static_cast<std::size_t>(seat * players_ * cards_->deck_size() + card)] = 0;
    }
  }
}

// --- moving cards ------------------------------------------------------------

void AuctionWebState::draw_into_hand(Seat seat, int card, Log& log) {
  Player& p = player(seat);
  p.deck.erase(std::find(p.deck.begin(), p.deck.end(), card));
  p.hand.insert(std::lower_bound(p.hand.begin(), p.hand.end(), card), card);
  for (Seat other = 0; other < players_; ++other) {
    if (other != seat) {
      knows_[static_cast<std::size_t>(other * players_ * cards_->deck_size() + card)] = 0;
    }
  }
  log.to(seat, "You draw " + litcoin(card) + ".");
}

int AuctionWebState::take_from_hand(Seat seat, int value) {
  Player& p = player(seat);
  const auto found =
      std::find_if(p.hand.begin(), p.hand.end(), [&](int card) { return value_of(card) == value; });
  const int card = *found;
  p.hand.erase(found);
  return card;
}

void AuctionWebState::discard_card(int card) {
  player(owner_of(card)).discard.push_back(card);
  show_to_all(card);  // it lands face up
}

bool AuctionWebState::refill_deck(Seat seat, Log& log) {
  Player& p = player(seat);
  if (!p.deck.empty()) return true;
  if (p.discard.empty()) return false;
  p.deck = p.discard;
  std::sort(p.deck.begin(), p.deck.end());
  p.discard.clear();
  log.to_all(Words(seat_text(seat) + " shuffles their discard pile into a new deck.")
                 .by(seat, "You shuffle your discard pile into a new deck."));
  return true;
}

// --- names -------------------------------------------------------------------

std::string AuctionWebState::litcoin(int card) const {
  const int value = value_of(card);
  return std::to_string(value) + " (" + cards_->litcoin_names[static_cast<std::size_t>(value)] +
         ")";
}

std::string AuctionWebState::property_name(int property) const {
  return cards_->properties[static_cast<std::size_t>(property)].name;
}

std::string AuctionWebState::lot_text(int lot) const {
  return property_name(lots_[static_cast<std::size_t>(lot)].property) + " (" +
         static_cast<char>('a' + lot) + ")";
}

bool AuctionWebState::owns_unused(Seat seat, Ability ability) const {
  return std::any_of(
      player(seat).properties.begin(), player(seat).properties.end(), [&](const Holding& h) {
        return !h.used && h.round < round_ &&
               cards_->properties[static_cast<std::size_t>(h.card)].ability == ability;
      });
}

Holding* AuctionWebState::unused_holding(Seat seat, Ability ability) {
  for (Holding& h : player(seat).properties) {
    if (!h.used && h.round < round_ &&
        cards_->properties[static_cast<std::size_t>(h.card)].ability == ability) {
      return &h;
    }
  }
  return nullptr;
}

// --- results -----------------------------------------------------------------

std::vector<Standing> AuctionWebState::standings() const {
  std::vector<Standing> result(static_cast<std::size_t>(players_));
  for (Seat seat = 0; seat < players_; ++seat)
    result[static_cast<std::size_t>(seat)].score = score(seat).total();
  // Most points, then most properties; still level, the seats share the place.
  const auto ahead = [&](Seat a, Seat b) {
    const int pa = result[static_cast<std::size_t>(a)].score,
              pb = result[static_cast<std::size_t>(b)].score;
    if (pa != pb) return pa > pb;
    return player(a).properties.size() > player(b).properties.size();
  };
  for (Seat seat = 0; seat < players_; ++seat) {
    int place = 1;
    for (Seat other = 0; other < players_; ++other)
      place += ahead(other, seat) ? 1 : 0;
    result[static_cast<std::size_t>(seat)].place = place;
  }
  return result;
}

std::unique_ptr<View> AuctionWebState::view(Seat me) const {
  auto v = std::make_unique<AuctionWebView>();
  v->me = me;
  v->round = round_;
  v->phase = phase_;
  v->to_move = to_move();
  // From round 2 the first player is found after the draw, which comes after the
  // properties go up: until then nobody knows who bids first.
  const bool before_first_found = round_ > 1 && !steps_.empty() &&
                                  std::any_of(steps_.begin(), steps_.end(), [](const Step& step) {
                                    return step.phase == Phase::first_player;
                                  });
  v->first_player = before_first_found ? -1 : first_;
  v->draft = draft_;
  v->draw_first = draw_first_;
  v->cards = cards_;
  // Rivals ask for a view at every decision; reserving keeps its cost to a few allocations.
  v->hand.reserve(player(me).hand.size());
  v->lots.reserve(lots_.size());
  v->seats.reserve(players_);
  for (int card : player(me).hand)
    v->hand.push_back(value_of(card));
  for (int card : player(me).discard)
    v->my_discard.push_back(value_of(card));
  for (const Lot& lot : lots_) {
    LotView shown{lot.property, lot.bid < 0 ? -1 : owner_of(lot.bid), -1, lot.face_up, lot.beaten,
                  lot.took};
    if (lot.bid >= 0 && (lot.face_up || knows(me, lot.bid))) shown.value = value_of(lot.bid);
    v->lots.push_back(shown);
  }
  for (Seat seat = 0; seat < players_; ++seat) {
    const Player& p = player(seat);
    SeatView s;
    s.hand = static_cast<int>(p.hand.size());
    s.deck = static_cast<int>(p.deck.size());
    s.discard = static_cast<int>(p.discard.size());
    s.discard_top = p.discard.empty() ? -1 : value_of(p.discard.back());
    // Each card landed face up before every seat (discard_card), so all remember it.
    for (int card : p.discard)
      s.discarded.push_back(value_of(card));
    for (int card : p.hand) {
      if (seat != me && knows(me, card)) s.known_hand.push_back(value_of(card));
    }
    s.properties.reserve(p.properties.size());
    for (const Holding& h : p.properties)
      s.properties.push_back({h.card, h.used, h.round});
    s.tokens = p.tokens;
    s.passed = p.passed;
    s.avocado_pending = p.avocado_pending;
    s.score = score(seat);
    v->seats.push_back(std::move(s));
  }
  if (phase_ == Phase::draft_keep && turn_ == me) v->draft_offer = player(me).draft_offer;
  for (const auto& pile : piles_)
    v->piles_left.push_back(static_cast<int>(pile.size()));
  if (turn_ == me && (phase_ == Phase::lowball || phase_ == Phase::ledger_decide)) {
    v->lowball = lowball_;
    v->target = target_;
    if (phase_ == Phase::ledger_decide) v->revealed = value_of(revealed_);
  }
  v->hand_limit = hand_limit(me);
  if (turn_ == me && phase_ == Phase::hand_limit) {
    v->must_discard = static_cast<int>(player(me).hand.size()) - hand_limit(me);
  }
  return v;
}

std::optional<std::string> AuctionWebState::chapter_fact(std::string_view name) const {
  // hand.N, deck.N, discard.N, properties.N, tokens.N, passed.N, bonus.N, lead.L
  // (owner:value of lot L), sees.N (each lot's leading value as seat N sees it: the
  // value, ? or -), knows.S.T (values in seat T's hand that seat S knows), round,
  // phase, first, lots
  const auto dot = name.find('.');
  const std::string key(name.substr(0, dot));
  const auto seat_number = [&](std::string_view text) -> std::optional<Seat> {
    if (text.size() != 1 || text[0] < '0' || text[0] >= '0' + players_) return std::nullopt;
    return text[0] - '0';
  };
  if (key == "knows" && dot != std::string_view::npos) {
    const std::string_view seats = name.substr(dot + 1);
    const auto second_dot = seats.find('.');
    if (second_dot == std::string_view::npos) return std::nullopt;
    const auto looker = seat_number(seats.substr(0, second_dot));
    const auto holder = seat_number(seats.substr(second_dot + 1));
    if (!looker || !holder) return std::nullopt;
    std::string text;
    for (int card : player(*holder).hand) {
      if (knows(*looker, card)) text += (text.empty() ? "" : " ") + std::to_string(value_of(card));
    }
    return text.empty() ? std::string("none") : text;
  }
  if (key == "sees" && dot != std::string_view::npos) {
    const auto looker = seat_number(name.substr(dot + 1));
    if (!looker) return std::nullopt;
    std::string text;
    for (const Lot& lot : lots_) {
      if (!text.empty()) text += " ";
      if (lot.bid < 0) {
        text += "-";
      } else if (lot.face_up || knows(*looker, lot.bid)) {
        text += std::to_string(value_of(lot.bid));
      } else {
        text += "?";
      }
    }
    return text.empty() ? std::string("none") : text;
  }
  if (dot == std::string_view::npos) {
    if (key == "round") return std::to_string(round_);
    if (key == "phase") return phase_name(phase_);
    if (key == "first") return std::to_string(first_);
    if (key == "lots") {
      std::string text;
      for (const Lot& lot : lots_)
        text += (text.empty() ? "" : ", ") + property_name(lot.property);
      return text;
    }
    return std::nullopt;
  }
  const std::string index_text(name.substr(dot + 1));
  if (index_text.empty() || index_text.size() > 2 ||
      !std::all_of(index_text.begin(), index_text.end(), ::isdigit)) {
    return std::nullopt;
  }
  const int index = std::stoi(index_text);
  const auto values = [&](const std::vector<int>& cards) {
    std::string text;
    for (int card : cards)
      text += (text.empty() ? "" : " ") + std::to_string(value_of(card));
    return text.empty() ? std::string("none") : text;
  };
  if (key == "lead") {
    if (index >= static_cast<int>(lots_.size())) return std::nullopt;
    const Lot& lot = lots_[static_cast<std::size_t>(index)];
    if (lot.bid < 0) return std::string("none");
    return std::to_string(owner_of(lot.bid)) + ":" + std::to_string(value_of(lot.bid));
  }
  if (index >= players_) return std::nullopt;
  const Player& p = player(index);
  if (key == "hand") return values(p.hand);
  if (key == "discard") return values(p.discard);
  if (key == "deck") return std::to_string(p.deck.size());
  if (key == "tokens") return std::to_string(p.tokens);
  if (key == "passed") return std::string(p.passed ? "yes" : "no");
  if (key == "properties") {
    std::string text;
    for (const Holding& h : p.properties) {
      text += (text.empty() ? "" : ", ") + property_name(h.card) + (h.used ? " (used)" : "");
    }
    return text.empty() ? std::string("none") : text;
  }
  if (key == "bonus") return std::to_string(score(index).bonuses);
  return std::nullopt;
}

}  // namespace gavel::auction_web
