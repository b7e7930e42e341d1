#pragma once
// The board kit's session: the loop every chapter's board runs, written once
// (man gavel, "Every board"). Rivals and chance play through the match until the player
// must decide; the board then shows the player's view and asks. Whatever the board
// answers, the kit checks against the legal moves (a move that is not legal is the
// board's fault: it is said in one line and the question is asked again, never an
// exit), asks "... (y/N)" before a grave move while another move is open
// (ai/blunder.h), plays it and calls BoardSettings::after_move, where a run saves.
// When the game ends the rivals say their last words and the board shows its last
// pages.
//
// A board derives from BoardSessionOf<its view, its table> (or from BoxBesideLog or
// BoxAcross, below, which place its question box) and supplies only what is its own:
// how it asks each decision, its pages and its key hints. Every question answers the
// same keys (? help, L log, m moves, h why (w where h moves a cursor), q or Esc to
// leave) and opens with the same answer under Enter: the adviser's (ai/adviser.h),
// the chapter's scripted rival at full skill in the player's seat. Questions the
// player did not cause (a rival's offer, a results page, the leave question, a grave
// move's question) drop the keys typed before they opened.

#include <algorithm>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/ai/adviser.h"
#include "gavel/core/chapter.h"
#include "gavel/core/error.h"
#include "gavel/core/match.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/table.h"

namespace gavel::ui {

// A move no chapter makes: a further question that ends with it has the menu asked
// again (a player ticked in a list), and the kit's loop asks the decision again.
inline constexpr Move ask_again{-1};

// An answer in a menu: it plays `move`, or opens a further question (`then`).
struct Choice {
  Choice(std::string label_, Move move_, std::function<Outcome()> then_ = nullptr,
         bool advised_ = false)
      : label(std::move(label_)), move(move_), then(std::move(then_)), advised(advised_) {}

  std::string label;
  Move move;
  // Set: asked when chosen; backing out of it returns to this menu.
  std::function<Outcome()> then;
  // An answer that opens a further question is advised when the adviser's move lies
  // behind it: the cursor starts there.
  bool advised = false;
  // Called while the cursor rests on the answer, for a board that shows what it means.
  std::function<void()> hover;
};

// A number asked in the board's question box, from `low` to `high`.
struct NumberQuestion {
  std::string title;
  std::string status;  // what is asked, on the status line
  int low = 0;
  int high = 0;
  int start = 0;  // where the number starts: the adviser's amount where it has one
  bool can_back = true;
  std::vector<std::string> own_hints;  // the board's own keys here, after the kit's first
  // The board's own keys in this question (Auction Auction's g trades a garnet): an
  // outcome ends the question with it.
  std::function<std::optional<Outcome>(const Key&)> own_key;
};

// A board's help page: its keys and marks, then the chapter's rules.
using HelpPage = Leave (*)(Screen& screen, const Glyphs& glyphs, const std::string& rules_summary,
                           Seat human);

// What a chapter's board hands the kit besides its hooks: its chapter (its adviser,
// its name in messages), what the log's lines make its rivals say, its help page.
struct BoardBasics {
  Chapter chapter;
  TableLog::Reaction react;
  HelpPage help = nullptr;
  TableLog::Topic topic = nullptr;  // what a line is about that a later one can undo
};

class BoardSession {
 public:
  virtual ~BoardSession() = default;
  BoardSession(const BoardSession&) = delete;
  BoardSession& operator=(const BoardSession&) = delete;

  // Plays from wherever the match stands until the game is over (after its last
  // pages) or the player leaves. Returns 0, or interrupted_status (title.h).
  int run();

 protected:
  BoardSession(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings,
               BoardBasics basics);

  // ---- What each board supplies ----

  // The player's view, new after a move: the board keeps its own kind of view.
  virtual void take_view(const View& view) = 0;
  // Asks the decision at hand: a legal move, or how the question ended.
  virtual Outcome decide() = 0;
  // The board's pages once the game is over: the board as it ended, the scores.
  virtual Leave show_end() = 0;
  // Draws the board as it stands, `status` above the key `hints`, the log kept left of
  // `log_columns` when that is set (a question box beside it).
  virtual void draw(const std::string& status, const std::vector<std::string>& hints,
                    int log_columns) = 0;
  // Where this board asks its questions: it sets the box's columns (Question::left and
  // width, or none for the width of the screen) and gives its first and last rows.
  struct Rows {
    int top = 0;
    int bottom = 0;
    // The box lies across the log panel: the log is drawn again in the rows under it.
    bool log_below = false;
  };
  virtual Rows place_question(Question& question, const std::string& status) = 0;
  // Pages the board shows before the next decision (a round's results), or nothing.
  virtual Leave show_news(Seat /*to_move*/) { return Leave::back; }
  // After the player's move is played, and after each move of chance or a rival.
  virtual void moved() {}
  virtual void stepped() {}
  // A key of the board's own pages (s scores, a aliens): how the page was left, or
  // nothing for a key the board does not know.
  virtual std::optional<Leave> own_page(const Key& /*key*/, std::string& /*message*/) {
    return std::nullopt;
  }
  // Those pages' key hints ("s scores"), after the kit's first ones.
  virtual std::vector<std::string> own_hints() const { return {}; }
  // Whether the decision answers a rival's offer: the player did not cause it.
  virtual bool answers_offer() const { return false; }

  // ---- What the kit gives each board ----

  const std::vector<Move>& legal() const { return legal_; }
  // The adviser's answer to the decision at hand; its move is ask_again when the
  // table has no adviser (BoardSettings::advice) or nothing is to be decided.
  const Advice& advice() const { return advice_; }
  bool advising() const { return advice_.move != ask_again; }
  // What the adviser would answer once the player's own `moves` are played (the
  // later steps of something asked at once, such as a deal's terms): nothing when
  // the player would not be to move then.
  std::optional<Move> advice_after(const std::vector<Move>& moves);
  // The answer the cursor starts on: the one that plays the adviser's move, else
  // the first advised one, else the first.
  int advised_index(const std::vector<Choice>& choices) const;
  // The answer that plays `move` (not one that opens a further question), or -1.
  static int index_of(const std::vector<Choice>& choices, std::optional<Move> move);

  // A menu in the board's question box; `cursor` overrides advised_index. `status`
  // says what is asked.
  Outcome choose_from(const std::string& title, const std::string& status,
                      const std::vector<Choice>& choices, bool can_back,
                      std::optional<int> cursor = std::nullopt);
  // A number in the board's question box: typed, or stepped with + - and the arrows,
  // and never outside low..high. Nothing when the question ended otherwise (`ended`
  // says how: backed out, a move from the moves menu, left, interrupted, or the
  // board's own key).
  std::optional<int> ask_number(const NumberQuestion& question, Outcome& ended);
  // The same for a plain number that Esc backs out of.
  std::optional<int> ask_number(const std::string& title, const std::string& status, int low,
                                int high, int start, Outcome& ended);
  // Where a board keeps its question box at the right of the screen, `width` wide.
  void at_right(Question& question, int width) const;
  // The board with `question` in its place; and with none, behind a yes-or-no box.
  void draw_asking(Question& question, const std::string& status,
                   const std::vector<std::string>& hints);
  void draw_at_rest(const std::string& status) { draw(status, {}, 0); }
  // `question`'s box in `rows` (place_question's) over the board as drawn, and under
  // a box across the log panel (Rows::log_below) the log again, in the rows it leaves.
  void draw_box(const Question& question, const Rows& rows);
  Leave show_help();
  // Every legal move in the notation, as a menu.
  Outcome moves_menu(bool can_back);

  // The keys every question answers besides its own: help, the log, the moves menu,
  // why, the board's pages and leaving. An outcome when the decision is over; sets
  // `message` for a key nothing answers.
  std::optional<Outcome> common_key(const Key& key, const std::function<void()>& draw,
                                    std::string& message);
  // The key hints: `first` (the question's own, all kept), then the kit's and the
  // board's as many as fit. Where h moves a cursor (`h_moves`), w says why.
  std::vector<std::string> hints(std::vector<std::string> first, bool h_moves = false) const;
  // Moves the player chose at once after the one being played: each is played in
  // turn while it stays legal, without asking again.
  void queue(std::vector<Move> moves) { queued_.assign(moves.begin(), moves.end()); }
  bool planning() const { return !queued_.empty(); }
  // A line the kit has for the player (a move refused): a board shows it on its
  // status line in its next question, once.
  std::string take_notice();
  // Text in the player's words with the rivals' names for "Seat N".
  std::string named(std::string_view text) const;
  // Drops the keys typed before a question the player did not cause.
  void fresh_question() { screen_.drop_typed_keys(); }

  // The page that closes a game, titled "<chapter> - <name>": the headline, the
  // board's own lines, then the rivals' last words, how ties went and the seed
  // (final_page_ending).
  struct FinalPage {
    std::string headline;  // the result in one sentence, from the player's seat
    std::string name;      // "final scores"
    std::vector<std::string> lines;
    std::string tie_rule;
    std::string deals;  // what the seed deals again: "cards", "tiles"
  };
  // The board left as the game ended, its headline on the status line, until the
  // player asks for the final page: ? opens the help, L the whole log, the board's own
  // keys its pages, and any other key the final page, whose answer it returns.
  Leave show_game_over(const FinalPage& page);

  Screen& screen_;
  const Glyphs& glyphs_;
  Match& match_;
  const BoardSettings& settings_;
  std::vector<Sitter> sitters_;
  TableLog log_;
  // Log lines from here on came since the player last chose.
  std::size_t new_from_ = 0;

 private:
  void refresh();
  // The h key's line: why the adviser answers as it does.
  std::string why_words() const;
  // Asks first when `move` is grave and another is open: whether to play it.
  Answer confirm(Move move);

  std::string title_;
  HelpPage help_;
  Adviser adviser_;
  std::unique_ptr<View> view_holder_;  // what take_view was given
  std::vector<Move> legal_;
  Advice advice_;
  std::deque<Move> queued_;
  std::string notice_;
  bool in_moves_menu_ = false;
  bool last_words_said_ = false;
};

// The session for a board whose chapter's view is `ChapterView` and whose drawing
// reads a `ChapterTable` (the view with the log and the seats' names): it keeps that
// view, and the view as the player last chose (`before_`), against which a board
// marks what changed since; and it ends the game on the board's game-over page.
template <class ChapterView, class ChapterTable>
class BoardSessionOf : public BoardSession {
 protected:
  // What the board says once the game is over (BoardSession::FinalPage): its headline
  // (most boards' is result_headline in their own names) and its final page's lines.
  struct Ending {
    std::string (*headline)(const ChapterTable& table, const std::vector<Standing>& standings);
    std::vector<std::string> (*lines)(const Glyphs& glyphs, const ChapterTable& table,
                                      const std::vector<Standing>& standings);
    std::string name = "final scores";
    std::string tie_rule;
    std::string deals;
  };

  BoardSessionOf(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings,
                 BoardBasics basics, Ending ending)
      : BoardSession(screen, glyphs, match, settings, std::move(basics)),
        ending_(std::move(ending)) {
    keep_before_as_saved();
  }

  // What the board draws now.
  virtual ChapterTable table() const = 0;
  Leave show_end() override {
    const ChapterTable scene = table();
    const std::vector<Standing> standings = match_.state().standings();
    return show_game_over({ending_.headline(scene, standings), ending_.name,
                           ending_.lines(glyphs_, scene, standings), ending_.tie_rule,
                           ending_.deals});
  }

  void take_view(const View& view) override {
    view_ = dynamic_cast<const ChapterView*>(&view);
    if (view_ == nullptr) throw Error("a board was given another chapter's game");
  }
  void moved() override { keep_before(); }
  void keep_before() { keep_before(match_.state()); }
  void keep_before(const State& state) {
    before_holder_ = state.view(settings_.human);
    before_ = dynamic_cast<const ChapterView*>(before_holder_.get());
  }
  // A game picked up from a save (BoardSettings::dealt): the view as the player's
  // last move left it. None before the player's first move.
  void keep_before_as_saved() {
    if (!settings_.dealt) return;
    const std::vector<Turn>& history = match_.state().history();
    for (std::size_t turn = history.size(); turn-- > 0;) {
      if (history[turn].seat != settings_.human) continue;
      const std::unique_ptr<State> then = settings_.dealt();
      replay_history(*then, {history.begin(), history.begin() + static_cast<long>(turn) + 1});
      keep_before(*then);
      return;
    }
  }

  const ChapterView* view_ = nullptr;
  const ChapterView* before_ = nullptr;

 private:
  Ending ending_;
  std::unique_ptr<View> before_holder_;
};

// Plays `match` on the board whose session is `Session`, to the end or until the player
// leaves: each board's play_board.
template <class Session>
int play_on(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings) {
  Session session(screen, glyphs, match, settings);
  return session.run();
}

// Where a board asks its questions, for the boards that share a place: its
// draw_board and lay_out are found by its table's namespace.
//
// A box at least `box_width` columns wide at the right, beside the log, whose text
// keeps left of it (Cosmic Encounter, Auction Auction): draw_board takes the log's
// columns. A menu whose answers are longer widens the box, leaving the log
// `least_log_columns`, so an answer is read whole.
template <class ChapterView, class ChapterTable, int box_width>
class BoxBesideLog : public BoardSessionOf<ChapterView, ChapterTable> {
 protected:
  using BoardSessionOf<ChapterView, ChapterTable>::BoardSessionOf;
  using Rows = BoardSession::Rows;

  void draw(const std::string& status, const std::vector<std::string>& hints,
            int log_columns) override {
    draw_board(this->screen_, this->glyphs_, this->table(), status, hints, log_columns);
  }
  Rows place_question(Question& question, const std::string& status) override {
    constexpr int least_log_columns = 24;
    int width = box_width;
    for (const MenuItem& item : question.menu.items)
      width = std::max(width, text_width(item.label) + 8);
    this->at_right(question, std::min(width, this->screen_.width() - least_log_columns));
    const auto layout = lay_out(this->screen_, this->table(), status);
    return {layout.log_rule, layout.status - 1};
  }
};

// A box across the screen from the layout's row `top` down to the status line, over
// part of the board (Auction Web under the hand, Auctionland under the market), with
// the log panel under it: draw_board takes the board's marks, none here.
template <class ChapterView, class ChapterTable, class Marks, auto top>
class BoxAcross : public BoardSessionOf<ChapterView, ChapterTable> {
 protected:
  using BoardSessionOf<ChapterView, ChapterTable>::BoardSessionOf;
  using Rows = BoardSession::Rows;

  void draw(const std::string& status, const std::vector<std::string>& hints,
            int /*log_columns*/) override {
    draw_board(this->screen_, this->glyphs_, this->table(), Marks{}, status, hints);
  }
  Rows place_question(Question& /*question*/, const std::string& status) override {
    const auto layout = lay_out(this->screen_, this->table(), status);
    return {layout.*top, layout.status, true};
  }
};

}  // namespace gavel::ui
