#pragma once
// The rules of one turn, phase by phase, as functions over CosmicState: each file
// under src/games/cosmic/ holds one phase or mechanic. legal_* list a phase's moves;
// the others apply them. advance() runs the steps nobody decides, up to the next
// decision or chance draw.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gavel/games/cosmic/state.h"

namespace gavel::cosmic {

using S = CosmicState;

// A seat as an index into the per-seat arrays.
inline std::size_t at(Seat seat) {
  return static_cast<std::size_t>(seat);
}

struct Rules {
  // galaxy.cpp: ships and colonies.
  static bool has_colony(const S& s, Seat seat, int planet);
  static std::vector<int> colonies(const S& s, Seat seat);
  static int ships_on_colonies(const S& s, Seat seat);
  // The seat's own home planets where it holds a colony (`held`), or where it does not.
  static std::vector<int> home_planets(const S& s, Seat seat, bool held);
  static int fullest_colony(const S& s, Seat seat);    // where ships the game takes leave from
  static void to_warp(S& s, Seat seat, int count);     // from the encounter's planet
  static void send_home(S& s, Seat seat);              // its ships in the encounter
  static void warp_sent(S& s, Seat seat);              // its ships in the encounter
  static void land_sent(S& s, Seat seat, int planet);  // its ships in the encounter
  static int sent(const S& s, Seat seat);
  static int home_for(const S& s, Seat seat, int wanted);  // where a ship going home lands
  static Seat next_seat(const S& s, Seat seat) { return (seat + 1) % s.players_; }
  static std::string seat_words(Seat seat);  // seat_text (state.h), by the rules' own name
  static std::string seats_words(int mask);  // "Seat 1 and Seat 3", or "nobody"; bit by seat

  // draws.cpp: chance.
  static void queue(S& s, Draw draw);
  static void legal_chance(const S& s, std::vector<Move>& moves);
  static void play_chance(S& s, int payload, Log& log);
  static bool prepare_draw(S& s, Log& log);  // false: the draw at the front was dropped
  static bool has_encounter_card(const S& s, Seat seat);
  static void discard_hand(S& s, Seat seat, Log& log);
  static void discard(S& s, CardId card);
  static void drawn_aside(S& s, const Draw& draw, CardId card, Log& log);

  // turn.cpp: Start Turn, Regroup, Destiny, a second encounter, the next turn.
  static void advance(S& s, Log& log);
  static void begin_turn(S& s, Seat offense);
  static void begin_encounter(S& s, Log& log);
  static void end_encounter(S& s, Log& log);
  static void legal_turn(const S& s, std::vector<Move>& moves);
  static void play_turn(S& s, Move move, Log& log);
  static void destiny_drawn(S& s, int card, Log& log);
  static void queue_destiny(S& s, Log& log);
  static void begin_destiny(S& s, Log& log);

  // launch.cpp: Launch and Alliance.
  static void legal_launch(const S& s, std::vector<Move>& moves);
  static void play_launch(S& s, Move move, Log& log);
  static void next_invitee(S& s, Log& log);
  static bool can_launch(const S& s);

  // planning.cpp: Planning, Reveal, the reinforcement window.
  // One card of each kind in the hand that `wanted` accepts: identical cards are one move.
  static std::vector<CardId> one_of_each(const S& s, Seat seat,
                                         const std::function<bool(const Card&)>& wanted);
  static void legal_planning(const S& s, std::vector<Move>& moves);
  static void play_planning(S& s, Move move, Log& log);
  static void reveal(S& s, Log& log);

  // windows.cpp: the timing windows, the Card Zap's answer, the artifacts' effects.
  static void open_window(S& s, Phase window, Log& log);
  static void legal_window(const S& s, std::vector<Move>& moves);
  static void play_window(S& s, Move move, Log& log);
  static void answer_artifact(S& s, Move move, Log& log);
  static void resume_window(S& s);
  static void go_on(S& s, Seat after, Log& log);
  static void take_card(S& s, Seat seat, CardId card);
  static bool carry_out(S& s, Seat seat, Move move, Log& log);
  static void free_ships(S& s, Seat seat, int count, int planet, Log& log);
  static void plague(S& s, Seat victim, Log& log);
  static bool in_encounter(const S& s, Seat seat);  // a main player or an ally
  static bool both_attack(const S& s);              // attack against attack, as they count

  // flares.cpp: the flares, when each is played and what it does at once; the rules
  // ask wild() and super() where a flare bends them for the rest of the encounter.
  static void legal_flares(const S& s, Seat seat, std::vector<Move>& moves);
  static void flare_acts(S& s, Seat seat, Move move, Log& log);
  static void flare_zapped(S& s, Seat seat, CardId flare);
  static bool wild(const S& s, Alien alien, Seat seat);  // `seat` played it as a Wild
  static Seat super(const S& s, Alien alien);        // the alien's seat, when it played its Super
  static bool ships_go_home(const S& s, Seat seat);  // not to the warp: the Zombie and its flare

  // resolution.cpp: who wins, rewards and compensation.
  // The card a side counts, once both are laid: a morph is a copy of the other side's.
  static Card effective(const S& s, Side side);
  static void resolve(S& s, Log& log);
  static void offense_wins(S& s, Log& log);
  static void defense_wins(S& s, Log& log);
  static int total(const S& s, Side side, std::vector<std::string>* parts = nullptr);
  struct StateTable;  // the state as total.h's count asks it
  static void legal_reward(const S& s, std::vector<Move>& moves);
  static void play_reward(S& s, Move move, Log& log);

  // powers.cpp: the aliens, from their choosing to the powers used before Planning.
  static bool has_power(const S& s, Seat seat, Alien alien);
  static int home_colonies(const S& s, Seat seat);
  // Two aliens each; seat 0 `extra` more, and with `known_flare` a flare of an alien
  // nobody was dealt (the campaign's boons).
  static void deal_aliens(S& s, int extra = 0, bool known_flare = false);
  static void legal_alien(const S& s, std::vector<Move>& moves);
  static void play_alien(S& s, Move move, Log& log);
  static void before_planning(S& s, Log& log);
  static void start_planning(S& s, Log& log);
  static void legal_power(const S& s, std::vector<Move>& moves);
  static void play_power(S& s, Move move, Log& log);
  static Seat opponent(const S& s, Seat seat);
  // The Mind (or its Wild) reads its opponent's hand while powers and cards are chosen.
  static bool reads_hand(const S& s, Seat seat);
  static int max_sent(const S& s, Seat seat);  // ships one seat may send to an encounter

  // reward_cards.cpp: the Reward deck's Kicker, Crooked Deal and Rift.
  static int kicker(const S& s, Side side);    // the multiplier of a side's Kicker, 1 without
  static bool crooked(const S& s, Side side);  // a Crooked Deal not cancelled by another
  static void legal_kicked(const S& s, Seat seat, std::vector<Move>& moves);
  static void discard_kickers(S& s);
  // A card just taken from another's hand into `taker`'s: a Rift costs it ships.
  static void taken(S& s, Seat taker, CardId card, Log& log);

  // tech.cpp: techs, from their dealing to the places their effects act.
  static const Tech* tech_of(const S& s, Seat seat);               // its kept tech, or none
  static bool has_tech(const S& s, Seat seat, TechEffect effect);  // complete, not used up
  static void deal_techs_or_hands(S& s);
  static void deal_hands(S& s);
  static void begin_regroup(S& s);
  static void next_tech_turn(S& s);
  static void legal_tech(const S& s, std::vector<Move>& moves);
  static void play_tech(S& s, Move move, Log& log);
  static void use_tech(S& s, Seat seat, int payload, Log& log);
  static int tech_bonus(const S& s, Side side);  // added to a side's total
  static int anchored(const S& s);               // the defense's ships that stay when it loses
  static bool third_encounter(const S& s);

  // lucre.cpp: the bank, income, investments and invested Lucre in an encounter.
  static std::string lucre_words(int amount);  // "3 Lucre"
  static void open_bank(S& s, bool lucre, int extra_lucre);
  static void earn(S& s, Seat seat, int amount, std::string why, Log& log);
  static void spend(S& s, Seat seat, int amount);              // to the bank
  static void transfer(S& s, Seat from, Seat to, int amount);  // between players
  static void pay_income(S& s, Log& log);                      // after Launch
  static void begin_investing(S& s);                           // after the research of Regroup
  static void next_investor(S& s);
  static bool ask_invested(S& s);    // before Planning: true when the owner must say
  static Seat investor(const S& s);  // the owner of the planet under attack
  static int invested_bonus(const S& s, Side side);  // added to a side's total
  static void legal_lucre(const S& s, std::vector<Move>& moves);
  static void play_lucre(S& s, Move move, Log& log);
  static void take_invested(S& s, Log& log);  // the offense won the planet
  static void reward_lucre(S& s, Seat ally, Log& log);

  // lucre_notation.cpp: Lucre's moves in the notation.
  static std::string lucre_text(const S& s, Move move);
  static std::optional<Move> parse_lucre(const S& s, const std::vector<std::string>& parts,
                                         const std::function<int(const std::string&)>& planet);

  // market.cpp: the Auction market and the auctions of Start of Turn.
  static void open_start_turn(S& s);
  static void refill_market(S& s);
  static void reshuffle_auctions(S& s);
  static void market_drawn(S& s, int card, Log& log);
  static void next_caller(S& s);
  static bool can_call(const S& s, Seat seat);
  static void next_bidder(S& s, Seat seat, Log& log);
  static void legal_auction(const S& s, std::vector<Move>& moves);
  static void play_auction(S& s, Move move, Log& log);
  static void auction_done(S& s);

  // auction_cards.cpp: the Auction cards carried out, and the extra encounters.
  static void legal_auction_card(const S& s, std::vector<Move>& moves);
  static void play_auction_card(S& s, Move move, Log& log);
  static void carry_out_auction(S& s, Log& log);
  static void begin_extra(S& s, AuctionEffect effect, Log& log);
  static void end_extra(S& s);

  // deal.cpp: negotiate against negotiate.
  static void open_deal(S& s, Log& log);
  static void fail_deal(S& s, Log& log);
  static void put_offer(S& s, Log& log);  // the offer whole: the other side answers
  static void next_step(S& s, Log& log);
  static void legal_deal(const S& s, std::vector<Move>& moves);
  static void play_deal(S& s, Move move, Log& log);
};

}  // namespace gavel::cosmic
