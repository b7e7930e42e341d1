#include "gavel/games/mintopia/ai_play.h"

#include <algorithm>
#include <optional>
#include <string>
#include <type_traits>

#include "gavel/core/error.h"

namespace gavel::mintopia {

namespace {

int ai_of(const City& city) {
  const int ai = ai_competitor(city);
  if (ai == no_one) throw Error("only a game with an AI card has an AI to play");
  return ai;
}

Zone& zone_at(City& city, int zone) {
  if (zone < 0 || zone >= static_cast<int>(city.zones.size())) {
    throw Error("there is no zone " + std::to_string(zone));
  }
  return city.zones[static_cast<std::size_t>(zone)];
}

// The zone's Locations in the order ties go by: their spots.
std::vector<Placed> by_spot(const Zone& zone) {
  std::vector<Placed> cards = zone.cards();
  std::sort(cards.begin(), cards.end(),
            [](const Placed& a, const Placed& b) { return a.spot < b.spot; });
  return cards;
}

// Keeps the first of the choices with the largest margin, as they are offered.
template <typename Choice>
class Best {
 public:
  Best(const City& city, const std::vector<Location>& deck, int ai_banked)
      : city_(city), deck_(deck), ai_banked_(ai_banked) {}

  void offer(const Choice& choice) {
    const int margin = ai_margin(after(city_, choice), deck_, ai_banked_);
    if (!choice_ || margin > margin_) {
      choice_ = choice;
      margin_ = margin;
    }
  }
  const std::optional<Choice>& choice() const { return choice_; }

 private:
  const City& city_;
  const std::vector<Location>& deck_;
  int ai_banked_;
  std::optional<Choice> choice_;
  int margin_ = 0;
};

}  // namespace

City after(const City& city, const AbilityUse& use) {
  City next = city;
  std::visit(
      [&](const auto& choice) {
        using Choice = std::decay_t<decltype(choice)>;
        Zone& zone = zone_at(next, choice.zone);
        if constexpr (std::is_same_v<Choice, Placement>) {
          if (zone_holding(city, choice.location) != no_one) {
            throw Error("that Location already lies in the city");
          }
          zone.place(choice.location, choice.spot, choice.turned);
        } else if constexpr (std::is_same_v<Choice, Relocation>) {
          zone.move(choice.location, choice.to);
        } else {
          zone.turn(choice.location);
        }
      },
      use);
  return next;
}

int ai_margin(const City& city, const std::vector<Location>& deck, int ai_banked) {
  const int ai = ai_of(city);
  const std::vector<Score> now = scores(city, deck, ai_banked);
  int best_other = 0;
  bool any_other = false;
  for (int competitor = 0; competitor < competitors(city); ++competitor) {
    if (competitor == ai) continue;
    const int total = now[static_cast<std::size_t>(competitor)].total();
    best_other = any_other ? std::max(best_other, total) : total;
    any_other = true;
  }
  return now[static_cast<std::size_t>(ai)].total() - best_other;
}

Placement best_placement(const City& city, const std::vector<Location>& deck, int ai_banked,
                         int location) {
  const int zone = ai_of(city);  // the AI's zone bears its number
  Best<Placement> best(city, deck, ai_banked);
  for (const Spot spot : city.zones[static_cast<std::size_t>(zone)].open_spots()) {
    for (const bool turned : {false, true})
      best.offer({location, zone, spot, turned});
  }
  return *best.choice();  // a zone always has an open spot
}

Placement best_deed_placement(const City& city, const std::vector<Location>& deck, int ai_banked,
                              int drawn) {
  return best_placement(city, deck, ai_banked, drawn);
}

std::optional<Relocation> best_relocation(const City& city, const std::vector<Location>& deck,
                                          int ai_banked) {
  ai_of(city);
  Best<Relocation> best(city, deck, ai_banked);
  for (int zone = 0; zone < static_cast<int>(city.zones.size()); ++zone) {
    const Zone& cards = city.zones[static_cast<std::size_t>(zone)];
    for (const Placed& placed : by_spot(cards)) {
      for (const Spot to : cards.move_spots(placed.location)) {
        best.offer({placed.location, zone, to});
      }
    }
  }
  return best.choice();
}

std::optional<Turning> best_turning(const City& city, const std::vector<Location>& deck,
                                    int ai_banked) {
  ai_of(city);
  Best<Turning> best(city, deck, ai_banked);
  for (int zone = 0; zone < static_cast<int>(city.zones.size()); ++zone) {
    for (const Placed& placed : by_spot(city.zones[static_cast<std::size_t>(zone)])) {
      best.offer({placed.location, zone});
    }
  }
  return best.choice();
}

std::optional<AbilityUse> best_use(const City& city, const std::vector<Location>& deck,
                                   int ai_banked, LocationType type, int drawn) {
  switch (type) {
    case LocationType::deed:
      if (drawn == no_one) throw Error("a Deed places the Location it drew");
      return best_deed_placement(city, deck, ai_banked, drawn);
    case LocationType::utility:
      if (const std::optional<Relocation> move = best_relocation(city, deck, ai_banked))
        return *move;
      return std::nullopt;
    case LocationType::production:
      if (const std::optional<Turning> turn = best_turning(city, deck, ai_banked)) return *turn;
      return std::nullopt;
    case LocationType::culture:
      ai_of(city);
      return std::nullopt;
  }
  return std::nullopt;
}

bool ai_would_win(const City& city, const std::vector<Location>& deck, int ai_banked,
                  const std::vector<int>& mints) {
  const int ai = ai_of(city);
  return places(city, scores(city, deck, ai_banked), mints)[static_cast<std::size_t>(ai)] == 1;
}

bool ai_uses_at_end(const City& city, const AbilityUse& use, const std::vector<Location>& deck,
                    int ai_banked, const std::vector<int>& mints) {
  return ai_would_win(after(city, use), deck, ai_banked, mints);
}

}  // namespace gavel::mintopia
