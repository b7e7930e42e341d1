// The auction house: the act's chapter played on its board, the game kept in the run
// and saved after every move the player makes, and the results page after it.

#include <algorithm>

#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/core/text.h"
#include "gavel/games/catalog.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/play.h"
#include "gavel/ui/title.h"
#include "parts.h"

namespace gavel::ui::campaign_screens {

namespace {

// How the results read: what a table cost is bad news, what it paid good.
Tone earned_tone(const cp::ChapterResult& result) {
  if (result.tokens < 0 || result.garnets < 0) return Tone::bad;
  return result.tokens > 0 || result.garnets > 0 ? Tone::good : Tone::normal;
}

Tone next_tone(const cp::Run& run) {
  const bool first = run.results.back().places.front() == 1;
  if (run.tokens <= 0) return Tone::bad;
  if (run.last_act()) return first ? Tone::good : Tone::warning;
  return Tone::accent;
}

void draw_results(const Desk& desk) {
  Screen& screen = desk.screen;
  const cp::Run& run = desk.run;
  const cp::ChapterResult& result = run.results.back();
  draw_run_status(desk);
  draw_centred(screen, 2,
               "Act " + std::to_string(run.act + 1) + " of " + std::to_string(run.chapters.size()) +
                   ": " + chapter_title(result.chapter) + ", the results",
               Style{Tone::title, true});
  const std::vector<std::size_t> order = cp::by_place(result);
  // A big table (Auction Auction's twelve) stands in two columns, so what it paid fits.
  const bool two_columns = order.size() > 6 && screen.width() >= 80;
  // Each entry: its place, the rival's glyph, the name, a blank, the score and a blank.
  const int width = two_columns ? 39 : 40;
  const int rows =
      two_columns ? static_cast<int>((order.size() + 1) / 2) : static_cast<int>(order.size());
  const int first_left = std::max(1, (screen.width() - (two_columns ? 2 * width : width)) / 2);
  for (std::size_t i = 0; i < order.size(); ++i) {
    const std::size_t seat = order[i];
    const int row = 4 + static_cast<int>(i) % rows;
    const int left = first_left + static_cast<int>(i) / rows * width;
    const Style style = seat == 0 ? Style{Tone::accent, true} : plain;
    screen.text(row, left, pad(ordinal(result.places[seat]), 5), style);
    if (const Rival* rival = desk.content().roster.find(result.seats[seat])) {
      screen.text(row, left + 5, std::string(1, rival->glyph),
                  Style{Tone::normal, true, false, hue_of(rival->colour)});
    }
    const std::string score = cp::score_words(result, seat);
    const int score_width = std::max(6, text_width(score));
    const int name_room = width - 7 - 1 - score_width - 1;
    // A name too long beside a hand's name shows by its first word, never cut.
    std::string name = seat_name(desk.content(), result.seats[seat], seat);
    if (text_width(name) > name_room) name = name.substr(0, name.find(' '));
    screen.text(row, left + 7, pad(name, name_room), style);
    screen.text(row, left + width - 1 - score_width, pad_left(score, score_width), style);
  }
  int row = 4 + rows + 1;
  const int place = result.places.front();
  const bool tied = std::count(result.places.begin(), result.places.end(), place) > 1;
  draw_centred(screen, row++,
               "You finished " + ordinal(place) + (tied ? " (tied)" : "") + " of " +
                   std::to_string(result.places.size()) + ".",
               Style{Tone::normal, true});
  const Chapter* chapter = find_chapter(result.chapter);
  const bool paid_by_rules = chapter != nullptr && chapter->payout;
  for (const std::string& line : wrap_text(cp::earned_words(run), screen.width() - 6))
    draw_centred(screen, row++, line, styled(earned_tone(result)));
  for (const std::string& reason : result.reasons) {
    for (const std::string& line : wrap_text(reason, screen.width() - 6))
      draw_centred(screen, row++, line);
  }
  const std::string grudges = cp::grudge_words(run, desk.content());
  if (!grudges.empty()) {
    if (!paid_by_rules) ++row;
    for (const std::string& line : wrap_text(grudges, screen.width() - 6))
      draw_centred(screen, row++, line, styled(Tone::warning));
  }
}

}  // namespace

Exit play_table(Desk& desk) {
  cp::TablePlay table(desk.run, desk.content(), desk.campaign.content_dir);
  // A new game is dealt and the boons fixed in the run now: keep them.
  desk.save();
  BoardSettings settings;
  settings.rivals = table.seats();
  settings.seed = desk.run.table.seed;
  settings.run = RunStanding{desk.run.seed, desk.run.tokens, cp::max_tokens, desk.run.garnets};
  settings.rules_summary = table.chapter().rules_summary;
  settings.leave_question = "Save and quit to the title? (y/n)";
  settings.leave_hint = "q save and quit";
  settings.notes = &desk.run.table.notes;  // the notebook's marks go into the save
  settings.after_move = [&] {
    table.record();
    desk.save();
  };
  settings.dealt = [&] { return cp::table_deal(desk.run, desk.campaign.content_dir); };
  // The board tells every line of this table, from its start when picked up from a
  // save: the run keeps them once the table is over.
  settings.said_before = desk.run.said;
  std::vector<std::string> heard;
  settings.heard = [&](const std::string& said) { heard.push_back(said); };
  const int status = play_board(desk.screen, desk.glyphs, table.chapter(), table.match(), settings);
  const bool interrupted = status == interrupted_status;
  if (table.match().state().over()) {
    desk.run.said.insert(desk.run.said.end(), heard.begin(), heard.end());
    table.finish();
    desk.save();
    return interrupted ? Exit::interrupted : Exit::moved;
  }
  // The table cannot be forfeited: leaving it keeps the game for Continue.
  table.record();
  desk.save();
  return interrupted ? Exit::interrupted : Exit::quit;
}

Exit show_results(Desk& desk) {
  // The results come after the rivals' last moves: keys typed at the table are not
  // answers to them.
  desk.screen.drop_typed_keys();
  std::string message;
  auto draw = [&] {
    draw_results(desk);
    draw_message(desk, message.empty() ? cp::next_words(desk.run) : message,
                 styled(message.empty() ? next_tone(desk.run) : Tone::warning));
    draw_footer(
        desk.screen, desk.glyphs,
        fit_hints(desk.screen, desk.glyphs, {"Enter go on", "? help", "q save and quit"}, 1));
  };
  if (const auto exit = wait_for_enter(desk, draw, message, "Enter goes on; ? lists the keys.")) {
    return *exit;
  }
  cp::move_on(desk.run, desk.content());
  desk.save();
  return Exit::moved;
}

}  // namespace gavel::ui::campaign_screens
