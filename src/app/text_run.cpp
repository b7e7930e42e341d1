// The text run's loop, its opening (New run, Continue), the pages every act shares
// (the introduction and `i`) and its end in the hall of fame.

#include "gavel/app/text_run.h"

#include <algorithm>

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/pages.h"
#include "gavel/campaign/profile.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/saves.h"
#include "gavel/campaign/summary.h"
#include "gavel/campaign/table.h"
#include "gavel/campaign/words.h"
#include "gavel/core/error.h"
#include "gavel/core/stop_signals.h"
#include "gavel/core/text.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/boards.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/title.h"
#include "text_desk.h"

namespace gavel {

namespace text_run {

namespace {

constexpr const char* commands =
    "Any question also takes: look (page again), i (the table), help, q (save, quit).";

void say_answers(Desk& desk, const std::vector<Answer>& answers, int enter) {
  desk.console.say("Answers:");
  for (const Answer& answer : answers)
    desk.console.say("  " + answer.typed + (answer.words.empty() ? "" : ": " + answer.words));
  if (enter >= 0) {
    desk.console.say("  Enter alone: " + answers[static_cast<std::size_t>(enter)].typed + ".");
  }
  desk.console.say(commands);
}

// The run's help, its text-mode words in place of the board's keys.
void say_help(Desk& desk) {
  bool keys = false;
  for (const std::string& line : ui::help_text(ui::glyphs_for(true))) {
    if (line == "Keys") {
      keys = true;
      desk.console.say("In text");
      desk.console.say("");
      desk.console.say(
          "Each page ends in a question; type an answer and Enter. ? lists the answers, "
          "Enter alone takes the one the board's cursor starts on. At a table ? lists your "
          "moves, look the whole table, and Enter alone plays nothing; after each move only "
          "what changed is printed.");
      desk.console.say(commands);
      desk.console.say("");
      continue;
    }
    if (keys && line != "A run") continue;
    keys = false;
    desk.console.say(line);
  }
}

std::vector<std::string> rival_lines(const Desk& desk) {
  std::vector<std::string> lines;
  for (const Rival& rival : cp::table_rivals(desk.run, desk.content())) {
    const Rival* base = desk.content().roster.find(rival.id);
    lines.push_back(
        "  " + rival.name + " (" +
        cp::rival_words(desk.run, rival, base != nullptr ? base->traits : rival.traits, 48) +
        "), skill " + std::to_string(rival.traits.skill) + ", " +
        cp::return_mark(desk.run, rival.id));
  }
  return lines;
}

}  // namespace

std::optional<int> ask(Desk& desk, const std::string& question, const std::vector<Answer>& answers,
                       int enter, const std::function<void()>& look) {
  desk.console.say(question);
  for (;;) {
    const std::optional<std::string> typed = desk.console.read();
    if (!typed || *typed == "q" || *typed == "quit") return std::nullopt;
    if (typed->empty() && enter >= 0) return enter;
    for (std::size_t i = 0; i < answers.size(); ++i) {
      if (lowercase(*typed) == lowercase(answers[i].typed)) return static_cast<int>(i);
    }
    if (*typed == "?") {
      say_answers(desk, answers, enter);
    } else if (*typed == "look" || *typed == "l") {
      look();
    } else if (!shared_command(desk, *typed)) {
      desk.console.say((typed->empty() ? std::string("An answer is needed")
                                       : quote_input(*typed) + " is not an answer here") +
                       "; ? lists the answers.");
    }
    desk.console.say(question);
  }
}

bool shared_command(Desk& desk, const std::string& typed) {
  if (typed == "i") {
    say_table_page(desk);
    return true;
  }
  if (typed == "help" || typed == "h") {
    say_help(desk);
    return true;
  }
  return false;
}

// Where the act stands in the run: the chapters played and the ones to come.
std::string acts_around(const cp::Run& run) {
  std::vector<std::string> before;
  std::vector<std::string> after;
  for (std::size_t i = 0; i < run.chapters.size(); ++i) {
    if (static_cast<int>(i) == run.act) continue;
    (static_cast<int>(i) < run.act ? before : after).push_back(cp::chapter_title(run.chapters[i]));
  }
  const std::string played = before.empty() ? "the first act" : "after " + and_list(before);
  return "This is " + played +
         (after.empty() ? "; the run ends here."
                        : "; still to come: " + join(after, ", then ") + ".");
}

void say_table_page(Desk& desk) {
  const cp::Run& run = desk.run;
  Console& console = desk.console;
  const Chapter& chapter = cp::act_chapter(run);
  console.heading("Act " + std::to_string(run.act + 1) + " of " +
                  std::to_string(run.chapters.size()) + ": " + cp::table_title(run) + ".");
  console.say(acts_around(run));
  const std::vector<std::string> summary = ui::paragraphs_of(chapter.rules_summary);
  if (!summary.empty()) console.say(summary.front());
  console.heading("The table: " + std::to_string(run.table.players) + " players, you and");
  if (run.table.rivals.empty()) {
    console.say("  " + std::to_string(run.table.players - 1) + " computer players");
  }
  for (const std::string& line : rival_lines(desk))
    console.say(line);
  for (const std::string& line : cp::return_words(run, desk.content()))
    console.say(line);
  if (const ui::ChapterBoard* board = ui::find_board(run.chapter());
      board != nullptr && board->deal_shown) {
    try {
      const ui::DealShown deal =
          board->deal_shown(*cp::table_preview(run, desk.content(), desk.campaign.content_dir));
      if (!deal.heading.empty()) console.heading(deal.heading + ":");
      for (const auto& [label, words] : deal.rows)
        console.say("  " + label + ": " + words);
    } catch (const Error&) {
      // Content the table cannot be dealt from: sitting down says why.
    }
  }
  console.heading("The stakes:");
  for (const std::string& line : cp::stakes_words(run, desk.content()))
    console.say("  " + line);
  console.heading("What you bring:");
  for (const std::string& line : cp::bring_words(run, desk.content()))
    console.say("  " + line);
  if (run.ascension > 0) {
    console.heading("Ascension " + std::to_string(run.ascension) + ": " + cp::ascension_words(run));
  }
}

Step intro(Desk& desk) {
  say_table_page(desk);
  const bool to_table = desk.run.room == desk.run.district.house();
  std::string ready = to_table ? "Enter: sit down at the table." : "Enter: into the district.";
  if (desk.run.act == 0 && desk.run.results.empty()) {
    ready = "A new run, seed " + std::to_string(desk.run.seed) + ". " + ready;
  }
  desk.console.say("");
  if (!ask(desk, ready, {{"go", to_table ? "sit down at the table" : "into the district"}}, 0,
           [&] { say_table_page(desk); })) {
    return Step::quit;
  }
  cp::enter_district(desk.run);
  desk.save();
  return Step::moved;
}

}  // namespace text_run

namespace {

using namespace text_run;

text_run::Step play_stage(Desk& desk) {
  switch (desk.run.stage) {
    case cp::Stage::intro:
      return intro(desk);
    case cp::Stage::walking:
      return map(desk);
    case cp::Stage::black_market:
      return black_market(desk);
    case cp::Stage::rumour:
      return rumour(desk);
    case cp::Stage::pawnshop:
      return pawnshop(desk);
    case cp::Stage::quiet_room:
      return quiet_room(desk);
    case cp::Stage::table:
      return table(desk);
    case cp::Stage::results:
      return results(desk);
    case cp::Stage::won:
    case cp::Stage::lost:
      break;
  }
  return Step::quit;
}

int play(ui::Campaign& campaign, cp::Run& run, Console& console) {
  Desk desk{console, campaign, run};
  for (;;) {
    if (run.over()) return end_run(desk);
    if (play_stage(desk) == Step::quit) {
      desk.save();
      const int signal = caught_stop_signal();
      console.say(
          (signal != 0 ? "Stopped by " + stop_signal_name(signal) + ": the run" : "The run") +
          " is saved; gavel continue (--text) goes on from here.");
      return 0;
    }
  }
}

std::optional<int> ask_ascension(Console& console, int unlocked) {
  console.say("Choose the ascension level, 0 to " + std::to_string(unlocked) +
              ": each adds a modifier to those below.");
  for (int level = 1; level <= unlocked; ++level) {
    for (const std::string& modifier : cp::ascension_modifiers(level))
      console.say("  " + std::to_string(level) + ": " + modifier);
  }
  for (;;) {
    console.say("Ascension? (0 to " + std::to_string(unlocked) +
                ", Enter: " + std::to_string(unlocked) + ")");
    const std::optional<std::string> typed = console.read();
    if (!typed || *typed == "q") return std::nullopt;
    if (typed->empty()) return unlocked;
    const auto level = parse_integer(*typed);
    if (level && *level >= 0 && *level <= unlocked) return static_cast<int>(*level);
    console.say(quote_input(*typed) + " is not a level you can play; 0 to " +
                std::to_string(unlocked) + ".");
  }
}

}  // namespace

int new_text_run(ui::Campaign& campaign, const ui::NewRunChoice& choice, std::istream& in,
                 std::ostream& out) {
  Console console(in, out);
  if (campaign.run_file.exists()) {
    cp::Run saved;
    const std::optional<bool> opened = open_run(console, campaign, saved);
    if (!opened) return left_damaged_status;
    if (*opened && !abandon(campaign, saved, console)) {
      console.say("The saved run is kept; gavel continue --text goes on with it.");
      return 0;
    }
  }
  const std::optional<cp::Profile> profile = open_profile(console, campaign);
  if (!profile) return left_damaged_status;
  int ascension = choice.ascension.value_or(0);
  if (!choice.ascension && profile->ascension_unlocked > 0) {
    const std::optional<int> level = ask_ascension(console, profile->ascension_unlocked);
    if (!level) return 0;
    ascension = *level;
  }
  const std::uint64_t seed =
      choice.seed ? *choice.seed : (choice.fresh_seed ? choice.fresh_seed() : ui::random_seed());
  cp::Run run = cp::start_run(campaign.content, seed, ascension);
  run.daily = choice.daily;
  store_object(campaign.run_file, run);
  console.say(
      "Gavel, a run in text. help tells the run's rules; ? lists the answers to "
      "every question; q saves and quits.");
  return play(campaign, run, console);
}

int continue_text_run(ui::Campaign& campaign, std::istream& in, std::ostream& out) {
  Console console(in, out);
  cp::Run run;
  const std::optional<bool> opened = open_run(console, campaign, run);
  if (!opened) return left_damaged_status;
  if (!*opened) {
    throw Error("no saved run in " + quote_path(campaign.save_dir().string()) +
                "; 'gavel new' starts one");
  }
  console.say("Gavel: the run of seed " + std::to_string(run.seed) + " goes on.");
  return play(campaign, run, console);
}

}  // namespace gavel
