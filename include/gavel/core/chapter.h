#pragma once
// What the rest of Gavel knows of one chapter: its name, its table sizes, its help
// text, and how to deal a new game from its content files.

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <cereal/types/map.hpp>

#include "gavel/core/state.h"

namespace gavel {

// What the campaign's perks grant the player, in seat 0, at one table. This is the
// campaign's only way into a chapter's rules: a chapter reads the fields it has a
// use for (its rules comment says which) and ignores the rest; all zero is the game
// as printed.
struct Boons {
  int extra_cards = 0;       // Auction Web: cards drawn into the opening hand beyond the deal
  int hand_limit = 0;        // Auction Web: added to the hand limit
  int peeks = 0;             // Auction Web: rivals' opening hands shown, from the left
  int extra_money = 0;       // Auctionland: dollars added to the starting money; New
                             // Mintopia City: Mints the player starts with
  bool sees_money = false;   // Auctionland: every seat's money is in the player's view
  bool starts = false;       // the player goes first (bids first, takes the gavel first)
  int extra_income = 0;      // New Mintopia City: Mints added to the player's income each round
  bool sealed_peek = false;  // New Mintopia City: sees the sealed bids made before its own
  int house_colours = 0;     // Auction Auction: knows that many houses' colours, from the first
  int garnets = -1;          // Auction Auction: garnets to trade for cash; -1 the table's own
                             // number (the campaign brings the run's, 0..999)
  int extra_aliens = 0;      // Cosmic Encounter: aliens dealt to choose from beyond two
  bool known_flare = false;  // Cosmic Encounter: a flare of an alien not dealt, in hand from
                             // the start

  bool any() const { return *this != Boons{}; }
  bool operator==(const Boons&) const = default;
  // Version 2 added New Mintopia City's extra_income and sealed_peek; version 3
  // Auction Auction's house_colours and garnets; version 4 Cosmic Encounter's extra_aliens
  // and known_flare.
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t version) {
    archive(extra_cards, hand_limit, peeks, extra_money, sees_money, starts);
    if (version >= 2) archive(extra_income, sealed_peek);
    if (version >= 3) archive(house_colours, garnets);
    if (version >= 4) archive(extra_aliens, known_flare);
  }
};

// The boons by the names scripts use ("extra-cards = 1"), in declaration order.
std::vector<std::pair<std::string, int>> boon_values(const Boons& boons);
// Sets the named boon; throws gavel::Error for an unknown name or a value outside
// its range: 0..9 for most, 0..1 for the yes-or-no boons, 0..3 for house-colours, 0..2
// for extra-aliens and -1..999 for garnets.
void set_boon(Boons& boons, std::string_view name, int value);
// Adds `amount` (which may be negative) to the named boon, kept within its range.
void add_boon(Boons& boons, std::string_view name, int amount);

// How one game is set up. Options are chapter-specific ("draft" = "on"), as the
// chapter declares them in Chapter::options; an option left out takes its default.
struct Setup {
  int players = 0;
  std::map<std::string, std::string> options;
  Boons boons{};

  bool operator==(const Setup&) const = default;
  template <class Archive>
  void serialize(Archive& archive, std::uint32_t /*version*/) {
    archive(players, options, boons);
  }
};

// A setting chosen before a game of one chapter ("draft" = "on"). The chapter
// declares each of its options once, here; the command line, Quick play, `gavel sim`
// and the man page all read that declaration.
struct ChapterOption {
  std::string name;                 // as typed: "draft"
  std::vector<std::string> values;  // every value it takes, in the order offered
  std::string default_value;        // one of `values`: the game as printed
  std::string meaning;              // one line for a menu or a man page
};

// What a table paid the player, for a chapter whose results replace the run's usual
// rewards by place (Auction Auction pays by hands). Seat 0 is the player.
struct TablePayout {
  int garnets = 0;                   // earned, less any the player spent at the table
  int tokens = 0;                    // tokens of life won (+) or lost (-)
  bool refill_tokens = false;        // tokens of life back to the most a run holds
  std::vector<std::string> reasons;  // one line each, for the results page
  std::vector<int> trust;  // by seat: +1 a promise the player kept, -1 one broken, as seen
};

struct Chapter;

// Every option with its values, for a message: "draft = off | on".
std::string option_list(const Chapter& chapter);
// Throws gavel::Error, one line naming the chapter's options, unless every option
// in `options` is one `chapter` declares, with one of its values.
void check_options(const Chapter& chapter, const std::map<std::string, std::string>& options);

struct Chapter {
  std::string id;     // as typed on the command line: "auction-web"
  std::string title;  // as shown to the player: "Auction Web"
  int min_players = 0;
  int max_players = 0;
  int default_players = 0;
  std::string rules_summary;           // the '?' help page, in our own words
  std::vector<std::string> boons;      // the boons its rules read, by their script names
  std::vector<ChapterOption> options;  // what Setup::options may set, and nothing else
  // The options a run's highest ascensions set (campaign/ascension.h): a harder game
  // of the chapter, or none.
  std::map<std::string, std::string> hardest_options;
  // The chapter's own dealing, which start() calls once the number of players is
  // within the range above: loads the content from `content_dir` and sets up a new
  // game (which starts with chance dealing). Throws gavel::Error for bad content or
  // options.
  std::function<std::unique_ptr<State>(const Setup& setup,
                                       const std::filesystem::path& content_dir)>
      open;
  // Throws gavel::Error, one sentence, for a number of players and options that each
  // fit but that the chapter cannot seat together (New Mintopia City's solitaire
  // needs an AI card); empty when the player range and the options say it all. The
  // command line reads it as bad usage, before any content is read.
  std::function<void(const Setup& setup)> check_table;
  // How a seat's points split into named parts ("beaches", "icons"), for the
  // breakdown `gavel sim` prints: the parts' names, and from a state each seat's
  // points in each part, in that order, adding up to its score. A chapter without a
  // breakdown leaves both empty.
  std::vector<std::string> score_parts;
  std::function<std::vector<std::vector<int>>(const State& state)> part_points;
  // For a finished game, what the run pays the player, in place of its rewards by
  // place; empty for a chapter the run pays by place.
  std::function<TablePayout(const State& state)> payout;
  // What the extra-money boon of `amount` gives at this chapter's table, in its own
  // money, for the run's words ("2 Mints to start", "$20 more to start"); unset, it is
  // dollars as they are ("$2 more to start").
  std::function<std::string(int amount)> start_money;
  // What its rules make of a boon besides the boon itself, by the boon's script name,
  // where that is a catch the player should weigh: Auctionland deals money by seat, so
  // going first ("starts") means the least money. Said wherever the run offers it.
  std::map<std::string, std::string> boon_catch;
  // What a seat's score reads as where the run lists the table's results, when it is
  // not a count of points (Auction Auction's hand rank: "Three of a Kind"); unset, the
  // number.
  std::function<std::string(int score)> score_words;

  // Whether its rules read the boon called `boon` (listed in `boons`).
  bool reads(std::string_view boon) const;

  // A new game for `setup`: throws gavel::Error ("Auction Web takes 2 to 5 players")
  // for a number of players outside the range, else deals as `open` does.
  std::unique_ptr<State> start(const Setup& setup, const std::filesystem::path& content_dir) const;
};

// Checks of loaded data; each throws gavel::Error naming the bad field, `field`
// being the path of the value checked ("run.pending", "run.table.setup").
// Boons: each within its own range, as set_boon allows.
void check_boons(const Boons& boons, std::string_view field);
// A setup for `chapter`: players within the chapter's range, options as check_options
// requires and as the chapter's check_table allows, boons as check_boons does.
void check_setup(const Setup& setup, const Chapter& chapter, std::string_view field);

}  // namespace gavel

CEREAL_CLASS_VERSION(gavel::Boons, 4);
CEREAL_CLASS_VERSION(gavel::Setup, 1);
