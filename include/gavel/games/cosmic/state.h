#pragma once
// Cosmic Encounter, the base game: 3 to 5 players, each with a home system of five
// planets and twenty ships, take turns as the offense; the first to hold five foreign
// colonies wins (several at once share the win). The man page's COSMIC ENCOUNTER
// section gives the rules whole; in short:
//
// A turn: Start Turn (an offense without an encounter card shows its hand, discards
// it and draws eight), Regroup (each player may research or complete its tech,
// techs.h; then the offense frees a ship from the warp), Destiny (a drawn card names
// the defense: a colour, a Wild, or a Special), Launch (aim at a
// planet of the defense's system, send one to four ships; a planet's last ship gone
// loses that colony), Alliance (the offense, then the defense, invites; invitees
// answer clockwise from the offense's left and send one to four ships), Planning
// (offense then defense lay an encounter card face down), Reveal, a window for
// Reinforcements, and Resolution: attack against attack, ties to the defense;
// attack against negotiate, compensation for the negotiator; negotiate against
// negotiate, a deal of at most three offers a side; morph copies the other card.
// After a successful encounter the offense may have a second one.
//
// Chance draws every card; ships that go home return to the colony they came from,
// or to their owner's first colony when that one is gone. The game stops as it
// stands after max_turns turns, places by foreign colonies.

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <cereal/types/array.hpp>
#include <cereal/types/utility.hpp>

#include "gavel/core/by_seat.h"
#include "gavel/core/chapter.h"
#include "gavel/core/rng.h"
#include "gavel/core/state.h"
#include "gavel/games/cosmic/aliens.h"
#include "gavel/games/cosmic/cards.h"
#include "gavel/games/cosmic/moves.h"

namespace gavel::cosmic {

struct CosmicView;

inline constexpr int max_players = 5;
inline constexpr int hand_size = 8;
inline constexpr int max_launch = 4;
inline constexpr int failed_deal_ships = 3;
inline constexpr int extra_deal_offense_ships = 2;  // an Extra Deal that fails (lucre.h)
inline constexpr int extra_deal_defense_ships = 4;
inline constexpr int max_offers = 3;  // per side in one deal
inline constexpr int max_turns = 200;
inline constexpr int plague_ships = 3;      // a Plague sends this many to the warp
inline constexpr int space_junk_ships = 3;  // a Space Junk frees up to this many
// No game takes more moves than this, chance's included: the turn limit bounds it,
// and the long-run test (tests/games/cosmic/long_run_test.cpp) checks it.
inline constexpr int move_cap = 20'000;

using Ships = std::array<int, max_players>;  // by colour, that is by seat

enum class Phase : std::int8_t {
  choose_alien,  // each seat keeps one of its two dealt aliens, in seat order
  choose_tech,   // each seat keeps one of its two dealt techs, in seat order
  start_turn,
  regroup,
  research,     // the start of Regroup: each player in turn from the offense may act on its tech
  destiny,      // chance draws; the offense chooses on its own colour, a Wild or itself
  reestablish,  // ships onto an own empty home planet
  aim,
  launch,
  invite_offense,
  invite_defense,
  answer,      // an invitee joins a side or declines
  ally_ships,  // a joiner sends ships
  powers,      // before Planning: Trader and Loser choose whether to use their powers
  plan_offense,
  plan_defense,
  regroup_window,   // windows (windows.cpp): after Regroup,
  alliance_window,  // after the allies have sent their ships,
  reinforce,        // after the reveal (Reinforcements and artifacts),
  deal_window,      // after a deal is accepted;
  card_zap,         // and the Card Zap holders' answer to an artifact played in one
  reward,           // defensive allies take their rewards, one per ship
  deal_offer,
  deal_answer,
  deal_land,  // a colony given in a deal: where, then which ships
  deal_give,  // cards given in a deal
  deal_loss,  // a failed deal: each main player sends ships to the warp
  second,     // the offense may have a second encounter
  over,
  // The Lucre variant (lucre.h), after `over` so that the phases of saves made before
  // it keep their numbers.
  invest,        // Regroup: each player in turn from the offense may invest Lucre
  lucre_count,   // before Planning: the invested Lucre's owner says which way it counts
  call_auction,  // Start of Turn: each player in turn may call one auction
  bid,           // an auction's bidding, round from the caller
  pay,           // its winner pays, spending an invested Lucre or not
  carry_out,     // and carries the card out or discards it
  choose_drawn,  // a Best of card: keep one of the cards drawn, or none
  discard_card,  // Discard a Card
  move_ships,    // Move All Ships, Move 4 Ships: a ship from a colony to another
  free_ships,    // Free 3 or 7 Ships: a ship from the warp to a colony
  rebirth,       // Rebirth: the home planet, then
  rebirth_land,  // the ships landing on it
  extra_tech,    // Extra Tech Phase
  deal_lucre,    // an offer's second move: the Lucre it gives and asks (moves.h, Terms)
};

// The phases where cards with a timing are played (windows.cpp).
inline bool is_window(Phase phase) {
  return phase == Phase::regroup_window || phase == Phase::alliance_window ||
         phase == Phase::reinforce || phase == Phase::deal_window || phase == Phase::card_zap;
}

// The phases of Lucre (lucre.h), and among them those of an Auction card being
// carried out, where its winner decides.
inline bool is_lucre(Phase phase) {
  return phase >= Phase::invest && phase <= Phase::extra_tech;
}
inline bool is_auction_card(Phase phase) {
  return phase >= Phase::carry_out && phase <= Phase::extra_tech;
}

// Destiny cards: a colour (0..4), a Wild, or a Special naming a player by a count.
enum class Destiny : std::int8_t { colour, wild, most_colonies, fewest_in_warp, most_cards };
struct DestinyCard {
  Destiny kind = Destiny::colour;
  int colour = 0;
  bool operator==(const DestinyCard&) const = default;
};

// "red", 'R'; and a destiny card as the log names it ("red", "wild", "most colonies").
const char* colour_name(int colour);
char colour_letter(int colour);
std::string destiny_name(const DestinyCard& card);

// A chance step still to come: cards drawn from a deck, or taken at random from a hand.
struct Draw {
  // flare: an unused flare (an Auction card's Best of 2 Flare); undealt_flare: a flare
  // of an alien nobody was dealt, into seat 0's hand (the campaign's known-flare boon);
  // auction: an Auction card dealt to the market.
  enum class From : std::int8_t {
    cosmic,
    reward,
    destiny,
    hand,
    alien,
    tech,
    flare,
    auction,
    undealt_flare
  };
  From from = From::cosmic;
  Seat to = 0;
  Seat owner = 0;  // From::hand: whose hand
  int count = 1;
  bool aside = false;  // drawn to choose from (an Auction card's Best of), not into the hand
  bool operator==(const Draw&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    archive(from, to, owner, count);
    if (version >= 2) archive(aside);
  }
};

// The encounter under way.
struct Encounter {
  Seat offense = 0;
  Seat defense = nobody;
  int planet = -1;  // the planet aimed at
  int number = 1;   // first or second encounter of the turn
  std::array<Side, max_players> side{};
  std::array<std::vector<int>, max_players> sent_from{};  // planets the ships came from
  std::array<int, max_players> invited{};  // bits: 1 by the offense, 2 by the defense
  Seat asking = nobody;                    // the invitee or joiner to move
  CardId offense_card = no_card;
  CardId defense_card = no_card;
  Seat face_up = nobody;          // the Oracle's opponent: its card was laid face up
  bool upset = false;             // the Loser called one
  std::vector<Seat> power_turns;  // before Planning: main players still to choose a power's use
  bool revealed = false;
  std::array<int, 3> reinforcement{};  // by Side
  int passes = 0;                      // bits: seats that passed in the window since the last card
  Seat window = nobody;                // whose turn in the window
  // An artifact played in a window waits while the Card Zap holders answer; then the
  // window it was played in goes on.
  int pending = -1;  // the move that played it
  Seat pending_seat = nobody;
  Phase pending_window = Phase::over;
  int zapped = 0;                             // bits: seats whose alien power a Cosmic Zap stopped
  bool emotion_control = false;               // attack cards count as negotiates
  bool ionic_gas = false;                     // no compensation, no rewards
  std::vector<std::pair<Seat, int>> rewards;  // defensive allies and the rewards they are owed
  // The deal.
  Seat offering = nobody;
  std::array<int, 3> offers{};  // made, by Side
  int terms = -1;               // Terms::code() of the offer on the table
  int land_planet = -1;         // deal_land: the planet chosen
  // What an accepted deal still asks, in order: a seat lands ships on a colony given it
  // (count: ships landed so far) or gives cards (count: cards still to give).
  struct Step {
    bool land = true;
    Seat seat = 0;
    int count = 0;
    bool operator==(const Step&) const = default;
    template <class Archive>
    void serialize(Archive& archive, std::uint32_t /*version*/) {
      archive(land, seat, count);
    }
  };
  std::vector<Step> steps;
  std::vector<std::pair<Seat, int>> losses;  // a failed deal: ships each still loses
  bool success = false;
  // Kickers laid face down with the encounter cards (Reward deck), no_card without one.
  CardId offense_kicker = no_card;
  CardId defense_kicker = no_card;
  // The flares played in this encounter, as (alien, seat): each stays in its player's
  // hand, and acts where the rules ask Rules::wild() or Rules::super() (flares.cpp).
  std::vector<std::pair<int, Seat>> flares;
  // Lucre: an encounter won at auction (none for the turn's own), the invested Lucre
  // on the planet and the way its owner counts it (+1 for its side, -1 to the other).
  enum class Extra : std::int8_t { none, encounter, home, deal };
  Extra extra = Extra::none;
  int invested = 0;
  bool invested_against = false;
  // The totals as the encounter counted them, by Side, once it has: the board shows
  // these, not the totals of the table as it stands after the ships have gone home.
  bool totals_counted = false;
  std::array<int, 3> counted_totals{};
  bool operator==(const Encounter&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    archive(offense, defense, planet, number, side, sent_from, invited, asking, offense_card,
            defense_card, face_up, upset, power_turns, revealed, reinforcement, passes, window,
            rewards, offering, offers, terms, land_planet, steps, losses, success);
    if (version >= 2)
      archive(offense_kicker, defense_kicker, pending, pending_seat, pending_window, zapped,
              emotion_control, ionic_gas);
    if (version >= 3) archive(flares);
    if (version >= 4) archive(extra, invested, invested_against);
    if (version >= 5) archive(totals_counted, counted_totals);
  }
};

// The offers each main player may make in a deal: an Extra Deal's minute is one.
inline int most_offers(Encounter::Extra extra) {
  return extra == Encounter::Extra::deal ? 1 : max_offers;
}

// The auctions of one Start of Turn, and the card won while it is carried out.
struct Auctions {
  int called = 0;        // bits: seats that have called an auction this Start of Turn
  int declined = 0;      // bits: seats that let their chance go since the last auction
  Seat asking = nobody;  // call_auction: the seat to call one or pass
  int card = -1;         // the Auction card under the hammer, or being carried out
  int bid = 0;           // the highest bid so far
  Seat high = nobody;    // who made it, and wins when everyone else has passed
  Seat bidder = nobody;  // bid: the seat to bid or pass
  int passed = 0;        // bits: seats out of this auction
  int count = 0;         // a card's ships moved or freed so far
  int limit = 0;         // and the most it may move or free
  int planet = -1;       // Rebirth: the planet re-established
  Seat turn = nobody;    // the offense of the turn an extra encounter interrupts
  bool operator==(const Auctions&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(called, declined, asking, card, bid, high, bidder, passed, count, limit, planet, turn);
  }
};

// Everything on the table of one game: a state's fields without its history, what a
// drawn game (sample.cpp) is built from. The rules read them as the state's own.
struct Table {
  std::shared_ptr<const CardTable> cards_;
  std::vector<DestinyCard> destiny_cards_;
  int players_ = 0;
  int per_home_ = 5;
  int to_win_ = 5;
  Phase phase_ = Phase::start_turn;
  int turn_ = 1;
  std::vector<Ships> planets_;
  Ships warp_{};
  BySeat<std::vector<CardId>> hands_;
  std::vector<CardId> deck_;
  std::vector<CardId> discard_;
  std::vector<CardId> reward_deck_;
  std::vector<CardId> reward_discard_;
  std::vector<int> destiny_deck_;
  std::vector<int> destiny_discard_;
  std::vector<Draw> draws_;
  std::vector<CardId> drawing_;  // drawn so far by the draw at the front, told once whole
  bool with_aliens_ = true;
  BySeat<int> aliens_;                 // kept, by seat
  BySeat<std::vector<int>> dealt_;     // dealt to choose from, by seat
  std::vector<int> alien_pile_;        // aliens not dealt
  std::vector<CardId> unused_flares_;  // the flares of the aliens nobody keeps
  BySeat<int> points_;                 // the Warrior's, by seat
  bool with_techs_ = false;
  BySeat<int> techs_;                       // kept, by seat
  BySeat<std::vector<int>> tech_dealt_;     // dealt to choose from, by seat
  std::vector<int> tech_pile_;              // techs not dealt
  BySeat<std::vector<int>> research_from_;  // by seat: the colony each ship on it left
  BySeat<TechStage> tech_stage_;            // by seat
  std::vector<Seat> tech_turns_;            // this Regroup's, the seat to act first
  bool with_lucre_ = false;
  int bank_ = 0;
  BySeat<int> lucre_;          // free, by seat
  std::vector<int> invested_;  // by planet
  std::vector<int> auction_deck_;
  std::vector<int> auction_discard_;
  std::vector<int> market_;
  Auctions auctions_;
  std::vector<CardId> drawn_;
  std::vector<Seat> invest_turns_;  // this Regroup's, the seat to invest first
  bool capped_deals_ = false;
  Encounter encounter_;
  bool operator==(const Table&) const = default;
};

class CosmicState final : public StateOf<CosmicState>, private Table {
 public:
  // `aliens` off: a game without alien powers or their flares, to learn the rules by.
  // `techs` off, or a card table without techs: a game without techs. `lucre` on with
  // a card table holding the Auction deck: the Lucre variant (lucre.h). Of the
  // campaign's boons for seat 0 it reads extra_money (more Lucre to start with),
  // extra_aliens (more aliens to choose from) and known_flare (a flare of an alien
  // nobody was dealt, in hand from the deal). `capped_deals`: the option deals =
  // capped, the earlier Gavel's deals (moves.h, Terms).
  CosmicState(std::shared_ptr<const CardTable> cards, int players, bool short_game = false,
              bool aliens = true, bool techs = true, bool lucre = false, const Boons& boons = {},
              bool capped_deals = false);

  int seats() const override { return players_; }
  Seat to_move() const override;
  std::vector<Move> legal_moves() const override;
  std::vector<Standing> standings() const override;
  std::unique_ptr<View> view(Seat seat) const override;
  // With the seen table (CosmicView::seen) for the seat to move.
  std::unique_ptr<View> view_to_search(Seat seat) const override;
  std::string to_text(Move move) const override;
  Move parse(std::string_view text) const override;

  // The board, for views, facts and tests.
  const CardTable& cards() const { return *cards_; }
  Phase phase() const { return phase_; }
  int planets_per_home() const { return per_home_; }
  int planet_count() const { return players_ * per_home_; }
  Seat owner_of(int planet) const { return planet / per_home_; }
  const Ships& ships_on(int planet) const { return planets_[static_cast<std::size_t>(planet)]; }
  const Ships& warp() const { return warp_; }
  const std::vector<CardId>& hand(Seat seat) const { return hands_[seat]; }
  const Encounter& encounter() const { return encounter_; }
  int foreign_colonies(Seat seat) const;
  int colonies_to_win() const { return to_win_; }
  int turn() const { return turn_; }
  const std::vector<CardId>& deck() const { return deck_; }
  const std::vector<CardId>& discards() const { return discard_; }
  const std::vector<CardId>& reward_deck() const { return reward_deck_; }
  const std::vector<CardId>& reward_discards() const { return reward_discard_; }
  const std::vector<DestinyCard>& destiny_cards() const { return destiny_cards_; }
  const std::vector<int>& destiny_discards() const { return destiny_discard_; }
  int destiny_left() const { return static_cast<int>(destiny_deck_.size()); }
  const std::vector<Draw>& draws() const { return draws_; }
  const std::vector<CardId>& unused_flares() const { return unused_flares_; }
  // The alien a seat keeps (no_alien before it chooses, and in a game without them),
  // and the two (seat 0 with the extra-aliens boon: more) it was dealt to choose from.
  int alien(Seat seat) const { return aliens_[seat]; }
  const std::vector<int>& dealt_aliens(Seat seat) const { return dealt_[seat]; }
  bool has_aliens() const { return with_aliens_; }
  int warrior_points(Seat seat) const { return points_[seat]; }
  // Techs: the one a seat keeps (no_tech before it chooses, and in a game without
  // them), the two it was dealt, the ships researching it, and its stage; the seats
  // still to act on their techs in this Regroup, the next first.
  bool has_techs() const { return with_techs_; }
  int tech(Seat seat) const { return techs_[seat]; }
  const std::vector<int>& dealt_techs(Seat seat) const { return tech_dealt_[seat]; }
  int research(Seat seat) const { return static_cast<int>(research_from_[seat].size()); }
  TechStage tech_stage(Seat seat) const { return tech_stage_[seat]; }
  const std::vector<Seat>& tech_turns() const { return tech_turns_; }
  // Lucre (lucre.h): a seat's free Lucre, the bank's, the Lucre invested on a planet
  // (its owner's), the market's Auction cards and the auctions of this Start of Turn.
  bool has_lucre() const { return with_lucre_; }
  bool capped_deals() const { return capped_deals_; }
  int lucre(Seat seat) const { return lucre_[seat]; }
  int bank() const { return bank_; }
  int invested(int planet) const { return invested_[static_cast<std::size_t>(planet)]; }
  int invested_by(Seat seat) const;
  const std::vector<int>& market() const { return market_; }
  const std::vector<int>& auction_deck() const { return auction_deck_; }
  const std::vector<int>& auction_discards() const { return auction_discard_; }
  const Auctions& auctions() const { return auctions_; }
  const std::vector<CardId>& drawn() const { return drawn_; }  // a Best of's, to choose from
  const std::vector<Seat>& invest_turns() const { return invest_turns_; }

  // The table as `seat` knows it (sample.cpp): the cards it has not seen stand as
  // placeholders, the other seats' face-down techs as hidden_tech. What a view carries
  // for the sampler below.
  Table seen_by(Seat seat) const;
  // A game the view's seat cannot tell from its own: the cards it has not seen (other
  // hands, the decks, face-down cards and Kickers) and the techs kept face down drawn
  // afresh. Its history and log start empty. Nullptr but at a decision of the view's
  // seat after the aliens and techs are chosen.
  static std::unique_ptr<CosmicState> consistent_with(const CosmicView& view, Rng& rng);

  // "R3": the planet's colour letter and number.
  std::string planet_name(int planet) const;
  std::optional<int> planet_of(std::string_view name) const;

  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    archive(players_, per_home_, to_win_, phase_, turn_, planets_, warp_, hands_, deck_, discard_,
            reward_deck_, reward_discard_, destiny_deck_, destiny_discard_, draws_, drawing_,
            with_aliens_, aliens_, dealt_, alien_pile_, unused_flares_, points_, encounter_,
            with_techs_, techs_, tech_dealt_, tech_pile_, research_from_, tech_stage_, tech_turns_);
    if (version >= 2) {
      archive(with_lucre_, bank_, lucre_, invested_, auction_deck_, auction_discard_, market_,
              auctions_, drawn_, invest_turns_);
      if (version >= 3) archive(capped_deals_);
    } else {  // a game saved before Lucre: without it
      with_lucre_ = false;
      lucre_.assign(static_cast<std::size_t>(players_), 0);
      invested_.assign(planets_.size(), 0);
    }
  }

 protected:
  void play(Move move, Log& log) override;
  std::optional<std::string> chapter_fact(std::string_view name) const override;

 private:
  friend struct Rules;  // the phases' code, one file each (rules.h)

  explicit CosmicState(Table table) : Table(std::move(table)) {}
};

}  // namespace gavel::cosmic

CEREAL_CLASS_VERSION(gavel::cosmic::Draw, 2);  // 2: drawn aside
// 2: the Kickers; 3: the flares; 4: Lucre
CEREAL_CLASS_VERSION(gavel::cosmic::Encounter, 5);
CEREAL_CLASS_VERSION(gavel::cosmic::Encounter::Step, 1);
CEREAL_CLASS_VERSION(gavel::cosmic::Auctions, 1);
CEREAL_CLASS_VERSION(gavel::cosmic::CosmicState, 3);  // 2: Lucre; 3: capped deals
