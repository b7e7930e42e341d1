// The Auction Web board on the kit's session. Bids are made on the board itself (a
// property and a card, then Enter); every other decision is a question whose choices
// are the legal moves. Each opens on the adviser's answer.

#include <algorithm>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>

#include "board_parts.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auction_web/moves.h"
#include "gavel/ui/board_kit_session.h"

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
  return moves_of_kind(moves, kind, aw::kind_of);
}

// Questions cover the board under the hand, across the screen.
class Session final : public BoxAcross<aw::AuctionWebView, Scene, Marks, &Layout::lower_top> {
 public:
  Session(Screen& screen, const Glyphs& glyphs, Match& match, const BoardSettings& settings)
      : BoxAcross(screen, glyphs, match, settings, {aw::chapter(), react, show_board_help, topic},
                  {.headline = result_headline,
                   .lines = final_scores,
                   .tie_rule = "Ties go to the most properties; still tied, all tied players win.",
                   .deals = "cards"}),
        confirm_bids_(settings.confirm_bids) {
    const auto seen = match.state().view(settings.human);
    const auto& view = dynamic_cast<const aw::AuctionWebView&>(*seen);
    // Picked up from a save, the board marks what changed since the player's last move.
    seen_ = before_ != nullptr ? *before_ : view;
    dealing_ = view.hand.empty() && view.round == 1 && !in_cleanup(view.phase);
    // A game picked up part way shows no pages for rounds that ended before.
    rounds_shown_ = in_cleanup(view.phase) ? view.round : view.round - 1;
    remember_tokens(view);
  }

 private:
  Scene table() const override {
    return Scene{*view_,         log_.lines(), log_.sources(), sitters_,
                 settings_.seed, new_from_,    &*seen_,        settings_.run};
  }

  // What the board marks as changed is measured from here. The questions of a cleanup
  // cover the players, so the properties won and the points (also when the player's
  // own move ended the round) stay marked until the player's first move of the next
  // round.
  void moved() override {
    const bool cleanup = before_next_bids(view_->phase);  // as the player chose
    const auto seen = match_.state().view(settings_.human);
    aw::AuctionWebView now = dynamic_cast<const aw::AuctionWebView&>(*seen);
    if ((cleanup || before_next_bids(now.phase)) && seen_ &&
        seen_->seats.size() == now.seats.size()) {
      for (std::size_t seat = 0; seat < now.seats.size(); ++seat) {
        now.seats[seat].properties = seen_->seats[seat].properties;
        now.seats[seat].score = seen_->seats[seat].score;
      }
    }
    seen_ = std::move(now);
  }

  void remember_tokens(const aw::AuctionWebView& view) {
    tokens_before_.clear();
    for (const aw::SeatView& seat : view.seats)
      tokens_before_.push_back(seat.tokens);
  }

  // A page for each round that ended since the player last saw the board.
  Leave show_news(Seat /*to_move*/) override {
    const int finished = in_cleanup(view_->phase) ? view_->round : view_->round - 1;
    while (rounds_shown_ < finished) {
      ++rounds_shown_;
      fresh_question();
      const Leave leave = show_round_over(screen_, glyphs_, table(), rounds_shown_, tokens_before_);
      remember_tokens(*view_);
      if (leave == Leave::interrupted) return leave;
    }
    return Leave::back;
  }

  std::vector<std::string> own_hints() const override { return {"t players"}; }
  std::optional<Leave> own_page(const Key& key, std::string& /*message*/) override {
    if (key.is(U't') || key.is(U'T') || key.is(U'i') || key.is(U'I'))
      return show_players(screen_, glyphs_, table());
    return std::nullopt;
  }

  std::vector<std::string> notation(const std::vector<Move>& moves) const {
    std::vector<std::string> texts;
    for (Move move : moves)
      texts.push_back(match_.state().to_text(move));
    return texts;
  }

  Outcome decide() override {
    if (dealing_) {
      // A new game: the deal is no news, but the bids rivals made before the player's
      // first turn are.
      dealing_ = false;
      seen_ = *view_;
      for (aw::LotView& lot : seen_->lots)
        lot = aw::LotView{lot.property, -1, -1, false, {}, false};
    }
    const std::vector<Move>& moves = legal();
    if (view_->phase == aw::Phase::bidding) return bid_turn();
    if (view_->phase == aw::Phase::draw_choice && of_kind(moves, Kind::draw).size() == moves.size())
      return ask_draw(draw_prompt_for(table(), moves));
    return ask(decision_prompt(table(), moves, notation(moves)), moves, false);
  }

  // A question whose choices are `moves`, one menu item each, opening on the
  // adviser's. With `can_back`, Esc goes back to the board instead of asking to leave.
  Outcome ask(Prompt prompt, const std::vector<Move>& moves, bool can_back) {
    const auto advised = std::find(moves.begin(), moves.end(), advice().move);
    if (advised != moves.end()) prompt.menu.cursor = static_cast<int>(advised - moves.begin());
    std::string message = take_notice();
    std::vector<std::string> first = {std::string(glyphs_.up_down) + "/jk choose", "Enter confirm"};
    if (can_back) first.emplace_back("Esc back");
    auto draw = [&] {
      Marks marks;
      marks.lots = prompt.lots[static_cast<std::size_t>(prompt.menu.cursor)];
      draw_board(screen_, glyphs_, table(), marks, message, hints(first));
      draw_box(prompt, place_question(prompt, message));
    };
    for (;;) {
      const Key key = next_key(screen_, glyphs_, draw);
      if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
      message.clear();
      if (can_back && key.kind == Key::Kind::escape) return ended(Outcome::End::back);
      if (steer_menu(prompt.menu, key)) continue;
      if (key.kind == Key::Kind::enter) {
        return chosen(moves[static_cast<std::size_t>(prompt.menu.cursor)]);
      }
      if (auto outcome = common_key(key, draw, message)) return *outcome;
    }
  }

  // The draw count, opening on the adviser's: digits, + and -, arrows; Enter draws.
  Outcome ask_draw(Prompt prompt) {
    if (aw::kind_of(advice().move) == Kind::draw) prompt.number = aw::first_of(advice().move);
    std::string message = take_notice();
    std::string typed;
    const std::vector<std::string> first = {"0-9 or +/- number", "Enter draw"};
    auto draw = [&] {
      draw_board(screen_, glyphs_, table(), Marks{}, message, hints(first));
      draw_box(prompt, place_question(prompt, message));
    };
    for (;;) {
      const Key key = next_key(screen_, glyphs_, draw);
      if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
      message.clear();
      if (edit_number(*prompt.number, typed, key, prompt.low, prompt.high)) continue;
      if (key.kind == Key::Kind::enter) {
        const Move move = aw::make_move(Kind::draw, *prompt.number);
        if (is_legal(legal(), move)) return chosen(move);
        message = "Draw from " + std::to_string(prompt.low) + " to " + std::to_string(prompt.high) +
                  " cards.";
        continue;
      }
      if (auto outcome = common_key(key, draw, message)) return *outcome;
    }
  }

  bool owns_usable(aw::Ability ability) const {
    const aw::SeatView& me = view_->seats[view_->me];
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
  std::string bid_status(bool passing) const {
    if (passing) {
      return "Enter passes for the rest of round " + std::to_string(view_->round) +
             "; choose a property and a card to bid instead.";
    }
    const int value = view_->hand[static_cast<std::size_t>(card_)];
    const std::string where = lot_name(*view_, lot_);
    if (is_legal(legal(), aw::make_move(Kind::bid, value, lot_))) {
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

  // The board's bid: a property and a card, opening on the adviser's bid. When the
  // adviser passes, Enter passes until the player picks a bid; when it would use an
  // ability, Enter opens that ability's question.
  Outcome bid_turn() {
    const std::vector<Move>& moves = legal();
    if (view_->lots.empty() || view_->hand.empty()) {  // nothing to bid: only passing is left
      return ask(decision_prompt(table(), moves, notation(moves)), moves, false);
    }
    const int lots = static_cast<int>(view_->lots.size());
    const int cards = static_cast<int>(view_->hand.size());
    lot_ = std::clamp(lot_, 0, lots - 1);
    card_ = std::clamp(card_, 0, cards - 1);
    const Move advised = advice().move;
    if (aw::kind_of(advised) == Kind::bid) {
      lot_ = aw::second_of(advised);
      const auto card = std::find(view_->hand.begin(), view_->hand.end(), aw::first_of(advised));
      card_ = static_cast<int>(card - view_->hand.begin());
    }
    card_ = value_step(0);
    // Enter plays the adviser's answer until the player moves the cursor.
    bool advised_other = advising() && aw::kind_of(advised) != Kind::bid;
    std::string message = take_notice();
    std::vector<std::string> first = {std::string(glyphs_.arrows) + "/hjkl choose", "Enter bid",
                                      "p pass"};
    if (!of_kind(moves, Kind::atm).empty()) first.emplace_back("a ATM");
    if (!of_kind(moves, Kind::pachinko).empty()) first.emplace_back("e Pachinko");
    first.emplace_back("c confirm");
    const auto status = [&] {
      if (!message.empty()) return message;
      if (advised_other && aw::kind_of(advised) != Kind::pass) {
        return "Enter: " +
               std::string(aw::kind_of(advised) == Kind::atm ? "Litcoin ATM" : "Pachinko") +
               " first, as the adviser would; choose a property and a card to bid instead.";
      }
      return bid_status(advised_other);
    };
    auto draw = [&] {
      draw_board(screen_, glyphs_, table(), Marks{lot_, card_, {}}, status(), hints(first, true));
    };
    for (;;) {
      const Key key = next_key(screen_, glyphs_, draw);
      if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
      message.clear();
      const Step step = step_of(key);
      if (step != Step::none) advised_other = false;
      if (step == Step::up) lot_ = (lot_ + lots - 1) % lots;
      if (step == Step::down) lot_ = (lot_ + 1) % lots;
      if (step == Step::left) card_ = value_step(-1);
      if (step == Step::right) card_ = value_step(1);
      if (step != Step::none) continue;
      if (key.kind == Key::Kind::character && key.ch >= U'0' && key.ch <= U'9') {
        advised_other = false;
        const int value = static_cast<int>(key.ch - U'0');
        const auto found = std::find(view_->hand.begin(), view_->hand.end(), value);
        if (found == view_->hand.end()) {
          message = "You hold no " + std::to_string(value) + ".";
        } else {
          card_ = static_cast<int>(found - view_->hand.begin());
        }
        continue;
      }
      if (key.kind == Key::Kind::enter && advised_other) {
        if (aw::kind_of(advised) == Kind::pass) return chosen(advised);
        const bool atm = aw::kind_of(advised) == Kind::atm;
        const Outcome outcome = use_ability(atm);
        if (outcome.end != Outcome::End::back) return outcome;
        continue;
      }
      if (key.kind == Key::Kind::enter) {
        const Move bid =
            aw::make_move(Kind::bid, view_->hand[static_cast<std::size_t>(card_)], lot_);
        if (!is_legal(moves, bid)) {
          message = bid_status(false);
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
        fresh_question();
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
        if (of_kind(moves, atm ? Kind::atm : Kind::pachinko).empty()) {
          const aw::Ability ability = atm ? aw::Ability::litcoin_atm : aw::Ability::pachinko;
          message =
              atm ? (owns_usable(ability) ? "Litcoin ATM needs two face-down cards on the board."
                                          : "You have no Litcoin ATM you can use now (see ? help).")
                  : (owns_usable(ability)
                         ? "Pachinko needs another player's face-down card on the board."
                         : "You have no Pachinko you can use now (see ? help).");
          continue;
        }
        const Outcome outcome = use_ability(atm);
        if (outcome.end != Outcome::End::back) return outcome;
        continue;
      }
      if (auto outcome = common_key(key, draw, message)) return *outcome;
    }
  }

  // Litcoin ATM or Pachinko, asked over the board; Esc goes back to the bid.
  Outcome use_ability(bool atm) {
    const std::vector<Move> uses = of_kind(legal(), atm ? Kind::atm : Kind::pachinko);
    const aw::Ability ability = atm ? aw::Ability::litcoin_atm : aw::Ability::pachinko;
    return ask(ability_prompt(table(), ability, uses, notation(uses)), uses, true);
  }

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
  return play_on<Session>(screen, glyphs, match, settings);
}

ChapterBoard board() {
  return {.chapter = gavel::auction_web::chapter().id,
          .play = play_board,
          .text_turn = turn_in_text,
          .text_moves = moves_in_text,
          .topic = topic,
          .react = react};
}

}  // namespace gavel::ui::auction_web
