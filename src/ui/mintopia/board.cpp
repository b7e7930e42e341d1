// The New Mintopia City board on the kit's session: the pages, where its questions
// sit, and the end of the game.

#include <algorithm>

#include "gavel/games/mintopia/chapter.h"
#include "session.h"

namespace gavel::ui::mintopia {

Session::Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings)
    : BoardSessionOf(
          screen, glyphs, match, settings, {mt::chapter(), react, show_board_help},
          {.headline = result_headline,
           .lines = final_scores,
           .tie_rule =
               "Ties go to the fewest Locations, then the most Mints; still tied, the place is "
               "shared.",
           .deals = "Locations"}) {}

Scene Session::table() const {
  return Scene{*view_,         log_.lines(), log_.sources(), sitters_,
               settings_.seed, new_from_,    before_,        settings_.run};
}

bool Session::answers_offer() const {
  return view_->phase == mt::Phase::answer;
}

std::vector<std::string> Session::own_hints() const {
  return {"s scores"};
}

std::optional<Leave> Session::own_page(const Key& key, std::string& /*message*/) {
  if (key.is(U's') || key.is(U'S')) return show_scores(screen_, glyphs_, table());
  return std::nullopt;
}

void Session::draw(const std::string& status, const std::vector<std::string>& hints,
                   int log_columns) {
  // The log keeps left of a question box beside it, so no new line is hidden.
  draw_board(screen_, glyphs_, table(), Focus{}, status, hints, log_columns);
}

// A question sits at the right, as narrow as its answers allow, under the auction
// panel when the zones leave room there, else over the log's right side, so the
// zones and the newest log lines stay in sight; what it asks is said on the status
// line.
BoardSession::Rows Session::place_question(Question& question, const std::string& status) {
  const Scene t = table();
  const Layout layout = lay_out(screen_, t, Focus{}, status);
  int widest = text_width(question.title) + 6;
  for (const MenuItem& item : question.menu.items)
    widest = std::max(widest, text_width(item.label) + 8);
  if (question.number) widest = std::max(widest, 24);
  at_right(question, widest);
  const int top =
      zones_right(screen_, t, layout, Focus{}) < question.left
          ? layout.zones_top
          : std::min(layout.log_rule + 1, std::max(layout.zones_top, layout.status - 3));
  return {top, layout.status - 1};
}

int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings) {
  return play_on<Session>(screen, glyphs, match, settings);
}

ChapterBoard board() {
  return {.chapter = gavel::mintopia::chapter().id, .play = play_board, .react = react};
}

}  // namespace gavel::ui::mintopia
