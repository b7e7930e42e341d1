// The Auctionland board's loop: rivals play through the match until the human must
// decide; the board then shows the human's view and turns keys into one legal move.
// Each kind of decision has its own widget (the market row, the island cursor, the
// bid, the sale); `m` lists every legal move in the notation besides.

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>

#include "gavel/core/error.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/ui/title.h"
#include "parts.h"

namespace gavel::ui::auctionland {

namespace {

using al::Kind;

std::optional<int> digit_of(const Key& key) {
  if (key.kind != Key::Kind::character || key.ch < U'0' || key.ch > U'9') return std::nullopt;
  return static_cast<int>(key.ch - U'0');
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
    // A game picked up from a save marks what happens from here on.
    if (view_->phase != al::Phase::first_player && view_->phase != al::Phase::setup_deal)
      keep_before();
  }

  int run() {
    for (;;) {
      // Step by step, to keep the view as the deal left it: the first time the board
      // comes to the player, what rivals did since is marked against it.
      while (match_.step()) {
        if (before_holder_ == nullptr) keep_before_if_dealt();
      }
      const Seat seat = match_.state().to_move();
      refresh();
      // Resumed from a save, the board shows what came since the player's last move.
      if (new_from_ == 0) new_from_ = log_.your_last_move();
      if (before_holder_ == nullptr) keep_before();
      if (seat == nobody) {
        const Leave leave = show_game_over(screen_, glyphs_, table(), match_.state().standings(),
                                           settings_.rules_summary);
        return leave == Leave::interrupted ? interrupted_status : 0;
      }
      if (seat != settings_.human) {
        throw Error("Auctionland: seat " + std::to_string(seat) +
                    " has neither the player nor a rival in it");
      }
      const Outcome outcome = decide();
      if (outcome.end == Outcome::End::interrupted) return interrupted_status;
      if (outcome.end == Outcome::End::left) return 0;
      new_from_ = log_.lines().size();
      match_.play(outcome.move);
      keep_before();
      if (settings_.after_move) settings_.after_move();
    }
  }

 private:
  void refresh() {
    const State& state = match_.state();
    view_holder_ = state.view(settings_.human);
    view_ = dynamic_cast<const al::AuctionlandView*>(view_holder_.get());
    if (view_ == nullptr) throw Error("the Auctionland board was given another chapter's game");
    log_.catch_up(state);
  }

  // What the board marks as new is measured from here: the view after the player's
  // move (or after the deal).
  void keep_before() {
    before_holder_ = match_.state().view(settings_.human);
    before_ = dynamic_cast<const al::AuctionlandView*>(before_holder_.get());
  }
  void keep_before_if_dealt() {
    auto seen = match_.state().view(settings_.human);
    const auto* view = dynamic_cast<const al::AuctionlandView*>(seen.get());
    if (view == nullptr || view->phase == al::Phase::first_player ||
        view->phase == al::Phase::setup_deal)
      return;
    before_holder_ = std::move(seen);
    before_ = view;
  }

  Table table() const {
    return Table{*view_,         log_.lines(), log_.voices(), sitters_,
                 settings_.seed, new_from_,    before_,       settings_.run};
  }
  const al::SeatView& me() const { return view_->seats[static_cast<std::size_t>(view_->me)]; }

  std::vector<std::string> hints(std::vector<std::string> first) const {
    const std::size_t essential = first.size();
    for (const std::string& more :
         {std::string("s scores"), std::string("? help"), settings_.leave_hint,
          std::string("m moves"), std::string("t players"), std::string("L log")})
      first.push_back(more);
    return fit_hints(screen_, glyphs_, std::move(first), essential);
  }

  // Every legal move in the notation, as a menu over the lower board. Esc goes back.
  Outcome moves_menu(const std::vector<Move>& legal, bool can_back) {
    Question question;
    question.title = "Your moves";
    question.explain = {"Every move you can make now, in the move notation."};
    for (Move move : legal)
      question.menu.items.push_back({match_.state().to_text(move), "", true, ""});
    auto draw = [&] {
      draw_board(screen_, glyphs_, table(), Focus{}, "",
                 hints({std::string(glyphs_.up_down) + "/jk choose", "Enter play", "Esc back"}));
      const Layout layout = lay_out(screen_, table(), "");
      draw_question(screen_, glyphs_, layout.middle_top, layout.status, question);
    };
    for (;;) {
      const Key key = next_key(screen_, glyphs_, draw);
      if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
      if (can_back && key.kind == Key::Kind::escape) return ended(Outcome::End::back);
      steer_menu(question.menu, key);
      if (key.kind == Key::Kind::enter) {
        return chosen(legal[static_cast<std::size_t>(question.menu.cursor)]);
      }
    }
  }

  // The keys every decision answers: pages, the moves menu and leaving. Returns an
  // outcome when the decision is over; sets `message` for a key nobody knows.
  std::optional<Outcome> other_key(const Key& key, const std::vector<Move>& legal,
                                   const std::function<void()>& draw, std::string& message) {
    Leave leave = Leave::back;
    if (key.is(U'?')) {
      leave = show_board_help(screen_, glyphs_, settings_.rules_summary, settings_.human);
    } else if (key.is(U'L')) {
      leave = show_full_log(screen_, glyphs_, log_.lines());
    } else if (key.is(U't') || key.is(U'T')) {
      leave = show_players(screen_, glyphs_, table());
    } else if (key.is(U's') || key.is(U'S')) {
      leave = show_scores(screen_, glyphs_, table());
    } else if (key.is(U'c') || key.is(U'C')) {
      confirm_bids_ = !confirm_bids_;
      message = confirm_bids_ ? "Enter will ask before each bid you place; c turns that off."
                              : "Enter will place each bid at once; c asks first again.";
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

  Outcome decide() {
    const std::vector<Move> legal = match_.state().legal_moves();
    switch (view_->phase) {
      case al::Phase::build_take:
      case al::Phase::bonus_take:
      case al::Phase::auction_take:
        return choose_market(legal);
      case al::Phase::build_place:
      case al::Phase::bonus_place:
      case al::Phase::auction_place:
        return place_tile(legal);
      case al::Phase::bidding:
        return bid(legal);
      case al::Phase::sale:
        return sell_or_buy_back(legal);
      default:
        return moves_menu(legal, false);
    }
  }

  // --- the market ---------------------------------------------------------------

  Outcome choose_market(const std::vector<Move>& legal) {
    const Kind kind = view_->phase == al::Phase::auction_take ? Kind::auction : Kind::take;
    const int count = static_cast<int>(view_->market.size());
    int index = 0;
    std::string message;
    const std::vector<std::string> first = {std::string(glyphs_.arrows) + "/hl choose",
                                            "1-9 position", "Enter take"};
    auto draw = [&] {
      draw_board(screen_, glyphs_, table(), Focus{index, -1, 0},
                 message.empty() ? market_status(glyphs_, *view_, index, kind) : message,
                 hints(first));
    };
    for (;;) {
      const Key key = next_key(screen_, glyphs_, draw);
      if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
      message.clear();
      const Step step = step_of(key);
      if (step == Step::left || step == Step::up) index = std::max(index - 1, 0);
      if (step == Step::right || step == Step::down) index = std::min(index + 1, count - 1);
      if (key.kind == Key::Kind::home) index = 0;
      if (key.kind == Key::Kind::end) index = count - 1;
      if (step != Step::none || key.kind == Key::Kind::home || key.kind == Key::Kind::end) continue;
      if (const auto digit = digit_of(key)) {
        const int wanted = *digit == 0 ? 9 : *digit - 1;
        if (wanted < count) {
          index = wanted;
        } else {
          message = "The market has " + std::to_string(count) + " tiles.";
        }
        continue;
      }
      if (key.kind == Key::Kind::enter) {
        const Move move = al::make_move(kind, index);
        if (is_legal(legal, move)) return chosen(move);
        message = market_status(glyphs_, *view_, index, kind);
        continue;
      }
      if (auto outcome = other_key(key, legal, draw, message)) return *outcome;
    }
  }

  // --- building -------------------------------------------------------------------

  Outcome place_tile(const std::vector<Move>& legal) {
    std::vector<int> places;
    for (Move move : legal) {
      if (al::kind_of(move) == Kind::build) places.push_back(al::first_of(move));
    }
    places.erase(std::unique(places.begin(), places.end()), places.end());
    if (places.empty()) return moves_menu(legal, false);
    int position = places.front();
    int turns = 0;
    std::string message;
    const std::vector<std::string> first = {std::string(glyphs_.arrows) + "/hjkl move", "r turn",
                                            "Enter build"};
    auto draw = [&] {
      draw_board(screen_, glyphs_, table(), Focus{-1, position, turns},
                 message.empty() ? place_status(*view_, position, turns) : message, hints(first));
    };
    for (;;) {
      const Key key = next_key(screen_, glyphs_, draw);
      if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
      message.clear();
      if (const Step step = step_of(key); step != Step::none) {
        const int next = next_place(places, position, step);
        if (next >= 0) {
          position = next;
        } else {
          message = "No place for the tile that way; the marked places are where it may go.";
        }
        continue;
      }
      if (key.kind == Key::Kind::tab) {
        const auto at = std::find(places.begin(), places.end(), position);
        position = at + 1 == places.end() ? places.front() : *(at + 1);
        continue;
      }
      if (key.is(U'r') || key.is(U'R')) {
        turns = (turns + (key.is(U'r') ? 1 : 3)) % 4;
        continue;
      }
      if (key.kind == Key::Kind::enter) {
        const Move move = al::make_move(Kind::build, position, turns);
        if (is_legal(legal, move)) return chosen(move);
        message = "The tile cannot be built there.";
        continue;
      }
      if (auto outcome = other_key(key, legal, draw, message)) return *outcome;
    }
  }

  // --- the auction ------------------------------------------------------------------

  // Whether to place a bid of `amount`: at once, unless the player asked to confirm
  // every bid, or the bid is far more than the tile adds to their island.
  Answer bid_ok(int amount, const std::function<void()>& draw) {
    const std::string tile = tile_name(*view_, view_->held);
    if (bid_too_high(*view_, amount)) {
      const int worth = tile_worth(*view_);
      return ask_yes_no(screen_, glyphs_,
                        "$" + std::to_string(amount) + " is far more than " + tile +
                            " adds to you (" + points_text(worth) + "). Bid anyway? (y/n)",
                        draw);
    }
    if (!confirm_bids_) return Answer::yes;
    return ask_yes_no(screen_, glyphs_,
                      "Bid $" + std::to_string(amount) + " for " + tile + "? (y/n)", draw);
  }

  Outcome bid(const std::vector<Move>& legal) {
    BidEntry entry;
    entry.low = view_->high_bid + 1;
    entry.high = me().money;
    entry.amount = entry.low;
    std::string typed;  // digits typed for the amount, none while stepping
    std::string message;
    const std::vector<std::string> first = {"0-9 +/- amount", "Enter bid", "p pass",
                                            confirm_bids_ ? "c confirm: on" : "c confirm: off"};
    auto status = [&] {
      if (entry.low > entry.high) return std::string("You cannot raise the bid: p passes.");
      const std::string amounts = "(least $" + std::to_string(entry.low) + ", you have $" +
                                  std::to_string(entry.high) + ")";
      if (bid_too_high(*view_, entry.amount)) {
        return "$" + std::to_string(entry.amount) + " " + amounts + " is far more than " +
               tile_name(*view_, view_->held) + " adds to your island (" +
               points_text(tile_worth(*view_)) + "): Enter asks first. p passes.";
      }
      return "Enter bids $" + std::to_string(entry.amount) + " " + amounts +
             "; p passes and leaves this auction.";
    };
    auto draw = [&] {
      const std::string shown = message.empty() ? status() : message;
      std::vector<std::string> keys = first;
      keys[3] = confirm_bids_ ? "c confirm: on" : "c confirm: off";
      draw_board(screen_, glyphs_, table(), Focus{}, shown, hints(keys));
      draw_bidding_panel(screen_, glyphs_, table(), lay_out(screen_, table(), shown), entry);
    };
    for (;;) {
      const Key key = next_key(screen_, glyphs_, draw);
      if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
      message.clear();
      const Step step = step_of(key);
      const bool up = key.is(U'+') || key.is(U'=') || step == Step::up || step == Step::right;
      const bool down = key.is(U'-') || step == Step::down || step == Step::left;
      if (up || down) {
        typed.clear();
        if (entry.low <= entry.high) {
          entry.amount = std::clamp(entry.amount + (up ? 1 : -1), entry.low, entry.high);
        }
        continue;
      }
      if (const auto digit = digit_of(key)) {
        // Digits add to the amount being typed while it stays within the money.
        typed += static_cast<char>('0' + *digit);
        if (std::stoi(typed) > entry.high) typed = std::string(1, static_cast<char>('0' + *digit));
        entry.amount = std::stoi(typed);
        continue;
      }
      if (key.kind == Key::Kind::backspace) {
        if (!typed.empty()) typed.pop_back();
        entry.amount = typed.empty() ? entry.low : std::stoi(typed);
        continue;
      }
      if (key.kind == Key::Kind::enter) {
        typed.clear();
        const Move move = al::make_move(Kind::bid, entry.amount);
        if (entry.amount >= entry.low && is_legal(legal, move)) {
          switch (bid_ok(entry.amount, draw)) {
            case Answer::yes:
              return chosen(move);
            case Answer::interrupted:
              return ended(Outcome::End::interrupted);
            case Answer::no:
              message = "No bid placed. Choose another amount, or p to pass.";
              continue;
          }
        }
        message = entry.low > entry.high ? status()
                  : entry.amount < entry.low
                      ? "A bid must be at least $" + std::to_string(entry.low) + "."
                      : "You have only $" + std::to_string(entry.high) + ".";
        continue;
      }
      if (key.is(U'p') || key.is(U'P')) return chosen(al::make_move(Kind::pass));
      if (auto outcome = other_key(key, legal, draw, message)) return *outcome;
    }
  }

  Outcome sell_or_buy_back(const std::vector<Move>& legal) {
    Menu menu = sale_menu(table(), legal);
    cursor_to_first(menu);
    std::string message;
    const std::vector<std::string> first = {std::string(glyphs_.up_down) + "/jk choose",
                                            "Enter confirm"};
    auto draw = [&] {
      const std::string shown = message.empty() ? sale_status(table()) : message;
      draw_board(screen_, glyphs_, table(), Focus{}, shown, hints(first));
      draw_sale_panel(screen_, glyphs_, table(), lay_out(screen_, table(), shown), menu);
    };
    for (;;) {
      const Key key = next_key(screen_, glyphs_, draw);
      if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
      message.clear();
      const Step step = step_of(key);
      if (step == Step::up || step == Step::left) {
        move_cursor(menu, -1);
        continue;
      }
      if (step == Step::down || step == Step::right) {
        move_cursor(menu, 1);
        continue;
      }
      if (key.kind == Key::Kind::enter) {
        const Move move = al::make_move(menu.cursor == 0 ? Kind::sell : Kind::buy_back);
        if (is_legal(legal, move)) return chosen(move);
        continue;
      }
      if (auto outcome = other_key(key, legal, draw, message)) return *outcome;
    }
  }

  Screen& screen_;
  const Glyphs& glyphs_;
  Match& match_;
  const BoardSettings& settings_;
  std::vector<Sitter> sitters_;
  TableLog log_;
  std::unique_ptr<View> view_holder_;
  const al::AuctionlandView* view_ = nullptr;
  std::unique_ptr<View> before_holder_;
  const al::AuctionlandView* before_ = nullptr;
  std::size_t new_from_ = 0;
  bool confirm_bids_ = false;  // starts as the settings say; `c` turns it on and off
};

}  // namespace

int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings) {
  Session session(screen, glyphs, match, settings);
  return session.run();
}

}  // namespace gavel::ui::auctionland
