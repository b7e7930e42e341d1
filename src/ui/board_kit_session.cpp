// The board kit's session: the loop, the keys every question answers, and the menu
// and number questions every board asks in its own box.

#include "gavel/ui/board_kit_session.h"

#include <algorithm>

#include "gavel/ai/blunder.h"
#include "gavel/core/text.h"
#include "gavel/ui/log_panel.h"
#include "gavel/ui/title.h"

namespace gavel::ui {

namespace {

constexpr const char* moves_title = "Your moves";
// The status rows every board's foot gives a reason (Foot::status_rows) at 80x24.
constexpr int why_rows = 2;

}  // namespace

BoardSession::BoardSession(Screen& screen, const Glyphs& glyphs, Match& match,
                           const BoardSettings& settings, BoardBasics basics)
    : screen_(screen),
      glyphs_(glyphs),
      match_(match),
      settings_(settings),
      sitters_(sitters_for(settings, match.state().seats())),
      log_(settings, std::move(basics.react), std::move(basics.topic)),
      title_(basics.chapter.title),
      help_(basics.help),
      adviser_(basics.chapter) {}

Leave BoardSession::show_help() {
  return help_(screen_, glyphs_, settings_.rules_summary, settings_.human);
}

void BoardSession::draw_asking(Question& question, const std::string& status,
                               const std::vector<std::string>& hints) {
  const Rows rows = place_question(question, status);
  draw(status, hints, question.width > 0 ? question.left : 0);
  draw_box(question, rows);
}

void BoardSession::draw_box(const Question& question, const Rows& rows) {
  if (!rows.log_below) {
    draw_question(screen_, glyphs_, rows.top, rows.bottom, question);
    return;
  }
  // What the rivals did since the player's move stays readable beside the question:
  // the box gives the log a rule and four rows where its text stays whole and three
  // answers stay in view (a longer menu scrolls).
  constexpr int least_log_rows = 5;
  int bottom = rows.bottom;  // the box's last row
  if (rows.bottom - rows.top - fit_question(screen_, question, rows.top, bottom).height <
          least_log_rows &&
      fit_question(screen_, question, rows.top, rows.bottom - least_log_rows - 1).roomy)
    bottom = rows.bottom - least_log_rows - 1;
  const int rule = rows.top + fit_question(screen_, question, rows.top, bottom).height;
  const int log_rows = rows.bottom - rule - 1;
  if (log_rows >= 1) {
    for (int row = rule; row < rows.bottom; ++row)
      screen_.text(row, 0, std::string(static_cast<std::size_t>(screen_.width()), ' '));
    draw_table_log(screen_, glyphs_,
                   TableLogView{log_.lines(), log_.sources(), sitters_, new_from_, settings_.human},
                   rule, rule + 1, log_rows);
  }
  draw_question(screen_, glyphs_, rows.top, bottom, question);
}

void BoardSession::at_right(Question& question, int width) const {
  question.width = std::min(width, screen_.width());
  question.left = screen_.width() - question.width;
}

std::optional<int> BoardSession::ask_number(const std::string& title, const std::string& status,
                                            int low, int high, int start, Outcome& ended_by) {
  NumberQuestion question;
  question.title = title;
  question.status = status;
  question.low = low;
  question.high = high;
  question.start = start;
  return ask_number(question, ended_by);
}

int BoardSession::run() {
  for (;;) {
    while (match_.step())
      stepped();
    const Seat seat = match_.state().to_move();
    refresh();
    // Resumed from a save, the board shows what came since the player's last move.
    if (new_from_ == 0) new_from_ = log_.your_last_move();
    if (show_news(seat) == Leave::interrupted) return interrupted_status;
    if (seat == nobody) {
      // The final scores go to each seat in its own words, which table talk never
      // follows; the rivals' last words come after them, once, as the game ends here.
      if (settings_.talk && !last_words_said_) log_.last_words(match_.state());
      last_words_said_ = true;
      fresh_question();
      return show_end() == Leave::interrupted ? interrupted_status : 0;
    }
    if (seat != settings_.human) {
      throw Error(title_ + ": seat " + std::to_string(seat) +
                  " has neither the player nor a rival in it");
    }
    Move move;
    const bool planned = !queued_.empty() && is_legal(legal_, queued_.front());
    if (planned) {
      move = queued_.front();
      queued_.pop_front();
    } else {
      queued_.clear();
      if (answers_offer()) fresh_question();
      const Outcome outcome = decide();
      if (outcome.end == Outcome::End::interrupted) return interrupted_status;
      if (outcome.end == Outcome::End::left) return 0;
      if (outcome.end == Outcome::End::back || outcome.move == ask_again) continue;
      move = outcome.move;
    }
    if (!is_legal(legal_, move)) {
      // A fault of the board's, never the player's: the game goes on.
      queued_.clear();
      notice_ = "The board offered a move that is not legal now (code " +
                std::to_string(move.code) + "); nothing was played. Please choose again.";
      continue;
    }
    const Answer answer = confirm(move);
    if (answer == Answer::interrupted) return interrupted_status;
    if (answer == Answer::no) {
      queued_.clear();
      notice_ = "Nothing was played: choose again.";
      continue;
    }
    if (!planned) new_from_ = log_.lines().size();
    match_.play(move);
    moved();
    if (settings_.after_move) settings_.after_move();
  }
}

void BoardSession::refresh() {
  const State& state = match_.state();
  view_holder_ = state.view(settings_.human);
  take_view(*view_holder_);
  log_.catch_up(state);
  legal_ = state.legal_moves();
  advice_ = Advice{ask_again, {}};
  // The search reads what the view to search holds (State::view_to_search).
  if (settings_.advice && state.to_move() == settings_.human && !legal_.empty())
    advice_ = adviser_.advise(*state.view_to_search(settings_.human), legal_);
}

std::optional<Move> BoardSession::advice_after(const std::vector<Move>& moves) {
  if (!settings_.advice) return std::nullopt;
  std::unique_ptr<State> ahead = match_.state().clone();
  for (const Move move : moves) {
    if (ahead->to_move() != settings_.human || !is_legal(ahead->legal_moves(), move))
      return std::nullopt;
    ahead->apply(move);
  }
  if (ahead->to_move() != settings_.human) return std::nullopt;
  const std::vector<Move> legal = ahead->legal_moves();
  return adviser_.advise(*ahead->view_to_search(settings_.human), legal).move;
}

int BoardSession::index_of(const std::vector<Choice>& choices, std::optional<Move> move) {
  for (std::size_t i = 0; move && i < choices.size(); ++i) {
    if (!choices[i].then && choices[i].move == *move) return static_cast<int>(i);
  }
  return -1;
}

int BoardSession::advised_index(const std::vector<Choice>& choices) const {
  if (const int at = index_of(choices, advice_.move); at >= 0) return at;
  for (std::size_t i = 0; i < choices.size(); ++i) {
    if (choices[i].advised) return static_cast<int>(i);
  }
  return 0;
}

Answer BoardSession::confirm(Move move) {
  const std::optional<std::string> question = grave(*view_holder_, move);
  if (!question) return Answer::yes;
  // With nothing else to play there is nothing to think twice about.
  const bool other =
      std::any_of(legal_.begin(), legal_.end(), [&](Move m) { return !grave(*view_holder_, m); });
  if (!other) return Answer::yes;
  fresh_question();
  return ask_yes_no(screen_, glyphs_, named(*question) + " (y/N)",
                    [&] { draw_at_rest(named(*question)); });
}

std::string BoardSession::why_words() const {
  if (legal_.empty()) return "Nothing to decide now.";
  if (!advising()) return "This table has no adviser: each question opens on its first answer.";
  return "Adviser: " + match_.state().to_text(advice_.move) + ". " + named(advice_.why);
}

std::string BoardSession::take_notice() {
  std::string notice;
  notice.swap(notice_);
  return notice;
}

std::string BoardSession::named(std::string_view text) const {
  std::vector<std::string> names;
  for (Seat seat = 0; seat < static_cast<Seat>(sitters_.size()); ++seat) {
    const std::string name = sitter_name(sitters_, seat);
    names.push_back(seat == settings_.human || name == seat_text(seat) ? std::string() : name);
  }
  return name_seats(text, names);
}

std::vector<std::string> BoardSession::hints(std::vector<std::string> first, bool h_moves) const {
  const std::size_t essential = first.size();
  for (const std::string& more :
       {std::string("? help"), settings_.leave_hint, std::string(h_moves ? "w why" : "h why")})
    first.push_back(more);
  for (std::string& own : own_hints())
    first.push_back(std::move(own));
  for (const char* more : {"m moves", "L log"})
    first.emplace_back(more);
  return fit_hints(screen_, glyphs_, std::move(first), essential);
}

Leave BoardSession::show_game_over(const FinalPage& page) {
  const std::string status =
      "The game is over: " + page.headline + " Enter: the " + page.name + ".";
  std::vector<std::string> keys = {"Enter " + page.name, "? help", "L log"};
  for (std::string& own : own_hints())
    keys.push_back(std::move(own));
  std::string message;  // what the board's own key answered, once
  for (;;) {
    const Key key = next_key(screen_, glyphs_, [&] {
      draw(message.empty() ? status : message, fit_hints(screen_, glyphs_, keys, 1), 0);
    });
    if (key.kind == Key::Kind::interrupt) return Leave::interrupted;
    message.clear();
    std::optional<Leave> leave;
    if (key.is(U'?')) {
      leave = show_help();
    } else if (key.is(U'L')) {
      leave = show_full_log(screen_, glyphs_, log_.lines());
    } else {
      leave = own_page(key, message);
    }
    if (!leave) break;
    if (*leave == Leave::interrupted) return *leave;
  }
  std::vector<std::string> text = {page.headline, ""};
  text.insert(text.end(), page.lines.begin(), page.lines.end());
  for (std::string& line :
       final_page_ending(log_.lines(), log_.sources(), page.tie_rule, settings_.seed, page.deals))
    text.push_back(std::move(line));
  return show_page(screen_, glyphs_, title_ + " " + std::string(glyphs_.dash) + " " + page.name,
                   text);
}

std::optional<Outcome> BoardSession::common_key(const Key& key, const std::function<void()>& draw,
                                                std::string& message) {
  Leave leave = Leave::back;
  if (key.is(U'?')) {
    leave = show_help();
  } else if (key.is(U'L')) {
    leave = show_full_log(screen_, glyphs_, log_.lines());
  } else if (key.is(U'h') || key.is(U'H') || key.is(U'w') || key.is(U'W')) {
    // The status line holds two rows; a longer reason is read in a box over the board.
    const std::string words = why_words();
    if (static_cast<int>(wrap_text(words, screen_.width() - 2).size()) <= why_rows) {
      message = words;
    } else {
      leave = show_note(screen_, glyphs_, words, draw);
    }
  } else if ((key.is(U'm') || key.is(U'M')) && !in_moves_menu_) {
    const Outcome outcome = moves_menu(true);
    if (outcome.end != Outcome::End::back) return outcome;
  } else if (is_leave_key(key)) {
    fresh_question();
    if (const auto ending = ask_to_leave(screen_, glyphs_, settings_.leave_question, draw)) {
      return *ending;
    }
  } else if (const std::optional<Leave> page = own_page(key, message)) {
    leave = *page;
  } else if (key.kind != Key::Kind::resize && !key.is(U'm') && !key.is(U'M')) {
    message = "That key does nothing here; ? lists the keys.";
  }
  if (leave == Leave::interrupted) return ended(Outcome::End::interrupted);
  return std::nullopt;
}

Outcome BoardSession::moves_menu(bool can_back) {
  std::vector<Choice> choices;
  for (const Move move : legal_)
    choices.push_back({match_.state().to_text(move), move, nullptr});
  in_moves_menu_ = true;
  const Outcome outcome = choose_from(
      moves_title, "Every move you can make now, in the move notation.", choices, can_back);
  in_moves_menu_ = false;
  return outcome;
}

Outcome BoardSession::choose_from(const std::string& title, const std::string& status,
                                  const std::vector<Choice>& choices, bool can_back,
                                  std::optional<int> cursor) {
  Question question;
  question.title = title;
  for (const Choice& choice : choices)
    question.menu.items.push_back({choice.label, "", true, ""});
  const int last = std::max(0, static_cast<int>(choices.size()) - 1);
  question.menu.cursor = std::clamp(cursor.value_or(advised_index(choices)), 0, last);
  std::string message = take_notice();
  std::vector<std::string> first = {std::string(glyphs_.up_down) + " choose", "Enter confirm"};
  if (can_back) first.emplace_back("Esc back");
  for (;;) {
    const Choice* under =
        choices.empty() ? nullptr : &choices[static_cast<std::size_t>(question.menu.cursor)];
    if (under != nullptr && under->hover) under->hover();
    auto draw = [&] { draw_asking(question, message.empty() ? status : message, hints(first)); };
    const Key key = next_key(screen_, glyphs_, draw);
    if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
    message.clear();
    if (steer_menu(question.menu, key)) continue;
    if (key.kind == Key::Kind::escape && can_back) return ended(Outcome::End::back);
    if (key.kind == Key::Kind::enter && under != nullptr) {
      if (!under->then) return chosen(under->move);
      const Outcome outcome = under->then();
      if (outcome.end != Outcome::End::back) return outcome;
      continue;
    }
    if (auto outcome = common_key(key, draw, message)) return *outcome;
  }
}

std::optional<int> BoardSession::ask_number(const NumberQuestion& asked, Outcome& ended_by) {
  Question question;
  question.title = asked.title;
  question.number = std::clamp(asked.start, asked.low, asked.high);
  question.low = asked.low;
  question.high = asked.high;
  std::string typed;
  std::string message = take_notice();
  std::vector<std::string> first = {"0-9 +/- amount", "Enter confirm"};
  if (asked.can_back) first.emplace_back("Esc back");
  first.insert(first.end(), asked.own_hints.begin(), asked.own_hints.end());
  for (;;) {
    auto draw = [&] {
      draw_asking(question, message.empty() ? asked.status : message, hints(first));
    };
    const Key key = next_key(screen_, glyphs_, draw);
    if (key.kind == Key::Kind::interrupt) {
      ended_by = ended(Outcome::End::interrupted);
      return std::nullopt;
    }
    message.clear();
    if (edit_number(*question.number, typed, key, asked.low, asked.high)) continue;
    if (key.kind == Key::Kind::enter) {
      if (*question.number >= asked.low && *question.number <= asked.high) return question.number;
      message =
          "Choose from " + std::to_string(asked.low) + " to " + std::to_string(asked.high) + ".";
      continue;
    }
    if (key.kind == Key::Kind::escape && asked.can_back) {
      ended_by = ended(Outcome::End::back);
      return std::nullopt;
    }
    if (asked.own_key) {
      if (auto outcome = asked.own_key(key)) {
        ended_by = *outcome;
        return std::nullopt;
      }
    }
    if (auto outcome = common_key(key, draw, message)) {
      ended_by = *outcome;
      return std::nullopt;
    }
  }
}

}  // namespace gavel::ui
