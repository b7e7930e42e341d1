#pragma once
// The act's table: who sits at it, how they play, what the player's perks give them
// there, and the game itself, kept in the run as it goes so a save holds it.
//
// Rivals are the roster's characters. Those holding a grudge come back, and the other
// seats go to faces new to the player (draw_rivals says how). Later acts leave the
// weakest for last: act k (from 0) draws the roster less its k least skilled before
// those. At the table a rival's skill rises by the act's number, by the
// ascension's bonus (ascension.h) and by its grudge against the player; a grudge also
// makes it greedier to take prizes from the leader (grudge +2 a grudge) and bolder
// (nerve +1 a grudge). Its trust in the player (promises kept less promises broken,
// run.trust) shifts its partner affinity by as much: a rival the player kept faith
// with is readier to deal and partner with them, one they cheated slower. Rumours may
// shift a rival's skill for one table. Traits stay within 0..10.

#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

#include "gavel/ai/roster.h"
#include "gavel/campaign/content.h"
#include "gavel/campaign/run.h"
#include "gavel/core/agent.h"
#include "gavel/core/chapter.h"
#include "gavel/core/match.h"

namespace gavel::campaign {

// The chapter of the act under way; throws gavel::Error when this Gavel lacks it.
const Chapter& act_chapter(const Run& run);

// Who sits at a table: first the rivals met earlier in the run who hold a grudge
// against the player, the deepest grudges first, at most `most_returning`; then rivals
// the player has not met yet, drawn; rivals met before only when too few are left.
inline constexpr std::size_t most_returning = 2;

// The rivals met at the run's tables so far, in the order first met.
std::vector<std::string> met_rivals(const Run& run);

// Draws the rivals of run.table, as the act's draw number says. Those who come back
// with a grudge stay whatever the draw. `leaving`: rivals seated only when no one else
// is left (a redraw's, so that it changes the table whenever the roster can).
void draw_rivals(Run& run, const Content& content, const std::vector<std::string>& leaving = {});

// Who at the act's table comes back and why, a sentence each, for the act's
// introduction (which marks the new faces beside their names): "Back with a grudge:
// Rook and Pip (beaten at Auction Web)."; none when every rival is new.
std::vector<std::string> return_words(const Run& run, const Content& content);

// The rivals of the table with their traits as they play here.
std::vector<Rival> table_rivals(const Run& run, const Content& content);

// What the player's perks and the rumours' pending gifts give them at this chapter's
// table: only boons the chapter's rules read (Chapter::boons). A chapter that reads
// `garnets` (Auction Auction) is brought the run's garnets, 999 at most.
Boons boons_for(const Run& run, const Content& content, const Chapter& chapter);

// The game at the act's table as the run holds it: dealt from the table's setup
// (chapter, players, options, boons) and, once started, its saved moves replayed
// through the rules, each checked before it is applied. Throws gavel::Error, naming
// the move, when the history does not replay: a damaged or edited save.
std::unique_ptr<State> table_game(const Run& run, const std::filesystem::path& content_dir);
// The same game as it was dealt, before any move.
std::unique_ptr<State> table_deal(const Run& run, const std::filesystem::path& content_dir);

// What the player would know of the act's game were they to sit down now: the game
// dealt from the table's setup with the boons as the perks and gifts stand today,
// played by chance alone up to the first move anyone makes, seen from the player's
// seat (a game already under way: as it stands). The act's introduction reads the
// deal from it (Cosmic Encounter's aliens). Nothing in the run changes.
std::unique_ptr<View> table_preview(const Run& run, const Content& content,
                                    const std::filesystem::path& content_dir);

// The game at the act's table, set up from the run: a new game the first time (the
// boons are fixed then, and pending gifts the chapter reads are used up), else the
// game saved in the run, exactly where it stood.
class TablePlay {
 public:
  // `player` plays seat 0 (the autopilot); without one the caller plays it.
  TablePlay(Run& run, const Content& content, const std::filesystem::path& content_dir,
            std::unique_ptr<Agent> player = nullptr);

  Match& match() { return *match_; }
  const Chapter& chapter() const { return chapter_; }
  // By seat: the rival sitting there, nothing for the player.
  const std::vector<std::optional<Rival>>& seats() const { return seats_; }

  // Keeps the game as it stands in the run, ready to be saved.
  void record();
  // The game is over: records it and pays the run its result.
  void finish();

 private:
  Run& run_;
  const Content& content_;
  const Chapter& chapter_;
  std::vector<std::optional<Rival>> seats_;
  std::vector<std::unique_ptr<Agent>> agents_;
  std::unique_ptr<Match> match_;
};

}  // namespace gavel::campaign
