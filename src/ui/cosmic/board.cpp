// The Cosmic Encounter board on the kit's session: the hand, the pages (help, aliens,
// scores), where its questions sit, and the end of the game.

#include <algorithm>

#include "gavel/games/cosmic/chapter.h"
#include "session.h"

namespace gavel::ui::cosmic {

Session::Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings)
    : BoxBesideLog(screen, glyphs, match, settings, {cs::chapter(), react, show_board_help},
                   {.headline = result_headline,
                    .lines = final_scores,
                    .tie_rule = "Players who reach the foreign colonies needed in the same "
                                "encounter share the win; a game stopped by the turn limit "
                                "places by foreign colonies, ties sharing the place.",
                    .deals = "cards"}) {}

void Session::take_view(const View& view) {
  BoardSessionOf::take_view(view);
  card_ = std::clamp(card_, 0, std::max(0, static_cast<int>(view_->hand.size()) - 1));
}

Scene Session::table() const {
  return Scene{*view_,   log_.lines(),   log_.sources(),
               sitters_, settings_.seed, new_from_,
               before_,  settings_.run,  view_->hand.empty() ? -1 : card_,
               about_};
}

bool Session::answers_offer() const {
  return view_->phase == cs::Phase::deal_answer;
}

std::vector<std::string> Session::own_hints() const {
  return {"a aliens", "s scores", "c cards", "<> hand"};
}

std::optional<Leave> Session::own_page(const Key& key, std::string& /*message*/) {
  const int cards = static_cast<int>(view_->hand.size());
  const bool back = key.kind == Key::Kind::left || key.is(U'<') || key.is(U',');
  const bool on = key.kind == Key::Kind::right || key.is(U'>') || key.is(U'.');
  if (back || on) {
    about_.clear();
    if (cards > 0) card_ = (card_ + (back ? cards - 1 : 1)) % cards;
    return Leave::back;
  }
  if (key.is(U'a') || key.is(U'A')) return show_aliens(screen_, glyphs_, table());
  if (key.is(U's') || key.is(U'S')) return show_scores(screen_, glyphs_, table());
  if (key.is(U'c') || key.is(U'C')) return show_cards(screen_, glyphs_, table());
  return std::nullopt;
}

Choice Session::choice(std::string label, Move move, std::function<Outcome()> then, int card,
                       std::string about) {
  Choice made{std::move(label), move, std::move(then)};
  made.hover = [this, card, about = std::move(about)] {
    if (card >= 0) card_ = card;
    about_ = about;
  };
  return made;
}

Outcome Session::choose(const std::string& title, const std::string& explain,
                        const std::vector<Choice>& choices, bool can_back,
                        std::optional<int> cursor) {
  const Outcome outcome = choose_from(title, explain.empty() ? waiting_words(table()) : explain,
                                      choices, can_back, cursor);
  about_.clear();
  return outcome;
}

int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings) {
  return play_on<Session>(screen, glyphs, match, settings);
}

ChapterBoard board() {
  return {.chapter = gavel::cosmic::chapter().id,
          .play = play_board,
          .deal_shown = deal_shown,
          .react = react};
}

}  // namespace gavel::ui::cosmic
