#include "gavel/games/mintopia/city.h"

#include <algorithm>
#include <string>

#include "gavel/core/error.h"

namespace gavel::mintopia {

namespace {

bool has_ai_card(Mode mode) {
  return mode == Mode::duel_against_ai || mode == Mode::solitaire;
}

const Location& location_at(const std::vector<Location>& deck, int location) {
  return deck.at(static_cast<std::size_t>(location));
}

// Whether competitor `a` ranks above `b` on the tie-breaks after points: fewer
// Locations, then more Mints, the AI's being unlimited.
bool ahead_on_ties(const City& city, const std::vector<Score>& scores,
                   const std::vector<int>& mints, int a, int b) {
  const Score& first = scores[static_cast<std::size_t>(a)];
  const Score& second = scores[static_cast<std::size_t>(b)];
  if (first.locations != second.locations) return first.locations < second.locations;
  const int ai = ai_competitor(city);
  if (a == ai || b == ai) return a == ai;
  return mints[static_cast<std::size_t>(a)] > mints[static_cast<std::size_t>(b)];
}

}  // namespace

City empty_city(Mode mode, int players) {
  if (mode_of(players, has_ai_card(mode)) != mode) {
    throw Error("that mode is not played by " + std::to_string(players) + " players");
  }
  City city;
  city.mode = mode;
  city.players = players;
  city.zones.resize(static_cast<std::size_t>(competitors(city)));
  return city;
}

int competitors(const City& city) {
  return city.players + (has_ai_card(city.mode) ? 1 : 0);
}

int ai_competitor(const City& city) {
  return has_ai_card(city.mode) ? city.players : no_one;
}

std::vector<int> controllers(const City& city, int zone) {
  if (city.mode != Mode::ring) return {zone};
  const int left = (zone + 1) % city.players;
  return {std::min(zone, left), std::max(zone, left)};
}

std::vector<int> zones_of(const City& city, int competitor) {
  if (city.mode != Mode::ring) return {competitor};
  const int right = (competitor + city.players - 1) % city.players;
  return {std::min(right, competitor), std::max(right, competitor)};
}

int zone_holding(const City& city, int location) {
  for (int zone = 0; zone < static_cast<int>(city.zones.size()); ++zone) {
    if (city.zones[static_cast<std::size_t>(zone)].find(location) != nullptr) return zone;
  }
  return no_one;
}

Holdings holdings(const City& city, const std::vector<Location>& deck, int competitor) {
  Holdings held;
  for (const int zone : zones_of(city, competitor)) {
    const Zone& cards = city.zones.at(static_cast<std::size_t>(zone));
    held.matches += cards.matches(deck);
    for (const Placed& placed : cards.cards()) {
      const Location& location = location_at(deck, placed.location);
      held.vp += location.vp;
      ++held.locations;
      ++held.types[static_cast<std::size_t>(location.type)];
    }
  }
  return held;
}

int majority(const City& city, const std::vector<Location>& deck, LocationType type) {
  int most = 0;
  int holder = no_one;
  for (int competitor = 0; competitor < competitors(city); ++competitor) {
    const int count = holdings(city, deck, competitor).types[static_cast<std::size_t>(type)];
    if (count > most) {
      most = count;
      holder = competitor;
    } else if (count == most) {
      holder = no_one;
    }
  }
  return holder;
}

std::vector<Score> scores(const City& city, const std::vector<Location>& deck, int ai_banked) {
  const int culture = majority(city, deck, LocationType::culture);
  std::vector<Score> result;
  for (int competitor = 0; competitor < competitors(city); ++competitor) {
    const Holdings held = holdings(city, deck, competitor);
    Score score;
    score.vp = held.vp;
    score.matches = held.matches;
    score.culture_bonus = competitor == culture ? held.matches : 0;
    score.banked = competitor == ai_competitor(city) ? ai_banked : 0;
    score.locations = held.locations;
    result.push_back(score);
  }
  return result;
}

std::vector<int> places(const City& city, const std::vector<Score>& scores,
                        const std::vector<int>& mints) {
  const int count = competitors(city);
  if (static_cast<int>(scores.size()) != count || static_cast<int>(mints.size()) < city.players) {
    throw Error("places need a score for every competitor and the Mints of every seat");
  }
  if (city.mode == Mode::solitaire) {
    const bool player_wins = scores[0].total() > scores[1].total();
    return player_wins ? std::vector<int>{1, 2} : std::vector<int>{2, 1};
  }
  std::vector<int> result;
  for (int competitor = 0; competitor < count; ++competitor) {
    const int total = scores[static_cast<std::size_t>(competitor)].total();
    int ahead = 0;
    for (int other = 0; other < count; ++other) {
      if (other == competitor) continue;
      const int theirs = scores[static_cast<std::size_t>(other)].total();
      if (theirs > total ||
          (theirs == total && ahead_on_ties(city, scores, mints, other, competitor))) {
        ++ahead;
      }
    }
    result.push_back(ahead + 1);
  }
  return result;
}

}  // namespace gavel::mintopia
