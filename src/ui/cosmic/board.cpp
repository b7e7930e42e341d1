// The Cosmic Encounter board's loop and the keys every question answers: the hand,
// the pages (help, aliens, scores, log), the moves menu and leaving.

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/ui/title.h"
#include "session.h"

namespace gavel::ui::cosmic {

Session::Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings)
    : screen_(screen),
      glyphs_(glyphs),
      match_(match),
      settings_(settings),
      sitters_(sitters_for(settings, match.state().seats())),
      log_(settings, react) {
  refresh();
}

int Session::run() {
  for (;;) {
    while (match_.step()) {
    }
    const Seat seat = match_.state().to_move();
    refresh();
    // Resumed from a save, the board shows what came since the player's last move.
    if (new_from_ == 0) new_from_ = log_.your_last_move();
    if (seat == nobody) {
      if (settings_.talk && !last_words_said_) log_.last_words(match_.state());
      last_words_said_ = true;
      const Leave leave = show_game_over(screen_, glyphs_, table(), match_.state().standings(),
                                         settings_.rules_summary);
      return leave == Leave::interrupted ? interrupted_status : 0;
    }
    if (seat != settings_.human) {
      throw Error("Cosmic Encounter: seat " + std::to_string(seat) +
                  " has neither the player nor a rival in it");
    }
    const Outcome outcome = decide();
    if (outcome.end == Outcome::End::interrupted) return interrupted_status;
    if (outcome.end == Outcome::End::left) return 0;
    if (outcome.end == Outcome::End::back) continue;
    new_from_ = log_.lines().size();
    last_move_ = outcome.move;
    match_.play(outcome.move);
    keep_before();
    if (settings_.after_move) settings_.after_move();
  }
}

void Session::refresh() {
  const State& state = match_.state();
  view_holder_ = state.view(settings_.human);
  view_ = dynamic_cast<const cs::CosmicView*>(view_holder_.get());
  if (view_ == nullptr) throw Error("the Cosmic Encounter board was given another chapter's game");
  card_ = std::clamp(card_, 0, std::max(0, static_cast<int>(view_->hand.size()) - 1));
  log_.catch_up(state);
}

// What the board marks as new is measured from the view as the player chose.
void Session::keep_before() {
  before_holder_ = match_.state().view(settings_.human);
  before_ = dynamic_cast<const cs::CosmicView*>(before_holder_.get());
}

Table Session::table() const {
  return Table{*view_,   log_.lines(),   log_.voices(),
               sitters_, settings_.seed, new_from_,
               before_,  settings_.run,  view_->hand.empty() ? -1 : card_,
               about_};
}

std::vector<std::string> Session::hints(std::vector<std::string> first) const {
  const std::size_t essential = first.size();
  for (const std::string& more :
       {std::string("? help"), std::string("a aliens"), settings_.leave_hint,
        std::string("m moves"), std::string("s scores"), std::string("L log"),
        std::string("<> hand")})
    first.push_back(more);
  return fit_hints(screen_, glyphs_, std::move(first), essential);
}

Outcome Session::moves_menu(const std::vector<Move>& legal, bool can_back) {
  std::vector<Choice> choices;
  for (Move move : legal)
    choices.push_back({match_.state().to_text(move), move, nullptr});
  return choose_from("Your moves", "Every move you can make now, in the move notation.", choices,
                     can_back);
}

std::optional<Outcome> Session::other_key(const Key& key, const std::vector<Move>& legal,
                                          const std::function<void()>& draw, std::string& message) {
  Leave leave = Leave::back;
  const int cards = static_cast<int>(view_->hand.size());
  const bool back = key.kind == Key::Kind::left || key.is(U'<') || key.is(U',');
  const bool on = key.kind == Key::Kind::right || key.is(U'>') || key.is(U'.');
  if (back || on) {
    about_.clear();
    if (cards > 0) card_ = (card_ + (back ? cards - 1 : 1)) % cards;
  } else if (key.is(U'?')) {
    leave = show_board_help(screen_, glyphs_, settings_.rules_summary, settings_.human);
  } else if (key.is(U'L')) {
    leave = show_full_log(screen_, glyphs_, log_.lines());
  } else if (key.is(U'a') || key.is(U'A')) {
    leave = show_aliens(screen_, glyphs_, table());
  } else if (key.is(U's') || key.is(U'S')) {
    leave = show_scores(screen_, glyphs_, table());
  } else if (key.is(U'm') || key.is(U'M')) {
    const Outcome outcome = moves_menu(legal, true);
    if (outcome.end != Outcome::End::back) return outcome;
  } else if (is_leave_key(key)) {
    if (const auto ending = ask_to_leave(screen_, glyphs_, settings_.leave_question, draw)) {
      return *ending;
    }
  } else if (key.kind != Key::Kind::resize) {
    message = "That key does nothing here; ? lists the keys.";
  }
  if (leave == Leave::interrupted) return ended(Outcome::End::interrupted);
  return std::nullopt;
}

int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings) {
  Session session(screen, glyphs, match, settings);
  return session.run();
}

}  // namespace gavel::ui::cosmic
