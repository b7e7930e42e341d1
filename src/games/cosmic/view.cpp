// The view of one seat, and its plain-text description for the text front end.

#include "gavel/games/cosmic/view.h"

#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

std::vector<Card> cards_of(const CardTable& table, const std::vector<CardId>& ids) {
  std::vector<Card> cards;
  for (CardId id : ids)
    cards.push_back(table[id]);
  return cards;
}

const char* phase_words(Phase phase) {
  switch (phase) {
    case Phase::choose_alien:
      return "choosing aliens";
    case Phase::choose_tech:
      return "choosing techs";
    case Phase::research:
      return "regroup: techs";
    case Phase::powers:
      return "alien powers before planning";
    case Phase::start_turn:
      return "start of turn";
    case Phase::regroup:
      return "regroup";
    case Phase::destiny:
      return "destiny";
    case Phase::reestablish:
      return "reestablishing a colony";
    case Phase::aim:
    case Phase::launch:
      return "launch";
    case Phase::invite_offense:
    case Phase::invite_defense:
    case Phase::answer:
    case Phase::ally_ships:
      return "alliance";
    case Phase::plan_offense:
    case Phase::plan_defense:
      return "planning";
    case Phase::regroup_window:
      return "regroup: cards played after regrouping";
    case Phase::alliance_window:
      return "alliance: cards played once allies have sent ships";
    case Phase::reinforce:
      return "reveal: reinforcements and cards";
    case Phase::deal_window:
      return "resolution: cards played on a deal made";
    case Phase::card_zap:
      return "a card played: card zap or let it act";
    case Phase::reward:
      return "resolution: rewards";
    case Phase::deal_offer:
    case Phase::deal_lucre:
    case Phase::deal_answer:
    case Phase::deal_land:
    case Phase::deal_give:
    case Phase::deal_loss:
      return "resolution: a deal";
    case Phase::second:
      return "after the encounter";
    case Phase::over:
      return "the game is over";
    case Phase::invest:
      return "regroup: investing Lucre";
    case Phase::lucre_count:
      return "planning: invested Lucre";
    case Phase::call_auction:
    case Phase::bid:
    case Phase::pay:
      return "start of turn: auctions";
    case Phase::carry_out:
    case Phase::choose_drawn:
    case Phase::discard_card:
    case Phase::move_ships:
    case Phase::free_ships:
    case Phase::rebirth:
    case Phase::rebirth_land:
    case Phase::extra_tech:
      return "start of turn: an Auction card carried out";
  }
  return "?";
}

}  // namespace

std::unique_ptr<View> CosmicState::view_to_search(Seat seat) const {
  auto v = view(seat);
  if (seat == to_move() && phase_ != Phase::choose_alien && phase_ != Phase::choose_tech)
    static_cast<CosmicView&>(*v).seen.table = std::make_shared<const Table>(seen_by(seat));
  return v;
}

std::unique_ptr<View> CosmicState::view(Seat seat) const {
  auto v = std::make_unique<CosmicView>();
  v->me = seat;
  v->to_move = to_move();
  if (v->to_move >= 0) v->most_sent = Rules::max_sent(*this, v->to_move);
  v->players = players_;
  v->per_home = per_home_;
  v->to_win = to_win_;
  v->turn = turn_;
  v->phase = phase_;
  v->planets = planets_;
  v->warp = warp_;
  v->hand = cards_of(*cards_, hand(seat));
  v->hand_ids = hand(seat);
  for (Seat other = 0; other < players_; ++other) {
    const auto& cards = hand(other);
    v->hand_sizes.push_back(static_cast<int>(cards.size()));
    v->reward_cards.push_back(static_cast<int>(std::count_if(
        cards.begin(), cards.end(), [&](CardId id) { return (*cards_)[id].reward; })));
  }
  v->deck = static_cast<int>(deck_.size());
  v->reward_deck = static_cast<int>(reward_deck_.size());
  v->discards = cards_of(*cards_, discard_);
  v->discard_ids = discard_;
  v->reward_discards = cards_of(*cards_, reward_discard_);
  v->destiny_left = destiny_left();
  for (int card : destiny_discard_)
    v->destiny_discards.push_back(destiny_cards_[static_cast<std::size_t>(card)]);
  for (Seat other = 0; other < players_; ++other) {
    v->aliens.push_back(alien(other));
    v->powers.push_back(alien(other) != no_alien &&
                        Rules::has_power(*this, other, static_cast<Alien>(alien(other))));
    v->points.push_back(warrior_points(other));
  }
  v->dealt = dealt_aliens(seat);
  for (Seat other = 0; other < players_; ++other) {
    const bool shown = other == seat || tech_stage(other) != TechStage::research;
    v->techs.push_back(tech(other) == no_tech || shown ? tech(other) : hidden_tech);
    v->research.push_back(research(other));
    v->tech_stages.push_back(tech_stage(other));
  }
  if (tech(seat) == no_tech) v->dealt_techs = dealt_techs(seat);
  v->tech_list = std::shared_ptr<const std::vector<Tech>>(cards_, &cards_->techs);
  const Encounter& e = encounter_;
  v->offense = e.offense;
  v->defense = e.defense;
  v->planet = e.planet;
  v->number = e.number;
  v->side = e.side;
  v->invited = e.invited;
  for (Seat other = 0; other < players_; ++other)
    v->sent[static_cast<std::size_t>(other)] = Rules::sent(*this, other);
  v->offense_laid = e.offense_card != no_card;
  v->defense_laid = e.defense_card != no_card;
  if (e.revealed) {
    v->revealed = {(*cards_)[e.offense_card], (*cards_)[e.defense_card]};
  } else if (seat == e.offense && e.offense_card != no_card) {
    v->my_card = {(*cards_)[e.offense_card]};
  } else if (seat == e.defense && e.defense_card != no_card) {
    v->my_card = {(*cards_)[e.defense_card]};
  }
  if (!e.revealed && e.face_up != nobody) {
    const CardId laid = e.face_up == e.offense ? e.offense_card : e.defense_card;
    if (laid != no_card) v->face_up = {(*cards_)[laid]};
  }
  for (Side side : {Side::offense, Side::defense}) {
    const bool offense = side == Side::offense;
    const CardId kicker = offense ? e.offense_kicker : e.defense_kicker;
    if (kicker == no_card) continue;
    const auto index = static_cast<std::size_t>(side);
    v->kicked[index] = true;
    if (e.revealed || seat == (offense ? e.offense : e.defense))
      v->kicker[index] = (*cards_)[kicker].value;
  }
  v->upset = e.upset;
  if (Rules::reads_hand(*this, seat))
    v->read_hand = cards_of(*cards_, hand(Rules::opponent(*this, seat)));
  v->reinforcement = e.reinforcement;
  v->zapped = e.zapped;
  v->emotion_control = e.emotion_control;
  v->ionic_gas = e.ionic_gas;
  v->flares = e.flares;
  if (e.pending >= 0) {
    v->pending_card = {(*cards_)[Target::card_of(Move{e.pending})]};
    v->pending_seat = e.pending_seat;
    v->pending_target = Target::of(Move{e.pending});
    v->pending_window = e.pending_window;
  }
  if (e.totals_counted) {
    v->totals = e.counted_totals;
  } else if (e.revealed && e.offense_card != no_card && e.defense_card != no_card) {
    v->totals[static_cast<std::size_t>(Side::offense)] = Rules::total(*this, Side::offense);
    v->totals[static_cast<std::size_t>(Side::defense)] = Rules::total(*this, Side::defense);
  }
  v->offers = e.offers;
  v->terms = e.terms;
  v->offering = e.offering;
  v->lucre_on = with_lucre_;
  v->lucre = lucre_;
  v->bank = bank_;
  v->invested = invested_;
  v->market = market_;
  v->auction_deck = static_cast<int>(auction_deck_.size());
  v->auctions = auctions_;
  v->auction_list = std::shared_ptr<const std::vector<AuctionCard>>(cards_, &cards_->auctions);
  if (seat == auctions_.high) {
    v->drawn = cards_of(*cards_, drawn_);
    v->drawn_ids = drawn_;
  }
  v->counted = e.invested;
  v->counted_against = e.invested_against;
  v->extra = e.extra;
  return v;
}

// Lucre on the table, the market, and an auction under way.
std::string CosmicView::planet_name(int which) const {
  return std::string(1, colour_letter(which / per_home)) + std::to_string(which % per_home + 1);
}

int CosmicView::foreign_colonies(Seat seat) const {
  int count = 0;
  for (int at = 0; at < static_cast<int>(planets.size()); ++at) {
    if (at / per_home != seat &&
        planets[static_cast<std::size_t>(at)][static_cast<std::size_t>(seat)] > 0)
      ++count;
  }
  return count;
}

std::string CosmicView::lucre_lines(const std::function<std::string(int)>& planet_name) const {
  std::vector<std::string> purses;
  for (Seat seat = 0; seat < players; ++seat) {
    std::string purse = (seat == me ? std::string("you") : Rules::seat_words(seat)) + " " +
                        std::to_string(lucre[seat]);
    std::vector<std::string> on;
    for (int k = 0; k < per_home; ++k) {
      const int amount = invested[static_cast<std::size_t>(seat * per_home + k)];
      if (amount > 0)
        on.push_back(std::to_string(amount) + " on " + planet_name(seat * per_home + k));
    }
    if (!on.empty()) purse += " (invested " + join(on, ", ") + ")";
    purses.push_back(purse);
  }
  std::string text = "Lucre: " + join(purses, "; ") + "; bank " + std::to_string(bank) + ".\n";
  std::vector<std::string> cards;
  for (std::size_t slot = 0; slot < market.size(); ++slot)
    cards.push_back(std::to_string(slot + 1) + " " + auction(market[slot]).name + " (at least " +
                    std::to_string(auction(market[slot]).minimum) + ")");
  text += "Auction market: " + (cards.empty() ? std::string("empty") : join(cards, "; ")) + "; " +
          std::to_string(auction_deck) + " in the Auction deck.\n";
  if (auctions.card >= 0) {
    const AuctionCard& card = auction(auctions.card);
    text += (phase == Phase::bid ? "Under the hammer: " : "Won at auction: ") + card.name + ": " +
            card.text + " High bid " + std::to_string(auctions.bid) + " by " +
            Rules::seat_words(auctions.high) + ".\n";
  }
  if (!drawn.empty()) {
    std::vector<std::string> names;
    for (const Card& card : drawn)
      names.push_back(card_name(card));
    text += "Drawn for you to choose from: " + join(names, ", ") + ".\n";
  }
  if (counted > 0)
    text += "Invested Lucre on the planet: " + std::to_string(counted) +
            (counted_against ? ", taken from the side against its owner.\n"
                             : ", added to its owner's side.\n");
  return text;
}

std::string CosmicView::describe() const {
  const auto planet_name = [&](int index) {
    return std::string(1, colour_letter(index / per_home)) + std::to_string(index % per_home + 1);
  };
  std::string text = "Turn " + std::to_string(turn) + ", " + phase_words(phase) + ". You are " +
                     Rules::seat_words(me) + " (" + colour_name(me) + ").\n";
  for (Seat seat = 0; seat < players; ++seat) {
    std::string line = Rules::seat_words(seat) + " (" + colour_name(seat) + "): ";
    const int kept = aliens[seat];
    if (kept != no_alien) {
      line += std::string("the ") + alien_name(static_cast<Alien>(kept)) +
              (powers[static_cast<std::size_t>(seat)] ? "" : " (power lost)") + "; ";
    }
    std::vector<std::string> parts;
    int foreign = 0;
    for (int index = 0; index < static_cast<int>(planets.size()); ++index) {
      const int ships = planets[static_cast<std::size_t>(index)][static_cast<std::size_t>(seat)];
      if (ships == 0) continue;
      if (index / per_home != seat) ++foreign;
      parts.push_back(planet_name(index) + ":" + std::to_string(ships));
    }
    line += (parts.empty() ? std::string("no colonies") : join(parts, " ")) + "; warp " +
            std::to_string(warp[static_cast<std::size_t>(seat)]) + "; " + std::to_string(foreign) +
            " of " + std::to_string(to_win) + " foreign colonies; " +
            gavel::counted(hand_sizes[seat], "card", "cards") + " (" +
            std::to_string(reward_cards[seat]) + " Reward)";
    const int tech = techs.empty() ? no_tech : techs[seat];
    if (tech != no_tech) {
      const TechStage stage = tech_stages[seat];
      line += "; tech " +
              (tech == hidden_tech ? std::string("face down")
                                   : (*tech_list)[static_cast<std::size_t>(tech)].name) +
              (stage == TechStage::research ? " (" + std::to_string(research[seat]) + " researched)"
               : stage == TechStage::used   ? " (used)"
                                            : " (complete)");
    }
    text += line + "\n";
  }
  std::vector<std::string> mine;
  for (const Card& card : hand)
    mine.push_back(card_name(card));
  if (!dealt.empty() && aliens[me] == no_alien) {
    std::vector<std::string> names;
    for (int option : dealt)
      names.push_back(std::string(alien_name(static_cast<Alien>(option))) + " (" +
                      power_text(static_cast<Alien>(option)) + ")");
    text += "Your aliens to choose from: " + join(names, "; ") + "\n";
  }
  if (!dealt_techs.empty()) {
    std::vector<std::string> names;
    for (int option : dealt_techs) {
      const Tech& tech = (*tech_list)[static_cast<std::size_t>(option)];
      names.push_back(tech.name + " (research " + std::to_string(tech.cost) + ": " + tech.text +
                      ")");
    }
    text += "Your techs to choose from: " + join(names, "; ") + "\n";
  }
  const int my_tech = techs.empty() ? no_tech : techs[me];
  if (my_tech >= 0) {
    const Tech& tech = (*tech_list)[static_cast<std::size_t>(my_tech)];
    text += "Your tech: " + tech.name + " (research " + std::to_string(tech.cost) +
            "): " + tech.text + "\n";
  }
  text += "Your hand: " + (mine.empty() ? std::string("empty") : join(mine, ", ")) + ".\n";
  if (lucre_on) text += lucre_lines(planet_name);
  text += "Decks: cosmic " + std::to_string(deck) + " (" + std::to_string(discards.size()) +
          " discarded), Reward " + std::to_string(reward_deck) + ", destiny " +
          std::to_string(destiny_left) + ".\n";
  if (defense != nobody) {
    text += "Encounter " + std::to_string(number) + ": " + Rules::seat_words(offense) +
            " against " + Rules::seat_words(defense);
    if (planet >= 0) text += " at " + planet_name(planet);
    text += ".";
    std::vector<std::string> ships_in;
    for (Seat seat = 0; seat < players; ++seat) {
      const int ships = sent[static_cast<std::size_t>(seat)];
      if (ships > 0) ships_in.push_back(Rules::seat_words(seat) + " " + std::to_string(ships));
    }
    if (!ships_in.empty()) text += " Ships in it: " + join(ships_in, ", ") + ".";
    if (!revealed.empty()) {
      text += " Revealed: " + card_name(revealed[0]) + " against " + card_name(revealed[1]) + ".";
      const int offense_total = totals[static_cast<std::size_t>(Side::offense)];
      const int defense_total = totals[static_cast<std::size_t>(Side::defense)];
      if (phase == Phase::reinforce || phase == Phase::card_zap) {
        text += " Totals so far, if both are attacks: offense " + std::to_string(offense_total) +
                ", defense " + std::to_string(defense_total) + " (a tie goes to the defense).";
      }
    }
    if (!my_card.empty()) text += " You laid " + card_name(my_card[0]) + ".";
    for (Side laid : {Side::offense, Side::defense}) {
      const auto index = static_cast<std::size_t>(laid);
      if (!kicked[index]) continue;
      text += std::string(" The ") + (laid == Side::offense ? "offense" : "defense") +
              " laid a Kicker" + (kicker[index] < 0 ? "" : " x" + std::to_string(kicker[index])) +
              ".";
    }
    if (!face_up.empty()) text += " Laid face up for the Oracle: " + card_name(face_up[0]) + ".";
    if (upset) text += " An upset is called: the lower total wins.";
    if (emotion_control) text += " Emotion Control: attack cards count as negotiates.";
    if (ionic_gas) text += " Ionic Gas: no compensation or rewards.";
    for (Seat seat = 0; seat < players; ++seat) {
      if ((zapped & (1 << seat)) != 0)
        text += " " + Rules::seat_words(seat) + "'s power is zapped.";
    }
    for (const auto& [alien, seat] : flares) {
      text += std::string(" ") + alien_name(static_cast<Alien>(alien)) + " flare played by " +
              Rules::seat_words(seat) + (aliens[seat] == alien ? " (Super)." : " (Wild).");
    }
    text += "\n";
    if (!read_hand.empty()) {
      std::vector<std::string> names;
      for (const Card& card : read_hand)
        names.push_back(card_name(card));
      text += "Your opponent's hand, as the Mind reads it: " + join(names, ", ") + ".\n";
    }
  }
  if (!pending_card.empty()) {  // what a Card Zap would cancel
    std::string aimed;
    if (pending_target >= Target::planet_target) {
      aimed = " to " + planet_name(pending_target - Target::planet_target);
    } else if (pending_target > 0) {
      aimed = " on " + Rules::seats_words(pending_target);
    }
    text += "Waiting on the Card Zaps: " + Rules::seat_words(pending_seat) + "'s " +
            card_name(pending_card[0]) + aimed + " acts unless someone zaps it.\n";
  }
  return text;
}

}  // namespace gavel::cosmic
