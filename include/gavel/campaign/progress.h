#pragma once
// The moves that carry a run from its first district to its end. The board and the
// autopilot both make them, so a run plays the same whoever decides. Each throws
// gavel::Error when the run is not at a point where the move can be made (the
// screens only offer moves that can), and the why_not_* functions say, in the
// player's words, why a choice cannot be made now ("" when it can).
//
// The rules of the run, which the help page and the man page state:
//   - A run starts with 3 garnets and 2 tokens of life (3 at most).
//   - After each table: first place earns 3 garnets and a token; the rest of the
//     upper half (places up to half the table) earn 1 garnet; last place costs a
//     token. Rivals who finish below the player hold a grudge for the rest of the run.
//   - At the last act only first place wins the run. Any other place costs a token
//     (last place no more than that) and the house deals again, to a new table.
//   - A chapter that pays by its own rules (Chapter::payout: Auction Auction pays by
//     hands) pays that instead of the rewards by place: its garnets, less the run's
//     garnets the player traded at the table (the run never holds fewer than none),
//     its tokens, and a refill of tokens to the most a run holds. Grudges and the last
//     act's rule stand as above; Garnet Eye and Soft Landing act as at any table.
//   - Rivals remember the promises the player made them (Auction Auction's deals):
//     each kept adds one to that rival's trust, each broken takes one, for the rest
//     of the run. At later tables a rival's partner affinity is shifted by its trust
//     (table.h).
//   - A run with no tokens left is lost.

#include <string>
#include <vector>

#include "gavel/campaign/content.h"
#include "gavel/campaign/run.h"

namespace gavel::campaign {

inline constexpr int first_place_garnets = 3;
inline constexpr int upper_half_garnets = 1;
inline constexpr int pawn_garnets = 4;    // a token of life pawned brings this many garnets
inline constexpr int redeem_garnets = 6;  // and buying one back costs this many

// A run of every built chapter, its first act's district and table drawn. Throws
// gavel::Error when no chapter is built or the roster is too small for a table.
Run start_run(const Content& content, std::uint64_t seed, int ascension);

// From the act's introduction onto its map.
void enter_district(Run& run);

// The rooms the player may walk to next: the exits of the room they stand in, once
// it is dealt with.
std::vector<int> ways_on(const Run& run);
// Walks into a room of ways_on. A Black Market lays out its wares, a Rumour room
// tells a rumour never told before in this run whose every choice would act (a Quiet
// Room when none is left), the auction house seats the table. Every choice made in a
// room is recorded in run.deeds with what it changed.
void walk(Run& run, const Content& content, int room);
// Done with the room: back to the map.
void leave_room(Run& run);

// Whether a thing offered would change the run as it stands, so that nothing is
// offered for nothing. A perk: a token below the most a run holds, a redraw that
// seats other rivals, a perk for a table still ahead. A rumour's choice about the
// table's `rival` (-1: none): some effect of it, on either throw of its dice, moves
// something (a grudge eases only where one is held; a gift needs a table ahead that
// reads it). A rumour acts when each choice that has any effect does.
bool acts_now(const Run& run, const Content& content, const Perk& perk);
bool choice_acts(const Run& run, const Content& content, const Choice& choice, int rival);
bool rumour_acts(const Run& run, const Content& content, const Rumour& rumour, int rival);

// The Black Market: it lays out only wares that act now (acts_now).
int price(const Run& run, const Perk& perk);
std::string why_not_buy(const Run& run, const Content& content, const std::string& perk);
void buy(Run& run, const Content& content, const std::string& perk);

// The Rumour room. rumour_words fills "{rival}" with the rumour's rival's name.
const Rumour& current_rumour(const Run& run, const Content& content);
std::string rumour_words(const Run& run, const Content& content, const std::string& text);
std::string why_not_choose(const Run& run, const Content& content, int choice);
// Makes the choice; its dice are rolled from the run's stream.
void choose(Run& run, const Content& content, int choice);

// The Pawnshop.
enum class Trade { pawn_token, redeem_token };
std::string why_not_trade(const Run& run, Trade trade);
void trade(Run& run, Trade trade);

// The act's table, once its game is over, with the game's standings (seat 0 the
// player's): the results are recorded and paid by place.
void finish_table(Run& run, const Content& content, const std::vector<Standing>& standings);
// The same for a chapter that pays by its own rules (Chapter::payout): its garnets
// (those spent at the table taken off, the run's never below none) and tokens, a
// refill to the most a run holds, the reasons for the results page; grudges by place
// and the promises' trust by seat.
void finish_table(Run& run, const Content& content, const std::vector<Standing>& standings,
                  const TablePayout& payout);
// From the results on: the next act's introduction, the last table dealt again, or
// the run's end.
void move_on(Run& run, const Content& content);

// The run's score for the hall of fame: 25 a rival beaten and 50 a first place at
// each table, 10 a garnet held, and 200 + 100 an ascension level for a run won.
int run_score(const Run& run);

}  // namespace gavel::campaign
