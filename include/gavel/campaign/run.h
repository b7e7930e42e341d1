#pragma once
// A run: the campaign as the player lives it. One act per built chapter, in campaign
// order; in each the player walks a district (district.h) toward its auction house,
// plays the chapter there against rivals from the roster, and is paid or punished by
// the place they reach. Everything a run is lies in this struct, so a save is the
// struct itself and the same seed with the same choices makes the same run.
//
// The moves that change a run are in progress.h, the table of an act in table.h.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <cereal/types/map.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/district.h"
#include "gavel/core/chapter.h"
#include "gavel/core/match.h"
#include "gavel/core/rng.h"
#include "gavel/core/save_archive.h"
#include "gavel/core/state.h"

namespace gavel::campaign {

inline constexpr int max_tokens = 3;
inline constexpr int starting_garnets = 3;

enum class Stage : std::uint8_t {
  intro,         // the act's chapter, its table and the stakes are shown
  walking,       // on the map, in a room already dealt with
  black_market,  // in a room, deciding
  rumour,
  pawnshop,
  quiet_room,
  table,    // at the auction house: the chapter is played
  results,  // the chapter's results and what they earned
  won,
  lost,
};

const char* stage_name(Stage stage);

struct ActTable;
// A version-1 table kept its game as a whole state (State::snapshot()), which this
// Gavel no longer reads: it takes the moves at the front of it into table.history.
// A snapshot whose log is of the first layout (no event with an actor) was written
// before Auction Web's cleanup turned up the next properties ahead of the draw, so
// such an Auction Web table gets the option cleanup = draw-first, the order its
// moves were played in. Throws cereal::Exception when the bytes do not begin with a
// history.
void carry_over_snapshot(ActTable& table, const std::string& snapshot);

// The table of the act under way. Its game is kept as its setup (chapter, players,
// options, boons, seed) and its history of moves; loading replays the history
// through the rules (table.h's table_game), so a saved game is never trusted as it
// is. Version 1 kept the game's whole state instead (a snapshot that began with the
// history); it loads as that history, and its options as its ascension set them.
// A Cosmic Encounter table saved before version 4 gets the option deals = capped: its
// offers were made under the earlier cap on cards and Lucre.
struct ActTable {
  std::string chapter;
  int players = 0;
  std::uint64_t seed = 0;                      // deals the game and drives the rivals' decisions
  int draws = 0;                               // times the rivals were drawn again
  std::vector<std::string> rivals;             // roster ids, by seat from seat 1
  std::vector<int> skill_shifts;               // by rival: what rumours did to them, for this table
  Boons boons;                                 // the player's, fixed when play begins
  std::map<std::string, std::string> options;  // the game's (Setup::options), fixed then too
  bool started = false;                        // a game is under way: history holds its moves
  std::vector<Turn> history;                   // every move so far, chance's included
  MatchStreams streams;                        // where the chance and rivals' streams stand
  // The player's notes on this table, kept by the board: Auction Auction's notebook
  // (what the player believes each house's colour is). Version 3.
  std::map<std::string, std::string> notes;

  bool operator==(const ActTable&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    refuse_newer_version<ActTable>(version);
    if (version >= 2) {
      archive(chapter, players, seed, draws, rivals, skill_shifts, boons, options, started, history,
              streams);
      if (version >= 3) archive(notes);
      // Before version 4 Cosmic Encounter's offers were capped; its tables keep that.
      if (version < 4 && chapter == "cosmic-lucre") options.emplace("deals", "capped");
      return;
    }
    std::string snapshot;
    archive(chapter, players, seed, draws, rivals, skill_shifts, boons, started, snapshot, streams);
    carry_over_snapshot(*this, snapshot);
  }
};

// A rumour being told: which, about whom, and once chosen, what came of it.
struct RumourVisit {
  std::string id;
  int rival = -1;         // index into ActTable::rivals, or -1
  int chosen = -1;        // the choice made, or -1 while the player decides
  bool happened = false;  // the choice's own effects happened, not its `otherwise`

  bool operator==(const RumourVisit&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    refuse_newer_version<RumourVisit>(version);
    archive(id, rival, chosen, happened);
  }
};

// The run's tokens and garnets at one moment, for the summary's chart.
struct Tally {
  std::string moment;  // "start", "after Auction Web"
  int tokens = 0;
  int garnets = 0;

  bool operator==(const Tally&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    refuse_newer_version<Tally>(version);
    archive(moment, tokens, garnets);
  }
};

// How one table went.
struct ChapterResult {
  std::string chapter;
  std::vector<std::string> seats;   // the rivals' ids by seat; "" for the player's seat
  std::vector<int> scores;          // by seat
  std::vector<int> places;          // by seat; tied seats share a place
  std::vector<std::string> bought;  // perks bought on the way to this table
  int garnets = 0;                  // earned; less those spent at the table, for a chapter
                                    // that pays by its own rules (never below the run's 0)
  int tokens = 0;                   // won or lost
  // What the table paid and why, one line each, for a chapter that pays by its own
  // rules (Chapter::payout); empty for a table paid by place. Version 2.
  std::vector<std::string> reasons;

  bool operator==(const ChapterResult&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    refuse_newer_version<ChapterResult>(version);
    archive(chapter, seats, scores, places, bought, garnets, tokens);
    if (version >= 2) archive(reasons);
  }
};

// A choice the player made on the way to a table, for the run summary: where it was
// made and what it did to the run, in the player's words.
struct Deed {
  int act = 0;         // index into Run::chapters
  std::string place;   // "Rumour: A Dropped Ledger", "Pawnshop", "Black Market"
  std::string choice;  // "Sell it to a fence", "pawn a token of life"
  std::string effect;  // "+2 garnets; Rook's grudge grows by 2"

  bool operator==(const Deed&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    refuse_newer_version<Deed>(version);
    archive(act, place, choice, effect);
  }
};

struct Run {
  std::uint64_t seed = 0;
  int ascension = 0;
  std::vector<std::string> chapters;  // chapter ids, one act each, in order
  int act = 0;                        // index into chapters
  Stage stage = Stage::intro;
  int tokens = 0;
  int garnets = 0;
  std::vector<std::string> perks;  // held, by id, in the order bought
  Boons pending;                   // one-table gifts of rumours, kept for a table that reads them
  std::map<std::string, int> grudges;  // by rival id: how often they finished below the player
  // By rival id: the promises the player kept to it less those broken, as it saw them
  // (Chapter::payout's trust), for the rest of the run. Version 3.
  std::map<std::string, int> trust;
  District district;
  int room = 0;                            // where the player stands
  std::vector<std::string> offers;         // the Black Market's wares while in one
  RumourVisit rumour;                      // the rumour being told while in a Rumour room
  std::vector<std::string> rumours_heard;  // never told twice in a run
  std::vector<std::string> bought;         // perks bought in this act
  ActTable table;                          // this act's
  std::vector<ChapterResult> results;      // one per table played
  std::vector<Tally> tallies;
  Rng rng;  // the campaign stream: maps, wares, rumours and their dice
  // Version 4: the day's run, whose seed is the date (UTC) it was started for; every
  // choice made on the way, in order; and the lines of table talk said at the run's
  // finished tables, as "rival-id: line", so no rival says a line twice in a run.
  bool daily = false;
  std::vector<Deed> deeds;
  std::vector<std::string> said;

  const std::string& chapter() const { return chapters[static_cast<std::size_t>(act)]; }
  bool last_act() const { return act + 1 == static_cast<int>(chapters.size()); }
  bool holds(const std::string& perk) const;
  int grudge_of(const std::string& rival) const;  // 0 for a rival without one
  int trust_of(const std::string& rival) const;
  bool over() const { return stage == Stage::won || stage == Stage::lost; }

  bool operator==(const Run&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    refuse_newer_version<Run>(version);
    archive(seed, ascension, chapters, act, stage, tokens, garnets, perks, pending, grudges,
            district, room, offers, rumour, rumours_heard, bought, table, results, tallies, rng);
    // Version 1's table did not keep its options: they were its ascension's then.
    if (version < 2 && table.started) table.options.merge(table_options(ascension, table.chapter));
    if (version >= 3) archive(trust);
    if (version >= 4) archive(daily, deeds, said);
  }
};

}  // namespace gavel::campaign

CEREAL_CLASS_VERSION(gavel::campaign::ActTable, 4);
CEREAL_CLASS_VERSION(gavel::campaign::RumourVisit, 1);
CEREAL_CLASS_VERSION(gavel::campaign::Tally, 1);
CEREAL_CLASS_VERSION(gavel::campaign::ChapterResult, 2);
CEREAL_CLASS_VERSION(gavel::campaign::Deed, 1);
CEREAL_CLASS_VERSION(gavel::campaign::Run, 4);
