// A seat's view of Auctionland, and its plain-text picture for the text front end.

#include "gavel/games/auctionland/view.h"

#include <sstream>

#include "gavel/games/auctionland/state.h"

namespace gavel::auctionland {

std::string phase_name(Phase phase) {
  switch (phase) {
    case Phase::first_player:
      return "first-player";
    case Phase::setup_deal:
      return "setup-deal";
    case Phase::build_take:
      return "build-take";
    case Phase::build_place:
      return "build-place";
    case Phase::bonus_take:
      return "bonus-take";
    case Phase::bonus_place:
      return "bonus-place";
    case Phase::auction_take:
      return "auction-take";
    case Phase::bidding:
      return "bidding";
    case Phase::sale:
      return "sale";
    case Phase::auction_place:
      return "auction-place";
    case Phase::refill:
      return "refill";
    case Phase::over:
      return "over";
  }
  return "?";
}

std::unique_ptr<View> AuctionlandState::view(Seat me) const {
  auto v = std::make_unique<AuctionlandView>();
  v->me = me;
  v->phase = phase_;
  v->to_move = to_move();
  v->auctioneer = auctioneer_;
  v->first_player = first_;
  v->turns = turns_;
  v->auction_step = auction_step_;
  v->visible_money = visible_money_;
  v->market_size = market_size_;
  v->market = market_;
  v->stack = static_cast<int>(stack_.size());
  v->box = box_;
  v->held = held_;
  v->high_bid = high_bid_;
  v->high_bidder = high_bidder_;
  v->content = content_;
  const std::vector<Score> all = scores();
  v->seats.reserve(players_);
  for (Seat seat = 0; seat < players_; ++seat) {
    const Player& p = player(seat);
    SeatView s;
    // Money comes out at the end: the tie-break counts it.
    if (seat == me || visible_money_ || over() || (me == 0 && boons_.sees_money)) s.money = p.money;
    s.island = p.island;
    s.built = p.built;
    s.score = all[static_cast<std::size_t>(seat)];
    s.out = p.out;
    s.bonus_taken = p.bonus_taken;
    v->seats.push_back(s);
  }
  return v;
}

namespace {

// An island as text: two letters by two for each tile, NW NE over SW SE, with the
// grid's column letters and row numbers; ".." marks where its next tile may go.
void draw_island(std::ostream& out, const Layout& island) {
  const Positions open = buildable(island.occupied);
  const Box box = box_of(island.occupied | open);
  out << "      ";
  for (int column = box.left; column < box.left + box.width; ++column)
    out << static_cast<char>('a' + column) << "  ";
  out << "\n";
  for (int row = box.top; row < box.top + box.height; ++row) {
    for (int half = 0; half < 2; ++half) {
      out << "    " << (half == 0 ? static_cast<char>('1' + row) : ' ') << " ";
      for (int column = box.left; column < box.left + box.width; ++column) {
        const int position = position_at(column, row);
        if (island.has(position)) {
          const Quadrants q = island.quadrants[static_cast<std::size_t>(position)];
          out << terrain_letter(terrain_at(q, half == 0 ? nw : sw))
              << terrain_letter(terrain_at(q, half == 0 ? ne : se));
        } else {
          out << ((open & bit_of(position)) != 0 && half == 0 ? ".." : "  ");
        }
        out << " ";
      }
      out << "\n";
    }
  }
}

}  // namespace

std::string AuctionlandView::describe() const {
  std::ostringstream out;
  if (phase == Phase::over) {
    out << "The game is over after " << turns << " turns; you are seat " << me << ".\n";
  } else {
    out << "Turn " << turns + 1 << " (" << phase_name(phase) << "): the gavel is with seat "
        << auctioneer << ", seat " << seat_name(to_move) << " to move; you are seat " << me
        << ".\n";
  }
  out << "Market (" << stack << " in the stack):";
  if (market.empty()) out << " empty";
  for (std::size_t i = 0; i < market.size(); ++i) {
    out << (i == 0 ? " " : "; ") << i + 1 << ") " << describe_tile(*content, market[i].tile);
    if (market[i].money > 0) out << " $" << market[i].money;
  }
  out << "\n";
  // What the player to move is asked, in the move notation's words.
  const std::string who = "Seat " + seat_name(to_move);
  const std::string held_tile = held >= 0 ? describe_tile(*content, held) : std::string();
  switch (phase) {
    case Phase::build_take:
      out << who << " must take a tile to build (take K).\n";
      break;
    case Phase::bonus_take:
      out << who << " must take a Bonus tile (take K).\n";
      break;
    case Phase::auction_take:
      out << who << " must take a tile to auction (auction K).\n";
      break;
    case Phase::build_place:
    case Phase::bonus_place:
    case Phase::auction_place:
      out << who << " must build " << held_tile << " (build at POS rot 0/90/180/270).\n";
      break;
    case Phase::bidding:
      out << "Up for auction: " << held_tile << "; ";
      if (high_bidder >= 0) {
        out << "high bid $" << high_bid << " by seat " << high_bidder;
      } else {
        out << "no bid yet";
      }
      out << ". " << who << " may raise or pass (bid N, pass).\n";
      break;
    case Phase::sale: {
      out << "Seat " << high_bidder << " bid $" << high_bid << " for " << held_tile << ". ";
      // A buy-back is offered only to an auctioneer who could pay it, as far as
      // this seat can tell.
      const int money = seats[to_move].money;
      if (money != hidden_money && money < high_bid + 1) {
        out << who << " must sell it for $" << high_bid << ", short of the $" << high_bid + 1
            << " a buy-back costs (sell).\n";
      } else {
        out << who << " may sell it for $" << high_bid << " or buy it back for $" << high_bid + 1
            << " (sell, buy back).\n";
      }
      break;
    }
    default:
      break;
  }
  if (!box.empty()) {
    out << "In the box:";
    for (int tile : box)
      out << " " << content->tile_name(tile);
    out << "\n";
  }
  for (std::size_t seat = 0; seat < seats.size(); ++seat) {
    const SeatView& s = seats[seat];
    const IslandScore& i = s.score.island;
    const int tiles = s.island.tiles();
    out << "Seat " << seat << (static_cast<Seat>(seat) == me ? " (you)" : "") << ": "
        << (s.money == hidden_money ? std::string("money hidden") : "$" + std::to_string(s.money))
        << ", " << tiles << (tiles == 1 ? " tile, " : " tiles, ") << s.score.total()
        << (s.score.total() == 1 ? " point" : " points") << ": beaches " << i.beach_tiles << " ("
        << i.beach_points << "), park " << i.park_tiles << " (" << i.park_points << "), gardens "
        << i.garden_areas << " x houses " << i.house_areas << " (" << i.area_points << "), Peace "
        << s.score.icons[0] << " Love " << s.score.icons[1] << " Music " << s.score.icons[2] << " ("
        << s.score.icon_total() << ")";
    if (s.out && phase == Phase::bidding) out << ", out of the bidding";
    out << "\n";
    draw_island(out, s.island);
  }
  return out.str();
}

}  // namespace gavel::auctionland
