#pragma once
// New Mintopia City: players around a ring bid, alone or with a neighbour, for the
// Locations of a candy-mint city, and place each one won in the zone the two
// partners share. Most victory points wins. The man page's NEW MINTOPIA CITY section
// gives the rules whole; in short:
//
// A round: every player gains 4 Mints (2 in the 2-player modes and solitaire); the
// Auctioneer turns up one Location per player (2 in a duel, 1 in solitaire); then
// each face-up Location is auctioned in turn, the Auctioneer choosing which and how,
// the token passing left after each; then a die is rolled and each player gains a
// Mint per Location they control showing that VP (not in solitaire). The game ends
// when the deck and the Auction Block are both empty.
//
// Open auction: the Auctioneer opens (alone, or proposing "I put a, you put b" to a
// neighbour, who accepts or refuses); then round to the left, each player outside
// the winning bid bids higher alone or with a neighbour, or withdraws for good. The
// winners pay; a lone winner shares with the neighbour of their choice. Closed
// auction: sealed commitments; the neighbouring pair with the highest total wins and
// both pay (ties: closed_auction.h). The pair places the Location in their zone
// (zone.h): the first anywhere, later ones beside a placed one, 2 rows at most,
// either way round. Matches and scoring: city.h. At the end, the strict majority of
// each type uses its ability, in order Deed, Utility, Production, Culture.
//
// The 2-player modes share nothing and bid alone, in the open; an AI card (ai_cards)
// may sit in as a third competitor that rolls its bids; solitaire pits one player
// against an AI card. The AI plays its best choice, computed exactly (ai_play.h).
//
// Campaign perks (Setup::boons) favour seat 0; with all of them off the game is the
// one above. This chapter reads `starts` (seat 0 holds the Auctioneer token first),
// `extra-money` (seat 0 starts with that many Mints), `extra-income` (seat 0 gains
// that many more each round), both in view of all since Mints are public, and
// `sealed-peek` (seat 0's view shows the sealed commitments made before its own).

#include <functional>
#include <memory>
#include <vector>

#include "gavel/core/chapter.h"
#include "gavel/core/rng.h"
#include "gavel/core/state.h"
#include "gavel/games/mintopia/ai_play.h"
#include "gavel/games/mintopia/cards.h"
#include "gavel/games/mintopia/city.h"
#include "gavel/games/mintopia/moves.h"
#include "gavel/games/mintopia/view.h"

namespace gavel::mintopia {

// The whole table as set up: who sits, which mode, which AI card.
struct Lineup {
  int players = 0;
  Mode mode = Mode::ring;
  int ai_card = -1;  // index into Cards::ai_cards, or -1
};

class MintopiaState final : public StateOf<MintopiaState> {
 public:
  MintopiaState(std::shared_ptr<const Cards> cards, Lineup table, const Boons& boons = {});

  int seats() const override { return players_; }
  Seat to_move() const override;
  std::vector<Move> legal_moves() const override;
  std::vector<Standing> standings() const override;
  std::unique_ptr<View> view(Seat seat) const override;
  std::string to_text(Move move) const override;
  Move parse(std::string_view text) const override;

  // A game the view's seat cannot tell from the one it sits at, the sealed
  // commitments it cannot see drawn from `rng` (sample.cpp): what a searching rival
  // plays out. Its history and log start empty, and of seat 0's perks it holds only
  // those the view shows.
  static std::unique_ptr<MintopiaState> consistent_with(const MintopiaView& view, Rng& rng);

  const Cards& cards() const { return *cards_; }
  const City& city() const { return city_; }
  Phase phase() const { return phase_; }
  int mints(Seat seat) const { return mints_[static_cast<std::size_t>(seat)]; }
  // For invariant checks: where every Location is.
  const std::vector<int>& unseen() const { return unseen_; }
  const std::vector<int>& block() const { return block_; }
  int lot() const { return lot_; }
  int deck() const { return deck_; }
  // Every competitor's score if the game ended now, the AI card's last.
  std::vector<Score> scores() const;
  // The VP of the Locations gained by Deed in `competitor`'s zones: the part of its
  // Location VP the Deed ability brought (the breakdown `gavel sim` prints).
  int deed_vp(int competitor) const;

  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(players_, mode_, ai_card_, boons_, phase_, round_, auctioneer_, turn_, unseen_, deck_,
            to_turn_up_, block_, lot_, closed_, opening_, bid_, proposal_, refused_, withdrawn_,
            mints_, commitments_, tied_pairs_, choosers_, chooser_, ai_bid_, answering_, placer_,
            zone_, ability_, deed_location_, deed_gains_, ai_banked_, last_roll_, last_ai_face_,
            city_);
  }

 protected:
  void play(Move move, Log& log) override;
  std::optional<std::string> chapter_fact(std::string_view name) const override;

 private:
  friend class Notation;

  const Location& location(int index) const {
    return cards_->locations[static_cast<std::size_t>(index)];
  }
  // A competitor as the log's third person names it: "Seat 2", or "The AI card" for
  // the AI competitor, which holds no seat (the core seat_text knows no such thing).
  std::string seat_text(Seat seat) const;
  // A competitor as `reader` reads it in a list: "you", "Seat 2", "the AI card".
  std::string who(Seat reader, int competitor) const;
  // One line to each seat, in its own words.
  void to_each(Log& log, const std::function<std::string(Seat reader)>& line) const;
  const std::string& name_of(int index) const { return location(index).name; }
  Seat left_of(Seat seat) const { return (seat + 1) % players_; }
  Seat right_of(Seat seat) const { return (seat + players_ - 1) % players_; }
  Seat neighbour(Seat seat, int side) const {
    return side == left_side_code ? left_of(seat) : right_of(seat);
  }
  int ai() const { return ai_competitor(city_); }
  int unused() const { return static_cast<int>(unseen_.size()) - deck_; }

  // the round (round.cpp)
  void first_auctioneer(Seat seat, Log& log);
  void start_round(Log& log);
  void turn_up(int location, Log& log);
  std::vector<Move> choose_moves() const;
  void choose(int location, bool closed, Log& log);
  void lot_done(Log& log);
  void roll(int die, Log& log);
  void take_from_unseen(int location);

  // the open auction (open_auction.cpp)
  void open_auction(Log& log);
  std::vector<Move> open_moves() const;
  std::vector<Move> answer_moves() const;
  void bid(int mints, Log& log);
  void propose(int mine, int yours, int side, Log& log);
  void answer(bool yes, Log& log);
  void withdraw(Log& log);
  void next_bidder(Seat after, Log& log);
  void open_won(Log& log);
  void share(int side, Log& log);
  void pay_bid(Log& log);
  // Two seats win the lot together, each paying its part: "Seat 1 and Seat 2 win Mint
  // for 5 Mints (Seat 1 2, Seat 2 3)", each payer reading its own part as "you".
  Words pair_wins(Seat first, int first_puts, Seat second, int second_puts) const;

  // the closed auction (closed.cpp)
  void commit(int mints, Log& log);
  void reveal(Log& log);
  void name_chooser(Seat seat, Log& log);
  void pick_pair(int pair, Log& log);
  void closed_won(int pair, Seat chooser, Log& log);

  // the AI card (ai_card.cpp)
  void ai_die(int face, Log& log);
  std::vector<Move> ai_answer_moves() const;
  void ai_answer(std::optional<int> raise, Log& log);
  void ai_takes_lot(Log& log);
  bool ai_special(Log& log);
  void ai_raise(int raise, Log& log);
  void player_wins(Log& log);
  void ai_deed(int location, Log& log);
  // Utility or Production at the game's end: used only when it wins (ai_play.h).
  void ai_ability_at_end(LocationType type, Log& log);
  // Carries out one of the AI card's choices on the city and tells the table.
  void ai_does(const AbilityUse& use, Log& log);

  // placing and the end of the game (placing.cpp, end.cpp)
  std::vector<Move> place_moves() const;
  std::vector<Move> relocate_moves() const;
  std::vector<Move> turn_moves() const;
  void place(int zone, Spot spot, bool turned, Log& log);
  void relocate(int location, Spot spot, Log& log);
  void turn(int location, Log& log);
  void start_end(Log& log);
  void run_abilities(Log& log);
  void next_ability(Log& log);
  void deed_drawn(int location, Log& log);

  std::shared_ptr<const Cards> cards_;
  int players_ = 0;
  Mode mode_ = Mode::ring;
  int ai_card_ = -1;
  Boons boons_;
  Phase phase_ = Phase::first_auctioneer;
  int round_ = 0;
  Seat auctioneer_ = 0;
  Seat turn_ = 0;            // the seat deciding now
  std::vector<int> unseen_;  // sorted: the pool's Locations nobody has seen, deck and unused
  int deck_ = 0;             // how many of `unseen_` are the deck
  int to_turn_up_ = 0;       // Locations still to turn up into the Auction Block
  std::vector<int> block_;   // face up, in the order turned up
  int lot_ = -1;
  bool closed_ = false;
  bool opening_ = false;  // the first bid of an open auction: no withdrawing
  Bid bid_;
  Proposal proposal_;
  std::vector<Seat> refused_;  // neighbours who refused `turn_` in this turn
  std::vector<bool> withdrawn_;
  std::vector<int> mints_;
  std::vector<int> commitments_;  // not_committed until made
  std::vector<int> tied_pairs_;
  std::vector<Seat> choosers_;
  Seat chooser_ = nobody;
  int ai_bid_ = 0;
  std::vector<Seat> answering_;  // seats still to answer the AI card's bid, next first
  Seat placer_ = nobody;
  int zone_ = no_one;
  int ability_ = 0;  // the end-of-game ability under way, as a LocationType
  int deed_location_ = -1;
  std::vector<int> deed_gains_;  // Locations gained by Deed and placed
  int ai_banked_ = 0;
  int last_roll_ = 0;
  int last_ai_face_ = 0;
  City city_;
};

}  // namespace gavel::mintopia

CEREAL_CLASS_VERSION(gavel::mintopia::MintopiaState, 1);
