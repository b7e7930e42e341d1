// The Auctionland board on the kit's session. Each kind of decision has its own
// widget (the market row, the island cursor, the bid, the sale), each opening on the
// adviser's answer; `m` lists every legal move in the notation besides.

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>

#include "gavel/ai/auctionland/blunder.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/moves.h"
#include "gavel/ui/board_kit_session.h"
#include "parts.h"

namespace gavel::ui::auctionland {

namespace {

using al::Kind;

std::optional<int> digit_of(const Key& key) {
  if (key.kind != Key::Kind::character || key.ch < U'0' || key.ch > U'9') return std::nullopt;
  return static_cast<int>(key.ch - U'0');
}

// Every question box sits over the lower board.
class Session final : public BoxAcross<al::AuctionlandView, Scene, Focus, &Layout::middle_top> {
 public:
  Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings)
      : BoxAcross(screen, glyphs, match, settings, {al::chapter(), react, show_board_help},
                  {.headline = result_headline,
                   .lines = final_scores,
                   .tie_rule = "Ties go to the most money; still tied, the place is shared.",
                   .deals = "tiles"}),
        confirm_bids_(settings.confirm_bids) {
    // A game picked up from a save before the player's first move marks what happens
    // from here on.
    const auto seen = match.state().view(settings.human);
    const auto* view = dynamic_cast<const al::AuctionlandView*>(seen.get());
    if (before_ == nullptr && view != nullptr && dealt(*view)) keep_before();
  }

 private:
  static bool dealt(const al::AuctionlandView& view) {
    return view.phase != al::Phase::first_player && view.phase != al::Phase::setup_deal;
  }

  // Step by step, to keep the view as the deal left it: the first time the board
  // comes to the player, what rivals did since is marked against it.
  void stepped() override {
    if (before_ != nullptr) return;
    const auto seen = match_.state().view(settings_.human);
    const auto* view = dynamic_cast<const al::AuctionlandView*>(seen.get());
    if (view != nullptr && dealt(*view)) keep_before();
  }
  Leave show_news(Seat /*to_move*/) override {
    if (before_ == nullptr) keep_before();
    return Leave::back;
  }

  Scene table() const override {
    return Scene{*view_,         log_.lines(), log_.sources(), sitters_,
                 settings_.seed, new_from_,    before_,        settings_.run};
  }
  const al::SeatView& me() const { return view_->seats[view_->me]; }

  std::vector<std::string> own_hints() const override { return {"s scores", "t players"}; }

  std::optional<Leave> own_page(const Key& key, std::string& message) override {
    if (key.is(U't') || key.is(U'T')) return show_players(screen_, glyphs_, table());
    if (key.is(U's') || key.is(U'S')) return show_scores(screen_, glyphs_, table());
    if (key.is(U'c') || key.is(U'C')) {
      confirm_bids_ = !confirm_bids_;
      message = confirm_bids_ ? "Enter will ask before each bid you place; c turns that off."
                              : "Enter will place each bid at once; c asks first again.";
      return Leave::back;
    }
    return std::nullopt;
  }

  Outcome decide() override {
    switch (view_->phase) {
      case al::Phase::build_take:
      case al::Phase::bonus_take:
      case al::Phase::auction_take:
        return choose_market();
      case al::Phase::build_place:
      case al::Phase::bonus_place:
      case al::Phase::auction_place:
        return place_tile();
      case al::Phase::bidding:
        return bid();
      case al::Phase::sale:
        return sell_or_buy_back();
      default:
        return moves_menu(false);
    }
  }

  // --- the market ---------------------------------------------------------------

  Outcome choose_market() {
    const Kind kind = view_->phase == al::Phase::auction_take ? Kind::auction : Kind::take;
    const int count = static_cast<int>(view_->market.size());
    int index = al::kind_of(advice().move) == kind ? al::first_of(advice().move) : 0;
    std::string message = take_notice();
    const std::vector<std::string> first = {std::string(glyphs_.arrows) + "/hl choose",
                                            "1-9 position", "Enter take"};
    auto draw = [&] {
      draw_board(screen_, glyphs_, table(), Focus{index, -1, 0},
                 message.empty() ? market_status(glyphs_, *view_, index, kind) : message,
                 hints(first, true));
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
        if (is_legal(legal(), move)) return chosen(move);
        message = market_status(glyphs_, *view_, index, kind);
        continue;
      }
      if (auto outcome = common_key(key, draw, message)) return *outcome;
    }
  }

  // --- building -------------------------------------------------------------------

  Outcome place_tile() {
    std::vector<int> places;
    for (Move move : legal()) {
      if (al::kind_of(move) == Kind::build) places.push_back(al::first_of(move));
    }
    places.erase(std::unique(places.begin(), places.end()), places.end());
    if (places.empty()) return moves_menu(false);
    int position = places.front();
    int turns = 0;
    if (al::kind_of(advice().move) == Kind::build) {
      position = al::first_of(advice().move);
      turns = al::second_of(advice().move);
    }
    std::string message = take_notice();
    const std::vector<std::string> first = {std::string(glyphs_.arrows) + "/hjkl move", "r turn",
                                            "Enter build"};
    auto draw = [&] {
      draw_board(screen_, glyphs_, table(), Focus{-1, position, turns},
                 message.empty() ? place_status(*view_, position, turns) : message,
                 hints(first, true));
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
        if (is_legal(legal(), move)) return chosen(move);
        message = "The tile cannot be built there.";
        continue;
      }
      if (auto outcome = common_key(key, draw, message)) return *outcome;
    }
  }

  // --- the auction ------------------------------------------------------------------

  // The amount opens on the adviser's bid; when the adviser passes, Enter passes until
  // the player picks an amount. A bid far past the tile's worth is asked about by the
  // kit (al::grave); with `c` on, every other bid is asked about here.
  Outcome bid() {
    BidEntry entry;
    entry.low = view_->high_bid + 1;
    entry.high = me().money;
    const bool advised_bid = al::kind_of(advice().move) == Kind::bid;
    entry.amount = advised_bid ? al::first_of(advice().move) : entry.low;
    bool passing = al::kind_of(advice().move) == Kind::pass;
    std::string typed;  // digits typed for the amount, none while stepping
    std::string message = take_notice();
    const std::vector<std::string> first = {"0-9 +/- amount", "Enter bid", "p pass",
                                            confirm_bids_ ? "c confirm: on" : "c confirm: off"};
    auto status = [&] {
      if (entry.low > entry.high) return std::string("You cannot raise the bid: p passes.");
      const std::string amounts = "(least $" + std::to_string(entry.low) + ", you have $" +
                                  std::to_string(entry.high) + ")";
      if (passing) {
        return "Enter passes and leaves this auction; +/- or digits choose a bid " + amounts +
               " instead.";
      }
      if (al::bid_past_worth(*view_, entry.amount)) {
        return "$" + std::to_string(entry.amount) + " " + amounts + " is far more than " +
               tile_name(*view_, view_->held) + " adds to your island (" +
               points_text(tile_points(*view_)) + "): Enter asks first. p passes.";
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
      if (entry.low <= entry.high && edit_number(entry.amount, typed, key, entry.low, entry.high)) {
        passing = false;
        continue;
      }
      if (key.kind == Key::Kind::enter) {
        typed.clear();
        if (passing) return chosen(al::make_move(Kind::pass));
        const Move move = al::make_move(Kind::bid, entry.amount);
        if (entry.amount >= entry.low && is_legal(legal(), move)) {
          // A grave bid is asked about by the kit; others here when the player asked.
          if (!confirm_bids_ || al::bid_past_worth(*view_, entry.amount)) return chosen(move);
          const std::string question = "Bid $" + std::to_string(entry.amount) + " for " +
                                       tile_name(*view_, view_->held) + "? (y/n)";
          switch (ask_yes_no(screen_, glyphs_, question, draw)) {
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
      if (auto outcome = common_key(key, draw, message)) return *outcome;
    }
  }

  Outcome sell_or_buy_back() {
    Menu menu = sale_menu(table(), legal());
    menu.cursor = advice().move == al::make_move(Kind::buy_back) ? 1 : 0;
    if (!menu.items[static_cast<std::size_t>(menu.cursor)].enabled) cursor_to_first(menu);
    std::string message = take_notice();
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
        if (is_legal(legal(), move)) return chosen(move);
        continue;
      }
      if (auto outcome = common_key(key, draw, message)) return *outcome;
    }
  }

  bool confirm_bids_ = false;  // starts as the settings say; `c` turns it on and off
};

}  // namespace

int play_board(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings) {
  return play_on<Session>(screen, glyphs, match, settings);
}

ChapterBoard board() {
  return {.chapter = gavel::auctionland::chapter().id, .play = play_board, .react = react};
}

}  // namespace gavel::ui::auctionland
