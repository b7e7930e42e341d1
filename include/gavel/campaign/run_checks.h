#pragma once
// What a run read from a save must hold before anything uses it: one check function
// per saved type of run.h. Each throws gavel::Error naming the field at fault by its
// path in the save, as core/field_check.h writes it:
//   run.table.rivals[1] is "nobody", and a rival is one of rivals.json's
// `field` is the path of the value checked ("run.table", "run.results[2]").
//
// Bounds (each well above what a real run reaches, so that no run Gavel made is
// refused, and low enough that no sum of them overflows):

#include <string_view>

#include "gavel/campaign/content.h"
#include "gavel/campaign/run.h"

namespace gavel::campaign {

// Garnets: a run earns a few a table; more than this was never earned.
inline constexpr int most_garnets = 100000;
// Tables played in a run: one an act, and the last act's dealt again while tokens
// last (pawnshops and perks can stretch that, but not this far).
inline constexpr int most_tables = 1000;
// Times one act's rivals were drawn again: rerolls and the last act dealt again.
inline constexpr int most_draws = 10000;
// A grudge grows by one a table played below the player, and by rumours.
inline constexpr int most_grudge = 1000;
// Rumours shift a rival's skill for one table by a few points each.
inline constexpr int most_skill_shift = 100;
// A score at one table, either sign, in any chapter.
inline constexpr int most_score = 1000000;
// Perks bought in one act (three wares a Black Market), rumours heard in one run.
inline constexpr std::size_t most_bought = 64;
inline constexpr std::size_t most_rumours_heard = 256;
// A Black Market shows at most this many wares.
inline constexpr std::size_t most_offers = 3;
// Trust moves by one a promise made at a table, a few promises a table.
inline constexpr int most_trust = 1000;
// The player's notes on a table (Auction Auction's notebook: a line a house), and the
// lines of what a table paid and why.
inline constexpr std::size_t most_notes = 64;
inline constexpr std::size_t most_reasons = 16;
// The choices a run records (a few a room, a few rooms an act, the last act's tables
// dealt again) and the lines of table talk its tables heard (a few dozen a table).
inline constexpr std::size_t most_deeds = 10000;
inline constexpr std::size_t most_said = 100000;
// A choice's words (a rumour's title, a label, all it changed) and a line heard with
// its rival's id are longer than the words of core/field_check.h.
inline constexpr std::size_t most_deed_length = 400;
inline constexpr std::size_t most_said_length = 200;

// The act's table, less its game: a chapter of the run at `act` with a size the
// chapter allows, known and distinct rivals (one for every seat but the player's when
// the chapter seats rivals, else none), a skill shift for each, sound boons, and when
// a game is under way, sound random streams for its seats, and the player's notes
// bounded. The game itself (snapshot) is the chapter's to check.
void check_table(const ActTable& table, const Run& run, const Content& content,
                 std::string_view field);

// The rumour being told or last told. While the run is in a Rumour room it is a rumour
// of events.json with its choice and rival in range; otherwise it is only bounded.
void check_rumour_visit(const RumourVisit& visit, const Run& run, const Content& content,
                        std::string_view field);

void check_tally(const Tally& tally, std::string_view field);

// One table's results: seats, scores and places of one size the chapter allows, the
// player in seat 0, places 1..seats, rivals' ids distinct, the reasons bounded.
void check_chapter_result(const ChapterResult& result, std::string_view field);

// The whole run, each part by the functions above and district.h's check_district,
// and how the parts fit: the act and the room in range, the stage where the room is,
// the rooms visited a path to it, a result for each table played, perks and rumours
// known, choices recorded and talk heard bounded, counts and amounts within the bounds
// above.
void check_run(const Run& run, const Content& content);

}  // namespace gavel::campaign
