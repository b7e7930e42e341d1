// The cursor over a zone's open spots: placing the Location won or a Deed's gain
// (either way round), and moving a Location by Utility. The status line says what
// Enter would do and the matches it would make.

#include <algorithm>
#include <cstdlib>

#include "session.h"

namespace gavel::ui::mintopia {

namespace {

using mt::Kind;
using Place = std::pair<int, mt::Spot>;

// The nearest place from `from` in the direction of `step`, or `from`: across goes
// along the zone's row, up and down go to the other row and on to the next zone.
Place next_place(const std::vector<Place>& places, const Place& from, Step step) {
  const auto key = [](const Place& p) { return p.first * 3 + p.second.row + 1; };
  const bool across = step == Step::left || step == Step::right;
  const int sign = step == Step::left || step == Step::up ? -1 : 1;
  const Place* best = nullptr;
  int best_cost = 0;
  for (const Place& place : places) {
    const int dcol = place.second.column - from.second.column;
    const int dkey = key(place) - key(from);
    const int ahead = sign * (across ? dcol : dkey);
    if (ahead <= 0 || (across && place.first != from.first)) continue;
    const int cost = across ? ahead + 4 * std::abs(dkey) : 4 * ahead + std::abs(dcol);
    if (best == nullptr || cost < best_cost) {
      best = &place;
      best_cost = cost;
    }
  }
  return best != nullptr ? *best : from;
}

// The matches a zone would hold with `location` at `spot`, turned or not.
int matches_if(const mt::MintopiaView& view, int zone, int location, mt::Spot spot, bool turned) {
  mt::Zone z = view.city.zones[static_cast<std::size_t>(zone)];
  if (z.find(location) != nullptr) {
    const bool was_turned = z.find(location)->turned;
    z = z.without(location);
    turned = was_turned;
  }
  z.place(location, spot, turned);
  return z.matches(view.cards->locations);
}

}  // namespace

Outcome Session::spot_cursor(const std::vector<Place>& places, int carried, bool can_turn,
                             const std::function<Move(int, mt::Spot, bool)>& make, bool can_back) {
  if (places.empty()) return moves_menu(false);
  Place at = places.front();
  bool turned = false;
  // The cursor starts where the adviser would put it.
  for (const Place& place : places) {
    for (const bool turn : {false, true}) {
      if (make(place.first, place.second, turn) == advice().move) {
        at = place;
        turned = turn;
      }
    }
  }
  if (!can_turn) {
    // Not the player's to turn: a Location the Utility moves keeps its turn, and the
    // preview shows it so; a new one goes down as it is.
    const int zone = mt::zone_holding(view_->city, carried);
    const mt::Placed* placed =
        zone >= 0 ? view_->city.zones[static_cast<std::size_t>(zone)].find(carried) : nullptr;
    turned = placed != nullptr && placed->turned;
  }
  std::string message;
  std::vector<std::string> first = {std::string(glyphs_.arrows) + "/hjkl move"};
  const std::vector<Move>& legal = this->legal();
  if (can_turn) first.emplace_back("r turn");
  first.emplace_back("Enter place");
  if (can_back) first.emplace_back("Esc back");
  const mt::MintopiaView& view = *view_;
  const std::string name = location(view, carried).name;
  auto status = [&] {
    const mt::Zone& zone = view.city.zones[static_cast<std::size_t>(at.first)];
    const int before = zone.matches(view.cards->locations);
    const int after = matches_if(view, at.first, carried, at.second, turned);
    const bool moving = zone.find(carried) != nullptr;
    std::string text = std::string("Enter ") + (moving ? "moves " : "places ") + name + " at " +
                       spot_words(at.second) + (turned ? " turned" : "") + " in zone " +
                       std::to_string(at.first) + ": matches there " + std::to_string(before) +
                       " to " + std::to_string(after) + ".";
    if (can_turn) text += " r turns it.";
    return text;
  };
  for (;;) {
    const Focus focus{at.first, at.second, turned, -1, carried};
    auto draw = [&] {
      draw_board(screen_, glyphs_, table(), focus, message.empty() ? status() : message,
                 hints(first, true));
    };
    const Key key = next_key(screen_, glyphs_, draw);
    if (key.kind == Key::Kind::interrupt) return ended(Outcome::End::interrupted);
    message.clear();
    if (const Step step = step_of(key); step != Step::none) {
      const Place next = next_place(places, at, step);
      if (next == at) message = "No open spot that way; ( ) marks where it may go.";
      at = next;
      continue;
    }
    if (key.kind == Key::Kind::tab) {
      auto it = std::find(places.begin(), places.end(), at);
      at = (it == places.end() || it + 1 == places.end()) ? places.front() : *(it + 1);
      continue;
    }
    if (can_turn && (key.is(U'r') || key.is(U'R'))) {
      turned = !turned;
      continue;
    }
    if (key.kind == Key::Kind::enter) {
      const Move move = make(at.first, at.second, turned);
      if (is_legal(legal, move)) return chosen(move);
      message = "It cannot go there.";
      continue;
    }
    if (can_back && key.kind == Key::Kind::escape) return ended(Outcome::End::back);
    if (auto outcome = common_key(key, draw, message)) return *outcome;
  }
}

Outcome Session::place() {
  std::vector<Place> places;
  bool can_turn = false;
  for (Move move : legal()) {
    if (mt::kind_of(move) != Kind::place) continue;
    can_turn = can_turn || mt::c_of(move) == 1;
    const Place place{mt::a_of(move), mt::spot_of(mt::b_of(move))};
    if (std::find(places.begin(), places.end(), place) == places.end()) places.push_back(place);
  }
  if (view_->lot < 0) return moves_menu(false);
  return spot_cursor(
      places, view_->lot, can_turn,
      [](int zone, mt::Spot spot, bool turned) {
        return mt::make_move(Kind::place, zone, mt::spot_code(spot), turned ? 1 : 0);
      },
      false);
}

Outcome Session::utility() {
  const mt::MintopiaView& view = *view_;
  const std::vector<Move>& legal = this->legal();
  std::vector<int> movable;
  for (Move move : legal) {
    if (mt::kind_of(move) != Kind::relocate) continue;
    const int location = mt::a_of(move);
    if (std::find(movable.begin(), movable.end(), location) == movable.end())
      movable.push_back(location);
  }
  std::vector<Choice> choices;
  for (Move move : legal) {
    if (mt::kind_of(move) == Kind::skip) choices.push_back({"Skip: move nothing", move, nullptr});
  }
  for (int location : movable) {
    const int zone = mt::zone_holding(view.city, location);
    Choice item{"Move " + ui::mintopia::location(view, location).name + " (zone " +
                    std::to_string(zone) + ")",
                Move{}, [this, location, zone, &legal]() -> Outcome {
                  std::vector<Place> places;
                  for (Move move : legal) {
                    if (mt::kind_of(move) == Kind::relocate && mt::a_of(move) == location)
                      places.emplace_back(zone, mt::spot_of(mt::b_of(move)));
                  }
                  return spot_cursor(
                      places, location, false,
                      [location](int, mt::Spot spot, bool) {
                        return mt::make_move(Kind::relocate, location, mt::spot_code(spot));
                      },
                      true);
                }};
    item.advised =
        mt::kind_of(advice().move) == Kind::relocate && mt::a_of(advice().move) == location;
    choices.push_back(std::move(item));
  }
  return choose_from("Utility",
                     "You hold the most Utilities: you may move one Location to another open "
                     "spot of the same zone, keeping its turn.",
                     choices, false);
}

}  // namespace gavel::ui::mintopia
