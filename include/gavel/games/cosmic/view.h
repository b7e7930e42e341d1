#pragma once
// What one seat of Cosmic Encounter may know: the whole board (ships are public),
// its own hand, how many cards (and how many Reward cards) each other seat holds,
// every discard pile, the encounter as far as it is revealed, and the deal on the
// table. Face-down cards, other hands and the decks' order never appear.

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "gavel/core/by_seat.h"
#include "gavel/core/state.h"
#include "gavel/games/cosmic/state.h"

namespace gavel::cosmic {

struct CosmicView : ViewOf<CosmicView> {
  Seat me = 0;
  Seat to_move = nobody;
  int players = 0;
  int per_home = 5;
  int to_win = 5;
  int turn = 1;
  Phase phase = Phase::start_turn;
  std::vector<Ships> planets;  // ships by colour on each planet
  Ships warp{};
  std::vector<Card> hand;        // mine, by card
  std::vector<CardId> hand_ids;  // mine, the ids moves name ("play", "give"), as `hand`
  BySeat<int> hand_sizes;        // every seat's
  BySeat<int> reward_cards;      // how many of each seat's cards are Reward cards
  int deck = 0;                  // cards left
  int reward_deck = 0;
  std::vector<Card> discards;       // the cosmic discard pile, oldest first
  std::vector<CardId> discard_ids;  // the ids moves name ("use tech for"), as `discards`
  std::vector<Card> reward_discards;
  int destiny_left = 0;
  std::vector<DestinyCard> destiny_discards;  // oldest first; the last is the one drawn
  // The aliens (public once kept): by seat, no_alien before; whether each power is on
  // (three home colonies or more); the Warrior's points; and the two I was dealt.
  BySeat<int> aliens;
  std::vector<bool> powers;
  BySeat<int> points;
  std::vector<int> dealt;
  // The techs: by seat, the kept one's id when I may see it (mine, or any complete),
  // hidden_tech while another's is face down, no_tech before one is kept; the ships
  // on each; each one's stage; the two I was dealt; and every tech of the game by id.
  BySeat<int> techs;
  BySeat<int> research;
  BySeat<TechStage> tech_stages;
  std::vector<int> dealt_techs;
  std::shared_ptr<const std::vector<Tech>> tech_list;
  // The encounter.
  Seat offense = 0;
  Seat defense = nobody;
  int planet = -1;
  int number = 1;
  std::array<Side, max_players> side{};
  std::array<int, max_players> sent{};     // ships each seat has in the encounter
  std::array<int, max_players> invited{};  // bits: 1 by the offense, 2 by the defense
  bool offense_laid = false;               // a card face down
  bool defense_laid = false;
  std::vector<Card> my_card;    // the one I laid face down, before the reveal
  std::vector<Card> revealed;   // offense's then defense's, once revealed
  std::vector<Card> face_up;    // laid face up for the Oracle, before the reveal
  bool upset = false;           // the Loser called one
  std::vector<Card> read_hand;  // as the Mind, my opponent's hand before Planning
  std::array<int, 3> reinforcement{};
  int zapped = 0;  // bits: seats whose power a Cosmic Zap stopped this encounter
  bool emotion_control = false;
  bool ionic_gas = false;
  std::vector<std::pair<int, Seat>> flares;  // played this encounter: (alien, seat)
  // Phase::card_zap: the artifact waiting for the Card Zap holders, who played it, its
  // target (moves.h, Target) and the window it was played in.
  std::vector<Card> pending_card;
  Seat pending_seat = nobody;
  int pending_target = 0;
  Phase pending_window = Phase::over;
  std::array<int, 3> totals{};  // by Side, once both cards are revealed (as counted, after)
  int most_sent = 4;  // the ships the seat to move may send at most (Wide Gate, the Macron)
  std::array<int, 3> offers{};
  int terms = -1;  // the offer on the table, as its maker sees it
  Seat offering = nobody;
  // Kickers, by Side: whether one was laid (everyone sees the second card), and its
  // multiplier as far as I know it (mine at once, both at the reveal), else -1.
  std::array<bool, 3> kicked{};
  std::array<int, 3> kicker{-1, -1, -1};
  // Lucre (lucre.h), all of it on the table: each seat's free Lucre, the bank, the
  // Lucre invested on each planet, the market's cards, the auctions of this Start of
  // Turn; the cards I drew to choose one from; the invested Lucre counted in this
  // encounter and which way; and whether the encounter was won at auction.
  bool lucre_on = false;
  BySeat<int> lucre;
  int bank = 0;
  std::vector<int> invested;
  std::vector<int> market;  // Auction card ids, left to right
  int auction_deck = 0;
  Auctions auctions;
  std::shared_ptr<const std::vector<AuctionCard>> auction_list;  // every Auction card, by id
  const AuctionCard& auction(int id) const { return (*auction_list)[static_cast<std::size_t>(id)]; }
  std::vector<Card> drawn;
  std::vector<CardId> drawn_ids;  // the ids moves name ("choose"), as `drawn`
  int counted = 0;
  bool counted_against = false;
  Encounter::Extra extra = Encounter::Extra::none;

  // The table as I know it, for a searching rival's sampler (CosmicState::seen_by and
  // consistent_with): only in a view to search (State::view_to_search) of the seat to
  // move, after the aliens and techs are chosen. Two are equal when their tables are.
  struct SeenTable {
    std::shared_ptr<const Table> table;
    bool operator==(const SeenTable& other) const {
      return table == other.table || (table && other.table && *table == *other.table);
    }
  };
  SeenTable seen;

  Seat seat() const override { return me; }
  std::string describe() const override;
  // A planet as the log and the board name it: "R3".
  std::string planet_name(int which) const;
  // The seat's colonies outside its home system: what it needs to_win of.
  int foreign_colonies(Seat seat) const;
  std::string lucre_lines(const std::function<std::string(int)>& planet_name) const;
  bool operator==(const CosmicView&) const = default;
};

// A side's total as the rules will count it (total.h), should its main player lay a
// card of `value` (printed, times any Kicker), on what the view shows now: ships,
// allies, Reinforcements, powers, flares, techs and invested Lucre. `parts`, when
// given, gets each term in words ("card 9", "Human 4").
int side_total(const CosmicView& view, Side side, int value,
               std::vector<std::string>* parts = nullptr);

}  // namespace gavel::cosmic
