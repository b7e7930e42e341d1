// The Auction Auction board on the kit's session: the pages (help, deals, access
// results, notebook), where its questions sit, and the end of the game.

#include <algorithm>

#include "gavel/core/text.h"
#include "gavel/games/auction_auction/chapter.h"
#include "gavel/games/auction_auction/moves.h"
#include "session.h"

namespace gavel::ui::auction_auction {

Session::Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings)
    : BoxBesideLog(screen, glyphs, match, settings, {aa::chapter(), react, show_board_help},
                   {.headline = result_headline,
                    .lines = final_hands,
                    .name = "final hands",
                    .tie_rule = "Equal hands go to more red cubes, then yellow, then green, then "
                                "more cash; still equal, the place is shared.",
                    .deals = "lots"}),
      notes_(settings.notes != nullptr ? settings.notes : &own_notes_) {}

Scene Session::table() const {
  // The run brought its garnets to the table: those traded here are gone from the
  // run's count on the top line as from the panel's.
  std::optional<RunStanding> run = settings_.run;
  if (run && view_->garnets < run->garnets) run->garnets = view_->garnets;
  return Scene{*view_,         log_.lines(), log_.sources(), sitters_, *notes_,
               settings_.seed, new_from_,    before_,        run};
}

Leave Session::show_news(Seat to_move) {
  if (to_move == nobody || planning()) return Leave::back;
  // The lots sold where the player stood, then the access results: news a page says
  // whole, the lots first as they came first.
  const int sold = lots_sold_round(*view_);
  if (sold > lot_page_shown_) {
    lot_page_shown_ = sold;
    fresh_question();
    if (show_lot_results(screen_, glyphs_, table(), sold) == Leave::interrupted)
      return Leave::interrupted;
  }
  int round = 0;
  if (shown_location(*view_, round) == aa::unknown || round <= access_page_shown_)
    return Leave::back;
  access_page_shown_ = round;
  fresh_question();
  return show_access_results(screen_, glyphs_, table(), round);
}

bool Session::answers_offer() const {
  return view_->step == aa::Step::deal_answer;
}

std::vector<std::string> Session::own_hints() const {
  return {"n notebook", "d deals", "a access", "r lot results"};
}

void Session::notes_changed() {
  // In a run the notes live in the save, which after_move writes.
  if (settings_.notes != nullptr && settings_.after_move) settings_.after_move();
}

std::optional<Leave> Session::own_page(const Key& key, std::string& message) {
  if (key.is(U'd') || key.is(U'D')) return show_deals(screen_, glyphs_, table());
  if (key.is(U'n') || key.is(U'N'))
    return show_notebook(screen_, glyphs_, table(), *notes_, [this] { notes_changed(); });
  if (key.is(U'a') || key.is(U'A')) {
    int round = 0;
    if (shown_location(*view_, round) != aa::unknown)
      return show_access_results(screen_, glyphs_, table(), round);
    message = "No access bids are revealed yet.";
    return Leave::back;
  }
  if (key.is(U'r') || key.is(U'R')) {
    const int sold = lots_sold_round(*view_);
    if (sold >= 0) return show_lot_results(screen_, glyphs_, table(), sold);
    message = "No lots are sold yet where you stood.";
    return Leave::back;
  }
  return std::nullopt;
}

Outcome Session::choose(const std::string& title, const std::string& explain,
                        const std::vector<Choice>& choices, bool can_back) {
  // What is asked goes on the status line, which has room for it; the box keeps its
  // rows for the answers.
  return choose_from(title, explain.empty() ? waiting_words(table()) : explain, choices, can_back);
}

std::optional<int> Session::ask_amount(const std::string& title, const std::string& explain,
                                       int low, int high, int start, bool can_back,
                                       Outcome& ended_by) {
  NumberQuestion question;
  question.title = title;
  question.status = explain.empty() ? waiting_words(table()) : explain;
  question.low = low;
  question.high = high;
  question.start = start;
  question.can_back = can_back;
  const Move garnet = aa::make_move(aa::Kind::trade_garnet);
  if (is_legal(legal(), garnet)) {
    question.own_hints.emplace_back("g garnet for " + dollars(view_->table->garnet_cash));
    question.own_key = [garnet](const Key& key) -> std::optional<Outcome> {
      if (key.is(U'g') || key.is(U'G')) return chosen(garnet);
      return std::nullopt;
    };
  }
  return ask_number(question, ended_by);
}

int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings) {
  return play_on<Session>(screen, glyphs, match, settings);
}

ChapterBoard board() {
  return {.chapter = gavel::auction_auction::chapter().id, .play = play_board, .react = react};
}

}  // namespace gavel::ui::auction_auction
