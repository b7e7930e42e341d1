// The New Mintopia City board on the kit's session: the pages, where its questions
// sit, and the end of the game.

#include <algorithm>

#include "gavel/games/mintopia/chapter.h"
#include "session.h"

namespace gavel::ui::mintopia {

Session::Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings)
    : BoardSessionOf(screen, glyphs, match, settings, mt::chapter(), react) {}

Table Session::table() const {
  return Table{*view_,         log_.lines(), log_.voices(), sitters_,
               settings_.seed, new_from_,    before_,       settings_.run};
}

Leave Session::show_help() {
  return show_board_help(screen_, glyphs_, settings_.rules_summary, settings_.human);
}

Leave Session::show_end() {
  return show_game_over(screen_, glyphs_, table(), match_.state().standings(),
                        settings_.rules_summary);
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

// A question sits at the right, as narrow as its answers allow, under the auction
// panel when the zones leave room there, else over the log's right side, so the
// zones and the newest log lines stay in sight; what it asks is said on the status
// line.
void Session::draw_asking(Question& question, const std::string& status,
                          const std::vector<std::string>& hints) {
  const Table t = table();
  draw_board(screen_, glyphs_, t, Focus{}, status, hints);
  const Layout layout = lay_out(screen_, t, Focus{}, status);
  int widest = text_width(question.title) + 6;
  for (const MenuItem& item : question.menu.items)
    widest = std::max(widest, text_width(item.label) + 8);
  if (question.number) widest = std::max(widest, 24);
  question.width = std::min(widest, screen_.width());
  question.left = screen_.width() - question.width;
  const int top =
      zones_right(screen_, t, layout, Focus{}) < question.left
          ? layout.zones_top
          : std::min(layout.log_rule + 1, std::max(layout.zones_top, layout.status - 3));
  draw_question(screen_, glyphs_, top, layout.status - 1, question);
}

void Session::draw_at_rest(const std::string& status) {
  draw_board(screen_, glyphs_, table(), Focus{}, status, {});
}

std::optional<int> Session::ask_amount(const std::string& title, const std::string& explain,
                                       int low, int high, int start, Outcome& ended_by) {
  NumberQuestion question;
  question.title = title;
  question.status = explain;
  question.low = low;
  question.high = high;
  question.start = start;
  return ask_number(question, ended_by);
}

int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings) {
  Session session(screen, glyphs, match, settings);
  return session.run();
}

}  // namespace gavel::ui::mintopia
