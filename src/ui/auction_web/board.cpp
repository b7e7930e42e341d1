// The Auction Web board's loop: rivals play through the match until the human must
// decide; the board then shows the human's view and turns keys into one legal move.
// Bids are made on the board itself (a property and a card, then Enter); every other
// decision is a question whose choices are the legal moves.

#include <algorithm>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>

#include "board_parts.h"
#include "gavel/core/error.h"
#include "gavel/games/auction_web/moves.h"
#include "gavel/ui/title.h"

namespace gavel::ui::auction_web {

namespace {

using aw::Kind;

// Whether the view's round has ended. The draws come after the next round's
// properties are up, so they belong to the round the view counts.
bool in_cleanup(aw::Phase phase) {
  switch (phase) {
    case aw::Phase::ufo:
    case aw::Phase::avocado:
    case aw::Phase::over:
      return true;
    default:
      return false;
  }
}

// Whether the player answers a question of the cleanup (or of the steps before the
// next round's bidding) here: these cover the players table, so what the round's end
// changed there stays marked through them.
bool before_next_bids(aw::Phase phase) {
  switch (phase) {
    case aw::Phase::ufo:
    case aw::Phase::avocado:
    case aw::Phase::draw_choice:
    case aw::Phase::drawing:
    case aw::Phase::hand_limit:
    case aw::Phase::crocodile:
    case aw::Phase::mochi:
    case aw::Phase::mochi_draw:
    case aw::Phase::over:
      return true;
    default:
      return false;
  }
}

std::vector<Move> of_kind(const std::vector<Move>& moves, Kind kind) {
  std::vector<Move> found;
  std::copy_if(moves.begin(), moves.end(), std::back_inserter(found),
               [&](Move move) { return aw::kind_of(move) == kind; });
  return found;
}

class Session {
 public:
  Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings)
      : screen_(screen),
        glyphs_(glyphs),
        match_(match),
        settings_(settings),
        sitters_(sitters_for(settings, match.state().seats())),
        log_(settings, react),
        confirm_bids_(settings.confirm_bids) {
    refresh();
    seen_ = *view_;
    dealing_ = view_->hand.empty() && view_->round == 1 && !in_cleanup(view_->phase);
    // A game picked up part way shows no pages for rounds that ended before.
    rounds_shown_ = in_cleanup(view_->phase) ? view_->round : view_->round - 1;
    remember_tokens();
  }

  int run() {
    for (;;) {
      const Seat seat = match_.advance();
      refresh();
      // Resumed from a save, the board shows what came since the player's last move.
      if (new_from_ == 0) new_from_ = log_.your_last_move();
      if (show_finished_rounds() == Leave::interrupted) return interrupted_status;
      if (seat == nobody) {
        const Leave leave =
            show_final_scores(screen_, glyphs_, table(), match_.state().standings());
        return leave == Leave::interrupted ? interrupted_status : 0;
      }
      if (seat != settings_.human) {
        throw Error("Auction Web: seat " + std::to_string(seat) +
                    " has neither the player nor a rival in it");
      }
      const Outcome outcome = decide();
      if (outcome.end == Outcome::End::interrupted) return interrupted_status;
      if (outcome.end == Outcome::End::left) return 0;
      new_from_ = log_.lines().size();
      const bool cleanup = before_next_bids(view_->phase);
      match_.play(outcome.move);
      refresh();
      remember_seen(cleanup || before_next_bids(view_->phase));
      if (settings_.after_move) settings_.after_move();
    }
  }

 private:
  enum class Common { unhandled, handled, left, interrupted };

  void refresh() {
    const State& state = match_.state();
    view_holder_ = state.view(settings_.human);
    view_ = dynamic_cast<const aw::AuctionWebView*>(view_holder_.get());
    if (view_ == nullptr) throw Error("the Auction Web board was given another chapter's game");
    log_.catch_up(state);
  }

  Table table() const {
    return Table{*view_,         log_.lines(), log_.voices(), sitters_,
                 settings_.seed, new_from_,    &*seen_,       settings_.run};
  }

  // What the board marks as changed is measured from here. The questions of a cleanup
  // cover the players, so the properties won and the points (also when the player's
  // own move ended the round) stay marked until the player's first move of the next
  // round.
  void remember_seen(bool cleanup) {
    aw::AuctionWebView now = *view_;
    if (cleanup && seen_ && seen_->seats.size() == now.seats.size()) {
      for (std::size_t seat = 0; seat < now.seats.size(); ++seat) {
        now.seats[seat].properties = seen_->seats[seat].properties;
        now.seats[seat].score = seen_->seats[seat].score;
      }
    }
    seen_ = std::move(now);
  }

  void remember_tokens() {
    tokens_before_.clear();
    for (const aw::SeatView& seat : view_->seats)
      tokens_before_.push_back(seat.tokens);
  }

  Leave show_finished_rounds() {
    const int finished = in_cleanup(view_->phase) ? view_->round : view_->round - 1;
    while (rounds_shown_ < finished) {
      ++rounds_shown_;
      const Leave leave = show_round_over(screen_, glyphs_, table(), rounds_shown_, tokens_before_);
      remember_tokens();
      if (leave == Leave::interrupted) return leave;
    }
    return Leave::back;
  }

  std::vector<std::string> notation(const std::vector<Move>& moves) const {
    std::vector<std::string> texts;
    for (Move move : moves)
      texts.push_back(match_.state().to_text(move));
    return texts;
  }

  std::vector<std::string> hints(std::vector<std::string> first, std::size_t essential,
                                 bool with_moves = true) const {
    for (const std::string& more :
         {std::string("? help"), settings_.leave_hint, std::string("m moves"), std::string("L log"),
          std::string("t players")}) {
      if (with_moves || more != "m moves") first.push_back(more);
    }
    return fit_hints(screen_, glyphs_, std::move(first), essential);
  }

  // The keys every screen of the board answers: ? help, L log, t players, q and Esc
  // to leave (after asking).
  Common common_key(const Key& key, const std::function<void()>& draw) {
    Leave leave = Leave::back;
    if (key.is(U'?')) {
      leave = show_board_help(screen_, glyphs_, settings_.rules_summary, settings_.human);
    } else if (key.is(U'L')) {
      leave = show_full_log(screen_, glyphs_, log_.lines());
    } else if (key.is(U't') || key.is(U'T') || key.is(U'i') || key.is(U'I')) {
      leave = show_players(screen_, glyphs_, table());
    } else if (is_leave_key(key)) {
      switch (ask_yes_no(screen_, glyphs_, settings_.leave_question, draw)) {
        case Answer::yes:
          return Common::left;
        case Answer::interrupted:
          return Common::interrupted;
        case Answer::no:
          return Common::handled;
      }
    } else {
      return Common::unhandled;
    }
    return leave == Leave::interrupted ? Common::interrupted : Common::handled;
  }

  Outcome decide() {
    if (dealing_) {
      // A new game: the deal is no news, but the bids rivals made before the player's
      // first turn are.
      dealing_ = false;
      seen_ = *view_;
      for (aw::LotView& lot : seen_->lots)
        lot = aw::LotView{lot.property, -1, -1, false, {}};
    }
    const std::vector<Move> legal = match_.state().legal_moves();
    if (view_->phase == aw::Phase::bidding) return bid_turn(legal);
    if (view_->phase == aw::Phase::draw_choice && of_kind(legal, Kind::draw).size() == legal.size())
      return ask_number(draw_prompt_for(table(), legal), legal);
    return ask(decision_prompt(table(), legal, notation(legal)), legal, false);
  }

  // A question whose choices are `legal`, one menu item each. With `can_back`, Esc
  // goes back to the board instead of asking to leave.
  Outcome ask(Prompt prompt, const std::vector<Move>& legal, bool can_back,
              bool with_moves = true) {
    std::vector<std::string> first = {std::string(glyphs_.up_down) + "/jk choose", "Enter confirm"};
    if (can_back) first.emplace_back("Esc back");
    auto draw = [&] {
      Marks marks;
      marks.lots = prompt.lots[static_cast<std::size_t>(prompt.menu.cursor)];
      draw_board(screen_, glyphs_, table(), marks, "", hints(first, can_back ? 3 : 2, with_moves));
      draw_prompt(screen_, glyphs_, lay_out(screen_, table()), prompt);
    };
    for (;;) {
      const Key key = next_key(screen_, glyphs_, draw);
      if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
      if (can_back && key.kind == Key::Kind::escape) return ended(Outcome::End::back);
      steer_menu(prompt.menu, key);
      if (key.kind == Key::Kind::enter) {
        return chosen(legal[static_cast<std::size_t>(prompt.menu.cursor)]);
      }
      if (with_moves) {
        if (const auto outcome = moves_key(key, legal)) return *outcome;
      }
      const Common common = common_key(key, draw);
      if (common == Common::left) return ended(Outcome::End::left);
      if (common == Common::interrupted) return ended(Outcome::End::interrupted);
    }
  }

  // Every legal move in the notation, as a menu; Esc goes back. From inside a menu of
  // moves it is not offered again.
  Outcome moves_menu(const std::vector<Move>& legal) {
    Prompt prompt;
    prompt.title = "Your moves";
    prompt.explain = {"Every move you can make now, in the move notation."};
    for (const std::string& text : notation(legal))
      prompt.menu.items.push_back({text, "", true, ""});
    prompt.lots.resize(legal.size());
    return ask(std::move(prompt), legal, true, false);
  }

  // The m key on a screen that offers the moves menu: nothing when the player comes
  // back from the menu with Esc.
  std::optional<Outcome> moves_key(const Key& key, const std::vector<Move>& legal) {
    if (!key.is(U'm') && !key.is(U'M')) return std::nullopt;
    const Outcome outcome = moves_menu(legal);
    if (outcome.end == Outcome::End::back) return std::nullopt;
    return outcome;
  }

  // A number among the draw moves' counts: digits, + and -, arrows; Enter draws.
  Outcome ask_number(Prompt prompt, const std::vector<Move>& legal) {
    const std::vector<std::string> first = {"0-9 or +/- number", "Enter draw"};
    auto draw = [&] {
      draw_board(screen_, glyphs_, table(), Marks{}, "", hints(first, 2));
      draw_prompt(screen_, glyphs_, lay_out(screen_, table()), prompt);
    };
    for (;;) {
      const Key key = next_key(screen_, glyphs_, draw);
      if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
      int& number = *prompt.number;
      const Step step = step_of(key);
      if (key.is(U'+') || key.is(U'=') || step == Step::up || step == Step::right) ++number;
      if (key.is(U'-') || step == Step::down || step == Step::left) --number;
      if (key.kind == Key::Kind::character && key.ch >= U'0' && key.ch <= U'9') {
        number = static_cast<int>(key.ch - U'0');
      }
      number = std::clamp(number, prompt.low, prompt.high);
      if (key.kind == Key::Kind::enter) {
        const Move move = aw::make_move(Kind::draw, number);
        if (is_legal(legal, move)) return chosen(move);
      }
      if (const auto outcome = moves_key(key, legal)) return *outcome;
      const Common common = common_key(key, draw);
      if (common == Common::left) return ended(Outcome::End::left);
      if (common == Common::interrupted) return ended(Outcome::End::interrupted);
    }
  }

  bool owns_usable(aw::Ability ability) const {
    const aw::SeatView& me = view_->seats[static_cast<std::size_t>(view_->me)];
    return std::any_of(me.properties.begin(), me.properties.end(), [&](const aw::HoldingView& h) {
      return !h.used && h.round < view_->round &&
             property_card(*view_, h.property).ability == ability;
    });
  }

  // The first card of the value `direction` values away from the chosen card's
  // (wrapping around the hand); 0 gives the first card of the chosen value. Cards of
  // one value bid alike, so the cursor moves between values.
  int value_step(int direction) const {
    const std::vector<int>& hand = view_->hand;
    const int cards = static_cast<int>(hand.size());
    const auto first_of_value = [&](int i) {
      while (i > 0 && hand[static_cast<std::size_t>(i - 1)] == hand[static_cast<std::size_t>(i)])
        --i;
      return i;
    };
    int at = first_of_value(card_);
    if (direction > 0) {
      while (at < cards &&
             hand[static_cast<std::size_t>(at)] == hand[static_cast<std::size_t>(card_)])
        ++at;
      return at == cards ? 0 : at;
    }
    if (direction < 0) return first_of_value(at == 0 ? cards - 1 : at - 1);
    return at;
  }

  // What Enter would do now, or why it cannot.
  std::string bid_status(const std::vector<Move>& legal) const {
    const int value = view_->hand[static_cast<std::size_t>(card_)];
    const std::string where = lot_name(*view_, lot_);
    if (is_legal(legal, aw::make_move(Kind::bid, value, lot_))) {
      // The longest form that fits the status line.
      const std::string bid =
          "bid " + std::to_string(value) + " (" + litcoin_name(*view_, value) + ") on " + where;
      const std::string enter = confirm_bids_ ? "Enter asks: " : "Enter: ";
      const std::string end = confirm_bids_ ? "?" : ".";
      for (const std::string& text : {"Your turn. " + enter + bid + end, enter + bid + end}) {
        if (text_width(text) <= screen_.width() - 2) return text;
      }
      return enter + "bid " + std::to_string(value) + " on " + where + end;
    }
    if (view_->lots[static_cast<std::size_t>(lot_)].bidder == view_->me) {
      return "Your own card leads on " + where + ": choose another property.";
    }
    return "You cannot bid there now.";
  }

  Outcome bid_turn(const std::vector<Move>& legal) {
    if (view_->lots.empty() || view_->hand.empty()) {  // nothing to bid: only passing is left
      return ask(decision_prompt(table(), legal, notation(legal)), legal, false);
    }
    const int lots = static_cast<int>(view_->lots.size());
    const int cards = static_cast<int>(view_->hand.size());
    lot_ = std::clamp(lot_, 0, lots - 1);
    card_ = std::clamp(card_, 0, cards - 1);
    if (const auto proposal = propose_bid(*view_, legal)) {
      lot_ = proposal->lot;
      card_ = proposal->card;
    }
    card_ = value_step(0);
    std::string message;
    std::vector<std::string> first = {std::string(glyphs_.arrows) + "/hjkl choose", "Enter bid",
                                      "p pass"};
    if (!of_kind(legal, Kind::atm).empty()) first.emplace_back("a ATM");
    if (!of_kind(legal, Kind::pachinko).empty()) first.emplace_back("e Pachinko");
    const std::size_t essential = first.size();
    first.emplace_back("c confirm");
    auto draw = [&] {
      draw_board(screen_, glyphs_, table(), Marks{lot_, card_, {}},
                 message.empty() ? bid_status(legal) : message, hints(first, essential));
    };
    for (;;) {
      const Key key = next_key(screen_, glyphs_, draw);
      if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
      message.clear();
      const Step step = step_of(key);
      if (step == Step::up) lot_ = (lot_ + lots - 1) % lots;
      if (step == Step::down) lot_ = (lot_ + 1) % lots;
      if (step == Step::left) card_ = value_step(-1);
      if (step == Step::right) card_ = value_step(1);
      if (step != Step::none) continue;
      if (key.kind == Key::Kind::character && key.ch >= U'0' && key.ch <= U'9') {
        const int value = static_cast<int>(key.ch - U'0');
        const auto found = std::find(view_->hand.begin(), view_->hand.end(), value);
        if (found == view_->hand.end()) {
          message = "You hold no " + std::to_string(value) + ".";
        } else {
          card_ = static_cast<int>(found - view_->hand.begin());
        }
        continue;
      }
      if (key.kind == Key::Kind::enter) {
        const Move bid =
            aw::make_move(Kind::bid, view_->hand[static_cast<std::size_t>(card_)], lot_);
        if (!is_legal(legal, bid)) {
          message = bid_status(legal);
          continue;
        }
        if (!confirm_bids_) return chosen(bid);
        const int value = aw::first_of(bid);
        const std::string question = "Bid " + std::to_string(value) + " (" +
                                     litcoin_name(*view_, value) + ") on " +
                                     lot_name(*view_, lot_) + "? (y/n)";
        switch (ask_yes_no(screen_, glyphs_, question, draw)) {
          case Answer::yes:
            return chosen(bid);
          case Answer::interrupted:
            return ended(Outcome::End::interrupted);
          case Answer::no:
            continue;
        }
      }
      if (key.is(U'c') || key.is(U'C')) {
        confirm_bids_ = !confirm_bids_;
        message = confirm_bids_ ? "Enter now asks before each bid (c: bid at once again)."
                                : "Enter now bids at once (c: ask before each bid).";
        continue;
      }
      if (key.is(U'p') || key.is(U'P')) {
        const std::string question =
            "Pass for the rest of round " + std::to_string(view_->round) + "? (y/n)";
        switch (ask_yes_no(screen_, glyphs_, question, draw)) {
          case Answer::yes:
            return chosen(aw::make_move(Kind::pass));
          case Answer::interrupted:
            return ended(Outcome::End::interrupted);
          case Answer::no:
            continue;
        }
      }
      if (key.is(U'a') || key.is(U'A') || key.is(U'e') || key.is(U'E')) {
        const bool atm = key.is(U'a') || key.is(U'A');
        const std::vector<Move> uses = of_kind(legal, atm ? Kind::atm : Kind::pachinko);
        const aw::Ability ability = atm ? aw::Ability::litcoin_atm : aw::Ability::pachinko;
        if (uses.empty()) {
          message =
              atm ? (owns_usable(ability) ? "Litcoin ATM needs two face-down cards on the board."
                                          : "You have no Litcoin ATM you can use now (see ? help).")
                  : (owns_usable(ability)
                         ? "Pachinko needs another player's face-down card on the board."
                         : "You have no Pachinko you can use now (see ? help).");
          continue;
        }
        const Outcome outcome =
            ask(ability_prompt(table(), ability, uses, notation(uses)), uses, true);
        if (outcome.end != Outcome::End::back) return outcome;
        continue;
      }
      if (const auto outcome = moves_key(key, legal)) return *outcome;
      const Common common = common_key(key, draw);
      if (common == Common::left) return ended(Outcome::End::left);
      if (common == Common::interrupted) return ended(Outcome::End::interrupted);
    }
  }

  Screen& screen_;
  const Glyphs& glyphs_;
  Match& match_;
  const BoardSettings& settings_;
  std::vector<Sitter> sitters_;
  TableLog log_;
  std::unique_ptr<View> view_holder_;
  const aw::AuctionWebView* view_ = nullptr;
  std::size_t new_from_ = 0;
  std::optional<aw::AuctionWebView> seen_;  // the view when the player last chose
  bool confirm_bids_ = false;               // ask before each bid (the c key)
  bool dealing_ = false;                    // the game began with this board, unmarked
  int lot_ = 0;                             // the property chosen on the board
  int card_ = 0;                            // the card chosen in the hand
  int rounds_shown_ = 0;
  std::vector<int> tokens_before_;  // Extortion tokens when the last round page was shown
};

}  // namespace

int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings) {
  Session session(screen, glyphs, match, settings);
  return session.run();
}

}  // namespace gavel::ui::auction_web
