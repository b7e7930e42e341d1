#include "gavel/games/cosmic/state.h"

#include <algorithm>
#include <array>

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "rules.h"

namespace gavel::cosmic {
namespace {

constexpr std::array<const char*, max_players> colour_names = {"red", "blue", "yellow", "green",
                                                               "purple"};
constexpr std::array<char, max_players> colour_letters = {'R', 'B', 'Y', 'G', 'P'};
constexpr int destiny_per_colour = 3;
constexpr int wild_destinies = 2;
constexpr int starting_ships = 4;  // on each home planet

}  // namespace

const char* colour_name(int colour) {
  return colour_names[static_cast<std::size_t>(colour)];
}

char colour_letter(int colour) {
  return colour_letters[static_cast<std::size_t>(colour)];
}

std::string destiny_name(const DestinyCard& card) {
  switch (card.kind) {
    case Destiny::colour:
      return colour_name(card.colour);
    case Destiny::wild:
      return "wild";
    case Destiny::most_colonies:
      return "most colonies";
    case Destiny::fewest_in_warp:
      return "fewest in the warp";
    case Destiny::most_cards:
      return "most cards";
  }
  return "?";
}

CosmicState::CosmicState(std::shared_ptr<const CardTable> cards, int players, bool short_game,
                         bool aliens, bool techs, bool lucre, const Boons& boons,
                         bool capped_deals) {
  cards_ = std::move(cards);
  players_ = players;
  with_aliens_ = aliens;
  capped_deals_ = capped_deals;
  if (players < 3 || players > max_players) throw Error("Cosmic Encounter takes 3 to 5 players");
  if (short_game) {
    per_home_ = 4;
    to_win_ = 4;
  }
  planets_.assign(static_cast<std::size_t>(players_ * per_home_), Ships{});
  for (int planet = 0; planet < planet_count(); ++planet)
    planets_[static_cast<std::size_t>(planet)][static_cast<std::size_t>(owner_of(planet))] =
        starting_ships;
  hands_.assign(static_cast<std::size_t>(players_), {});
  deck_ = cards_->cosmic;
  reward_deck_ = cards_->reward;
  for (int colour = 0; colour < players_; ++colour) {
    for (int copy = 0; copy < destiny_per_colour; ++copy)
      destiny_cards_.push_back({Destiny::colour, colour});
  }
  for (int copy = 0; copy < wild_destinies; ++copy)
    destiny_cards_.push_back({Destiny::wild, 0});
  for (Destiny special : {Destiny::most_colonies, Destiny::fewest_in_warp, Destiny::most_cards})
    destiny_cards_.push_back({special, 0});
  for (int card = 0; card < static_cast<int>(destiny_cards_.size()); ++card)
    destiny_deck_.push_back(card);
  aliens_.assign(static_cast<std::size_t>(players_), no_alien);
  dealt_.assign(static_cast<std::size_t>(players_), {});
  points_.assign(static_cast<std::size_t>(players_), 0);
  unused_flares_ = cards_->flares;
  with_techs_ = techs && cards_->techs.size() >= static_cast<std::size_t>(techs_dealt * players);
  techs_.assign(static_cast<std::size_t>(players_), no_tech);
  tech_dealt_.assign(static_cast<std::size_t>(players_), {});
  research_from_.assign(static_cast<std::size_t>(players_), {});
  tech_stage_.assign(static_cast<std::size_t>(players_), TechStage::research);
  Rules::open_bank(*this, lucre && cards_->auctions.size() >= market_size + 2, boons.extra_money);
  encounter_.offense = 0;
  if (with_aliens_) {
    Rules::deal_aliens(*this, boons.extra_aliens, boons.known_flare);
    return;
  }
  Rules::deal_techs_or_hands(*this);
}

std::string CosmicState::planet_name(int planet) const {
  return std::string(1, colour_letter(owner_of(planet))) + std::to_string(planet % per_home_ + 1);
}

std::optional<int> CosmicState::planet_of(std::string_view name) const {
  if (name.size() != 2) return std::nullopt;
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  const int number = name[1] - '0';
  for (Seat seat = 0; seat < players_; ++seat) {
    if (colour_letter(seat) == letter && number >= 1 && number <= per_home_)
      return seat * per_home_ + number - 1;
  }
  return std::nullopt;
}

Seat CosmicState::to_move() const {
  if (phase_ == Phase::over) return nobody;
  if (!draws_.empty()) return chance_seat;
  const Encounter& e = encounter_;
  if (is_window(phase_)) return e.window;
  if (is_auction_card(phase_) || phase_ == Phase::pay) return auctions_.high;
  switch (phase_) {
    case Phase::choose_alien:
      return static_cast<Seat>(std::find(aliens_.begin(), aliens_.end(), no_alien) -
                               aliens_.begin());
    case Phase::choose_tech:
      return static_cast<Seat>(std::find(techs_.begin(), techs_.end(), no_tech) - techs_.begin());
    case Phase::research:
      return tech_turns_.front();
    case Phase::powers:
      return e.power_turns.front();
    case Phase::invite_defense:
    case Phase::plan_defense:
      return e.defense;
    case Phase::answer:
    case Phase::ally_ships:
      return e.asking;
    case Phase::reward:
      return e.rewards.front().first;
    case Phase::deal_offer:
    case Phase::deal_lucre:
      return e.offering;
    case Phase::deal_answer:
      return e.offering == e.offense ? e.defense : e.offense;
    case Phase::deal_land:
    case Phase::deal_give:
      return e.steps.front().seat;
    case Phase::deal_loss:
      return e.losses.front().first;
    case Phase::invest:
      return invest_turns_.front();
    case Phase::lucre_count:
      return owner_of(e.planet);
    case Phase::call_auction:
      return auctions_.asking;
    case Phase::bid:
      return auctions_.bidder;
    default:
      return e.offense;
  }
}

namespace {

// The file whose rules a phase follows: its legal moves, and how they are played.
struct PhaseRules {
  void (*legal)(const S&, std::vector<Move>&);
  void (*play)(S&, Move, Log&);
};

PhaseRules rules_of(Phase phase) {
  if (is_window(phase)) return {Rules::legal_window, Rules::play_window};
  if (is_auction_card(phase)) return {Rules::legal_auction_card, Rules::play_auction_card};
  switch (phase) {
    case Phase::choose_alien:
      return {Rules::legal_alien, Rules::play_alien};
    case Phase::powers:
      return {Rules::legal_power, Rules::play_power};
    case Phase::choose_tech:
    case Phase::research:
      return {Rules::legal_tech, Rules::play_tech};
    case Phase::aim:
    case Phase::launch:
    case Phase::invite_offense:
    case Phase::invite_defense:
    case Phase::answer:
    case Phase::ally_ships:
      return {Rules::legal_launch, Rules::play_launch};
    case Phase::plan_offense:
    case Phase::plan_defense:
      return {Rules::legal_planning, Rules::play_planning};
    case Phase::reward:
      return {Rules::legal_reward, Rules::play_reward};
    case Phase::deal_offer:
    case Phase::deal_lucre:
    case Phase::deal_answer:
    case Phase::deal_land:
    case Phase::deal_give:
    case Phase::deal_loss:
      return {Rules::legal_deal, Rules::play_deal};
    case Phase::invest:
    case Phase::lucre_count:
      return {Rules::legal_lucre, Rules::play_lucre};
    case Phase::call_auction:
    case Phase::bid:
    case Phase::pay:
      return {Rules::legal_auction, Rules::play_auction};
    default:
      return {Rules::legal_turn, Rules::play_turn};
  }
}

}  // namespace

std::vector<Move> CosmicState::legal_moves() const {
  std::vector<Move> moves;
  if (phase_ == Phase::over) return moves;
  if (!draws_.empty()) {
    Rules::legal_chance(*this, moves);
  } else {
    rules_of(phase_).legal(*this, moves);
  }
  std::sort(moves.begin(), moves.end());
  moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
  return moves;
}

void CosmicState::play(Move move, Log& log) {
  if (!draws_.empty()) {
    Rules::play_chance(*this, payload_of(move), log);
  } else {
    rules_of(phase_).play(*this, move, log);
  }
  Rules::advance(*this, log);
}

// Places by foreign colonies, most first; equal counts share a place.
std::vector<Standing> CosmicState::standings() const {
  std::vector<Standing> result(static_cast<std::size_t>(players_));
  for (Seat seat = 0; seat < players_; ++seat)
    result[static_cast<std::size_t>(seat)].score = foreign_colonies(seat);
  for (Standing& standing : result) {
    standing.place = 1 + static_cast<int>(std::count_if(
                             result.begin(), result.end(),
                             [&](const Standing& other) { return other.score > standing.score; }));
  }
  return result;
}

}  // namespace gavel::cosmic
