// Facts that scenario files check with `expect:` lines (man page, AUCTIONLAND).

#include <bit>
#include <map>

#include "gavel/core/text.h"
#include "gavel/games/auctionland/state.h"

namespace gavel::auctionland {
namespace {

std::string numbers(const std::vector<int>& values) {
  if (values.empty()) return "none";
  std::vector<std::string> texts;
  for (int value : values)
    texts.push_back(std::to_string(value));
  return join(texts, " ");
}

}  // namespace

std::optional<std::string> AuctionlandState::chapter_fact(std::string_view name) const {
  const auto tile_list = [&](const std::vector<int>& tiles) {
    std::vector<std::string> names;
    for (int tile : tiles)
      names.push_back(content_->tile_name(tile));
    return names.empty() ? std::string("none") : join(names, " ");
  };
  const auto dot = name.find('.');
  if (dot == std::string_view::npos) {
    if (name == "phase") return phase_name(phase_);
    if (name == "first") return std::to_string(first_);
    if (name == "auctioneer") return std::to_string(auctioneer_);
    if (name == "turns") return std::to_string(turns_);
    if (name == "stack") return std::to_string(stack_.size());
    if (name == "box") return tile_list(box_);
    if (name == "held") return held_ < 0 ? std::string("none") : content_->tile_name(held_);
    if (name == "high-bid") {
      if (high_bidder_ < 0) return std::string("none");
      return std::to_string(high_bid_) + " by " + std::to_string(high_bidder_);
    }
    std::vector<int> tiles, money;
    for (const Slot& slot : market_) {
      tiles.push_back(slot.tile);
      money.push_back(slot.money);
    }
    if (name == "market") return tile_list(tiles);
    if (name == "market-money") return numbers(money);
    if (name == "money") {
      int total = 0;  // players' and the market's: never changes
      for (const Player& p : seats_)
        total += p.money;
      for (int m : money)
        total += m;
      return std::to_string(total);
    }
    return std::nullopt;
  }

  const auto seat = parse_integer(name.substr(dot + 1));
  if (!seat || *seat < 0 || *seat >= players_) return std::nullopt;
  const Player& p = player(static_cast<Seat>(*seat));
  const std::string key(name.substr(0, dot));
  if (key == "money") return std::to_string(p.money);
  if (key == "seen-money") {
    // Read from the seat's own view, so a scenario checks what that seat is shown.
    const auto shown = view(static_cast<Seat>(*seat));
    std::vector<std::string> amounts;
    for (const SeatView& other : dynamic_cast<const AuctionlandView&>(*shown).seats) {
      amounts.push_back(other.money == hidden_money ? "?" : std::to_string(other.money));
    }
    return join(amounts, " ");
  }
  if (key == "tiles") return std::to_string(p.island.tiles());
  if (key == "bonus") return std::string(p.bonus_taken ? "yes" : "no");
  if (key == "out") return std::string(p.out ? "yes" : "no");
  if (key == "island") {
    // "7c at d4, 1a at e4 rot 90", in position order: the build notation's words.
    std::vector<std::string> parts;
    for (Positions rest = p.island.occupied; rest != 0; rest &= rest - 1) {
      const int position = std::countr_zero(rest);
      const int tile = p.built[static_cast<std::size_t>(position)];
      const Quadrants printed = content_->tile(tile).quadrants;
      // The least turn that gives the quadrants built: a tile that looks the same
      // turned (PPPP, GHGH) reads as the least of its turns.
      int turns = 0;
      while (turns < 3 &&
             turned(printed, turns) != p.island.quadrants[static_cast<std::size_t>(position)])
        ++turns;
      parts.push_back(content_->tile_name(tile) + " at " + position_name(position) +
                      (turns > 0 ? " rot " + std::to_string(90 * turns) : ""));
    }
    return parts.empty() ? std::string("none") : join(parts, ", ");
  }
  const Score score = scores()[static_cast<std::size_t>(*seat)];
  const std::map<std::string, int> parts = {
      {"beach-tiles", score.island.beach_tiles},
      {"park-tiles", score.island.park_tiles},
      {"garden-areas", score.island.garden_areas},
      {"house-areas", score.island.house_areas},
      {"beach-points", score.island.beach_points},
      {"park-points", score.island.park_points},
      {"area-points", score.island.area_points},
      {"peace", score.icons[static_cast<std::size_t>(Icon::peace)]},
      {"love", score.icons[static_cast<std::size_t>(Icon::love)]},
      {"music", score.icons[static_cast<std::size_t>(Icon::music)]},
      {"peace-points", score.icon_points[static_cast<std::size_t>(Icon::peace)]},
      {"love-points", score.icon_points[static_cast<std::size_t>(Icon::love)]},
      {"music-points", score.icon_points[static_cast<std::size_t>(Icon::music)]},
      {"icon-points", score.icon_total()},
      {"points", score.total()},
  };
  const auto found = parts.find(key);
  if (found == parts.end()) return std::nullopt;
  return std::to_string(found->second);
}

}  // namespace gavel::auctionland
