#include "gavel/games/auction_auction/hands.h"

#include <algorithm>

#include "gavel/core/text.h"

namespace gavel::auction_auction {

Hand hand_of(const Cubes& cubes) {
  if (std::all_of(cubes.begin(), cubes.end(), [](int count) { return count >= 1; }))
    return Hand::rainbow;
  const int most = *std::max_element(cubes.begin(), cubes.end());
  const auto pairs =
      std::count_if(cubes.begin(), cubes.end(), [](int count) { return count >= 2; });
  if (most >= 4) return Hand::four_of_a_kind;
  if (most == 3) return Hand::three_of_a_kind;
  if (pairs >= 2) return Hand::two_pair;
  if (pairs == 1) return Hand::one_pair;
  return Hand::nothing;
}

const char* hand_name(Hand hand) {
  switch (hand) {
    case Hand::nothing:
      return "Nothing";
    case Hand::one_pair:
      return "One Pair";
    case Hand::two_pair:
      return "Two Pair";
    case Hand::three_of_a_kind:
      return "Three of a Kind";
    case Hand::four_of_a_kind:
      return "Four of a Kind";
    case Hand::rainbow:
      return "Rainbow";
  }
  return "?";
}

int cube_total(const Cubes& cubes) {
  return cubes[0] + cubes[1] + cubes[2];
}

std::string cubes_text(const Cubes& cubes) {
  std::vector<std::string> parts;
  for (Colour colour : all_colours) {
    const int count = cubes[static_cast<std::size_t>(colour)];
    if (count > 0) parts.push_back(std::to_string(count) + " " + colour_name(colour));
  }
  return parts.empty() ? std::string("no cubes") : join(parts, ", ");
}

int compare_hands(const Cubes& a, int cash_a, const Cubes& b, int cash_b) {
  const int rank_a = static_cast<int>(hand_of(a));
  const int rank_b = static_cast<int>(hand_of(b));
  if (rank_a != rank_b) return rank_a - rank_b;
  for (Colour colour : all_colours) {
    const auto index = static_cast<std::size_t>(colour);
    if (a[index] != b[index]) return a[index] - b[index];
  }
  return cash_a - cash_b;
}

std::vector<Standing> hand_standings(const std::vector<Cubes>& cubes,
                                     const std::vector<int>& cash) {
  std::vector<Standing> standings(cubes.size());
  for (std::size_t seat = 0; seat < cubes.size(); ++seat) {
    int better = 0;
    for (std::size_t other = 0; other < cubes.size(); ++other) {
      if (compare_hands(cubes[other], cash[other], cubes[seat], cash[seat]) > 0) ++better;
    }
    standings[seat] = {better + 1, static_cast<int>(hand_of(cubes[seat]))};
  }
  return standings;
}

}  // namespace gavel::auction_auction
