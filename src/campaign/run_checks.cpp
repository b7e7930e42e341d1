#include "gavel/campaign/run_checks.h"

#include <algorithm>
#include <set>

#include "gavel/ai/agents.h"
#include "gavel/campaign/ascension.h"
#include "gavel/core/field_check.h"
#include "gavel/games/catalog.h"

namespace gavel::campaign {
namespace {

// Refuses an id given twice in one list.
void check_distinct(std::string_view field, const std::vector<std::string>& ids) {
  std::set<std::string_view> seen;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (!ids[i].empty() && !seen.insert(ids[i]).second)
      refuse_field(field_at(field, i), quote_text(ids[i]), "it is named earlier in the list too");
  }
}

// Ids of perks.json; `what` says what the list holds, for the count's rule. Perks held
// or offered are distinct; perks bought are not (a token of life may be bought twice).
enum class Repeats { refused, allowed };
void check_perks(std::string_view field, const std::vector<std::string>& ids,
                 const Content& content, std::size_t most, std::string_view what,
                 Repeats repeats = Repeats::refused) {
  check_count(field, ids.size(), 0, most,
              std::string(what) + " number at most " + std::to_string(most));
  for (std::size_t i = 0; i < ids.size(); ++i) {
    check_id(field_at(field, i), ids[i]);
    if (content.perk(ids[i]) == nullptr)
      refuse_field(field_at(field, i), quote_text(ids[i]), "a perk is one of perks.json's");
  }
  if (repeats == Repeats::refused) check_distinct(field, ids);
}

const Chapter& known_chapter(std::string_view field, const std::string& id) {
  check_id(field, id);
  const Chapter* chapter = find_chapter(id);
  if (chapter == nullptr) {
    refuse_field(field, quote_text(id), "a chapter is one this Gavel has (" + chapter_list() + ")");
  }
  return *chapter;
}

bool after_table(Stage stage) {
  return stage == Stage::results || stage == Stage::won || stage == Stage::lost;
}

// Where the player stands must fit what they are doing there, and the rooms visited
// are the one path walked to it: one room a column up to the player's, joined by
// corridors, none further on.
void check_position(const Run& run) {
  const District& district = run.district;
  check_number(
      "run.room", run.room, 0, district.house(),
      "the player stands in one of the district's " + range_words(0, district.house()) + " rooms");
  const Room& here = district.rooms[static_cast<std::size_t>(run.room)];
  const std::string stage = std::string("the run is ") + stage_name(run.stage);
  const auto stands = [&](bool fits, std::string_view where) {
    if (!fits)
      refuse_field("run.room", std::to_string(run.room), stage + ", so " + std::string(where));
  };
  switch (run.stage) {
    case Stage::walking:
      stands(run.room != district.house(), "it is a room before the house");
      break;
    case Stage::black_market:
    case Stage::pawnshop:
    case Stage::rumour:
      stands(here.kind == (run.stage == Stage::black_market ? RoomKind::black_market
                           : run.stage == Stage::pawnshop   ? RoomKind::pawnshop
                                                            : RoomKind::rumour),
             "it is a room of that kind");
      break;
    case Stage::quiet_room:
      stands(here.kind == RoomKind::quiet_room || here.kind == RoomKind::rumour,
             "it is a Quiet Room or a Rumour room with nothing left to tell");
      break;
    case Stage::table:
    case Stage::results:
    case Stage::won:
    case Stage::lost:
      stands(run.room == district.house(), "it is the auction house");
      break;
    case Stage::intro:
      break;
  }
  int previous = -1;
  for (int column = 0; column < district.columns; ++column) {
    int visited = -1;
    for (int i = 0; i <= district.house(); ++i) {
      const Room& room = district.rooms[static_cast<std::size_t>(i)];
      if (room.column != column || !room.visited) continue;
      const std::string at = field_at("run.district.rooms", static_cast<std::size_t>(i));
      if (column > here.column)
        refuse_field(at + ".visited", "true", "it lies ahead of the player");
      if (visited >= 0) {
        refuse_field(at + ".visited", "true",
                     "room " + std::to_string(visited) + " of its column was visited already");
      }
      if (previous >= 0) {
        const auto& exits = district.rooms[static_cast<std::size_t>(previous)].exits;
        if (std::find(exits.begin(), exits.end(), i) == exits.end())
          refuse_field(at + ".visited", "true", "no corridor leads there from the room before");
      }
      visited = i;
    }
    if (column <= here.column && visited < 0) {
      refuse_field("run.district.rooms",
                   "without a room visited in column " + std::to_string(column),
                   "the player walked one room a column to where they stand");
    }
    if (column == here.column && visited != run.room) {
      refuse_field("run.room", std::to_string(run.room),
                   "the player stands in the last room visited");
    }
    previous = visited;
  }
}

// One result a table played: an act's tables in act order, the last act's as often as
// it was dealt; a result for the table just played once the run is past it.
void check_results(const Run& run) {
  check_count("run.results", run.results.size(), 0, most_tables,
              "a run plays at most " + std::to_string(most_tables) + " tables");
  const std::size_t last = run.chapters.size() - 1;
  for (std::size_t i = 0; i < run.results.size(); ++i) {
    const std::string at = field_at("run.results", i);
    check_chapter_result(run.results[i], at);
    const std::string& act_chapter = run.chapters[std::min(i, last)];
    if (run.results[i].chapter != act_chapter)
      refuse_field(
          at + ".chapter", quote_text(run.results[i].chapter),
          "table " + std::to_string(i + 1) + " of this run was " + quote_text(act_chapter));
  }
  const auto played = static_cast<std::size_t>(run.act) + (after_table(run.stage) ? 1 : 0);
  check_count("run.results", run.results.size(), played, run.last_act() ? most_tables : played,
              "a run " + std::string(stage_name(run.stage)) + " of act " +
                  std::to_string(run.act + 1) + " has played " + std::to_string(played) +
                  (run.last_act() ? " tables or more" : " tables"));
  check_count("run.tallies", run.tallies.size(), run.results.size() + 1, run.results.size() + 1,
              "a run counts its tokens and garnets at the start and after each table");
  for (std::size_t i = 0; i < run.tallies.size(); ++i)
    check_tally(run.tallies[i], field_at("run.tallies", i));
}

}  // namespace

void check_table(const ActTable& table, const Run& run, const Content& content,
                 std::string_view field) {
  const std::string name(field);
  const Chapter& chapter = known_chapter(name + ".chapter", table.chapter);
  if (table.chapter != run.chapter()) {
    refuse_field(
        name + ".chapter", quote_text(table.chapter),
        "act " + std::to_string(run.act + 1) + " is played at " + quote_text(run.chapter()));
  }
  // The table's setup: players, options and boons, named run.table.players and so on.
  check_setup(Setup{table.players, table.options, table.boons}, chapter, name);
  check_number(name + ".draws", table.draws, 0, most_draws,
               "an act's rivals are drawn again " + range_words(0, most_draws) + " times");
  const std::size_t rivals = has_rivals(chapter) ? static_cast<std::size_t>(table.players - 1) : 0;
  check_count(name + ".rivals", table.rivals.size(), rivals, rivals,
              has_rivals(chapter) ? "a rival sits in every seat but the player's"
                                  : chapter.title + " seats no rivals of the roster");
  for (std::size_t i = 0; i < table.rivals.size(); ++i) {
    check_id(field_at(name + ".rivals", i), table.rivals[i]);
    if (content.roster.find(table.rivals[i]) == nullptr)
      refuse_field(field_at(name + ".rivals", i), quote_text(table.rivals[i]),
                   "a rival is one of rivals.json's");
  }
  check_distinct(name + ".rivals", table.rivals);
  check_count(name + ".skill_shifts", table.skill_shifts.size(), rivals, rivals,
              "each rival has one skill shift");
  for (std::size_t i = 0; i < table.skill_shifts.size(); ++i) {
    check_number(field_at(name + ".skill_shifts", i), table.skill_shifts[i], -most_skill_shift,
                 most_skill_shift,
                 "rumours shift a skill by " + range_words(-most_skill_shift, most_skill_shift));
  }
  if (table.started) check_streams(table.streams, table.players, name + ".streams");
  check_count(name + ".notes", table.notes.size(), 0, most_notes,
              "a table keeps at most " + std::to_string(most_notes) + " notes");
  for (const auto& [key, note] : table.notes) {
    const std::string at = name + ".notes[" + quote_text(key) + "]";
    check_words(at, key, max_words_length);
    check_words(at, note, max_words_length);
  }
}

void check_rumour_visit(const RumourVisit& visit, const Run& run, const Content& content,
                        std::string_view field) {
  const std::string name(field);
  if (run.stage != Stage::rumour) {
    // Kept from the last Rumour room, whose table and rumours may be gone: bounded only.
    if (!visit.id.empty()) check_id(name + ".id", visit.id);
    check_number(name + ".rival", visit.rival, -1, 15, "it is -1 or a seat's index");
    check_number(name + ".chosen", visit.chosen, -1, 15, "it is -1 or a choice's index");
    return;
  }
  check_id(name + ".id", visit.id);
  const Rumour* rumour = content.rumour(visit.id);
  if (rumour == nullptr)
    refuse_field(name + ".id", quote_text(visit.id), "a rumour is one of events.json's");
  const int choices = static_cast<int>(rumour->choices.size());
  check_number(name + ".chosen", visit.chosen, -1, choices - 1,
               "it is -1 while the player chooses, else one of the rumour's " +
                   std::to_string(choices) + " choices");
  const int rivals = static_cast<int>(run.table.rivals.size());
  check_number(name + ".rival", visit.rival, -1, rivals - 1,
               "it is -1 or one of the table's " + std::to_string(rivals) + " rivals");
}

void check_tally(const Tally& tally, std::string_view field) {
  const std::string name(field);
  check_words(name + ".moment", tally.moment, max_words_length);
  check_number(name + ".tokens", tally.tokens, 0, max_tokens,
               "a run holds " + range_words(0, max_tokens) + " tokens");
  check_number(name + ".garnets", tally.garnets, 0, most_garnets,
               "a run holds " + range_words(0, most_garnets) + " garnets");
}

void check_chapter_result(const ChapterResult& result, std::string_view field) {
  const std::string name(field);
  const Chapter& chapter = known_chapter(name + ".chapter", result.chapter);
  const std::string seats_rule = chapter.title + " seats " +
                                 range_words(chapter.min_players, chapter.max_players) + " players";
  check_count(name + ".seats", result.seats.size(), static_cast<std::size_t>(chapter.min_players),
              static_cast<std::size_t>(chapter.max_players), seats_rule);
  const std::size_t seats = result.seats.size();
  check_count(name + ".scores", result.scores.size(), seats, seats, "there is a score a seat");
  check_count(name + ".places", result.places.size(), seats, seats, "there is a place a seat");
  if (seats > 0 && !result.seats[0].empty())
    refuse_field(name + ".seats[0]", quote_text(result.seats[0]),
                 "seat 0 is the player's, unnamed");
  for (std::size_t seat = 1; seat < seats; ++seat) {
    if (!result.seats[seat].empty()) check_id(field_at(name + ".seats", seat), result.seats[seat]);
  }
  check_distinct(name + ".seats", result.seats);
  for (std::size_t seat = 0; seat < seats; ++seat) {
    check_number(field_at(name + ".scores", seat), result.scores[seat], -most_score, most_score,
                 "a score is " + range_words(-most_score, most_score));
    check_number(field_at(name + ".places", seat), result.places[seat], 1,
                 static_cast<long long>(seats),
                 "a place at a table of " + std::to_string(seats) + " is " +
                     range_words(1, static_cast<long long>(seats)));
  }
  check_count(name + ".bought", result.bought.size(), 0, most_bought,
              "perks bought in an act number at most " + std::to_string(most_bought));
  for (std::size_t i = 0; i < result.bought.size(); ++i)
    check_id(field_at(name + ".bought", i), result.bought[i]);
  // Negative when the player spent more garnets at the table than it paid.
  check_number(name + ".garnets", result.garnets, -most_garnets, most_garnets,
               "a table earns " + range_words(-most_garnets, most_garnets) + " garnets");
  check_count(name + ".reasons", result.reasons.size(), 0, most_reasons,
              "a table gives at most " + std::to_string(most_reasons) + " reasons");
  for (std::size_t i = 0; i < result.reasons.size(); ++i)
    check_words(field_at(name + ".reasons", i), result.reasons[i], max_words_length);
  check_number(name + ".tokens", result.tokens, -max_tokens, max_tokens,
               "a table wins or loses " + range_words(-max_tokens, max_tokens) + " tokens");
}

void check_run(const Run& run, const Content& content) {
  const std::size_t chapters = all_chapters().size();
  check_count("run.chapters", run.chapters.size(), 1, chapters,
              "a run plays 1 to " + std::to_string(chapters) + " chapters");
  for (std::size_t i = 0; i < run.chapters.size(); ++i)
    known_chapter(field_at("run.chapters", i), run.chapters[i]);
  check_distinct("run.chapters", run.chapters);
  check_number("run.act", run.act, 0, static_cast<long long>(run.chapters.size()) - 1,
               "a run of " + std::to_string(run.chapters.size()) + " chapters has acts " +
                   range_words(0, static_cast<long long>(run.chapters.size()) - 1));
  check_number(
      "run.stage", static_cast<int>(run.stage), 0, static_cast<int>(Stage::lost),
      "a run is at one of " + std::to_string(static_cast<int>(Stage::lost) + 1) + " stages");
  check_number("run.ascension", run.ascension, 0, max_ascension,
               "ascension levels are " + range_words(0, max_ascension));
  check_number("run.tokens", run.tokens, 0, max_tokens,
               "a run holds " + range_words(0, max_tokens) + " tokens");
  // The last token goes only at a table, and the run is lost when it is counted: in
  // a room with none the player could neither choose nor leave.
  if (run.tokens == 0 && run.stage != Stage::results && run.stage != Stage::lost) {
    refuse_field("run.tokens", "0",
                 std::string("a run ") + stage_name(run.stage) + " holds 1 to " +
                     std::to_string(max_tokens) + " tokens");
  }
  check_number("run.garnets", run.garnets, 0, most_garnets,
               "a run holds " + range_words(0, most_garnets) + " garnets");
  check_perks("run.perks", run.perks, content, content.perks.size(), "perks held");
  check_boons(run.pending, "run.pending");
  for (const auto& [rival, grudge] : run.grudges) {
    const std::string at = "run.grudges[" + quote_text(rival) + "]";
    check_id(at, rival);
    if (content.roster.find(rival) == nullptr)
      refuse_field(at, "held", "a grudge is held by one of rivals.json's rivals");
    check_number(at, grudge, 0, most_grudge, "a grudge is " + range_words(0, most_grudge));
  }
  for (const auto& [rival, trust] : run.trust) {
    const std::string at = "run.trust[" + quote_text(rival) + "]";
    check_id(at, rival);
    if (content.roster.find(rival) == nullptr)
      refuse_field(at, "held", "trust is held by one of rivals.json's rivals");
    check_number(at, trust, -most_trust, most_trust,
                 "trust is " + range_words(-most_trust, most_trust));
  }
  check_district(run.district, "run.district");
  check_position(run);
  check_perks("run.offers", run.offers, content, most_offers, "a Black Market's wares");
  check_rumour_visit(run.rumour, run, content, "run.rumour");
  check_count("run.rumours_heard", run.rumours_heard.size(), 0, most_rumours_heard,
              "a run hears at most " + std::to_string(most_rumours_heard) + " rumours");
  for (std::size_t i = 0; i < run.rumours_heard.size(); ++i)
    check_id(field_at("run.rumours_heard", i), run.rumours_heard[i]);
  check_distinct("run.rumours_heard", run.rumours_heard);
  check_perks("run.bought", run.bought, content, most_bought, "perks bought in an act",
              Repeats::allowed);
  check_table(run.table, run, content, "run.table");
  check_results(run);
  check_count("run.deeds", run.deeds.size(), 0, most_deeds,
              "a run records at most " + std::to_string(most_deeds) + " choices");
  for (std::size_t i = 0; i < run.deeds.size(); ++i) {
    const Deed& deed = run.deeds[i];
    const std::string at = field_at("run.deeds", i);
    check_number(at + ".act", deed.act, 0, static_cast<long long>(run.chapters.size()) - 1,
                 "a choice is made in one of the run's acts");
    check_words(at + ".place", deed.place, most_deed_length);
    check_words(at + ".choice", deed.choice, most_deed_length);
    check_words(at + ".effect", deed.effect, most_deed_length);
  }
  check_count("run.said", run.said.size(), 0, most_said,
              "a run hears at most " + std::to_string(most_said) + " lines of talk");
  for (std::size_t i = 0; i < run.said.size(); ++i)
    check_words(field_at("run.said", i), run.said[i], most_said_length);
  check_rng(run.rng, "run.rng");
}

}  // namespace gavel::campaign
