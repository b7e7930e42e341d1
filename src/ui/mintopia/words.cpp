// The board's words for New Mintopia City's Locations, seats and Mints, and what the
// table is waiting for. They read the view only.

#include "gavel/core/text.h"
#include "parts.h"

namespace gavel::ui::mintopia {

const mt::Location& location(const mt::MintopiaView& view, int index) {
  return view.cards->locations[static_cast<std::size_t>(index)];
}

std::string who(const Scene& table, int competitor) {
  const mt::MintopiaView& view = table.view;
  if (competitor == mt::ai_competitor(view.city)) {
    return view.cards->ai_cards[static_cast<std::size_t>(view.ai_card)].name;
  }
  return sitter_name(table.sitters, competitor);
}

std::string short_who(const Scene& table, int competitor) {
  if (competitor == mt::ai_competitor(table.view.city)) {
    const std::string name = who(table, competitor);
    return name.starts_with("The ") ? name.substr(4) : name;
  }
  return sitter_short_name(table.sitters, competitor);
}

std::string mints_text(int mints) {
  return counted(mints, "Mint", "Mints");
}

std::string short_name(const mt::Location& location) {
  std::string_view name = location.name;
  if (name.starts_with("The ")) name.remove_prefix(4);
  name = name.substr(0, name.find(' '));
  std::string four(name.substr(0, 4));
  four.append(4 - four.size(), ' ');
  return four;
}

char type_letter(mt::LocationType type) {
  return static_cast<char>(lowercase(mt::type_name(type))[0]);
}

std::string spot_words(mt::Spot spot) {
  return "row " + std::to_string(spot.row) + " col " + std::to_string(spot.column);
}

Seat neighbour(const mt::MintopiaView& view, Seat seat, int side) {
  return side == mt::left_side_code ? (seat + 1) % view.players
                                    : (seat + view.players - 1) % view.players;
}

int majority_holder(const mt::MintopiaView& view, mt::LocationType type) {
  return mt::majority(view.city, view.cards->locations, type);
}

int mints_change(const Scene& table, Seat seat) {
  if (table.before == nullptr || seat >= table.view.players) return 0;
  const auto at = static_cast<std::size_t>(seat);
  return table.view.mints[at] - table.before->mints[at];
}

bool fresh_location(const Scene& table, int location) {
  if (table.before == nullptr) return false;
  return mt::zone_holding(table.before->city, location) == mt::no_one;
}

std::string waiting_words(const Scene& table) {
  const mt::MintopiaView& view = table.view;
  const bool mine = view.to_move == view.me;
  const std::string mover = view.to_move >= 0 ? who(table, view.to_move) : std::string();
  const std::string lot = view.lot >= 0 ? location(view, view.lot).name : std::string();
  switch (view.phase) {
    case mt::Phase::choose:
      return mine ? "You are the Auctioneer: choose a Location of the Auction Block and open or "
                    "closed."
                  : mover + " chooses what to auction.";
    case mt::Phase::open_bid:
      if (view.mode != mt::Mode::ring)
        return mine ? "Your turn in the auction for " + lot + ": bid more, or withdraw."
                    : mover + " bids or withdraws.";
      if (view.bid.leader == nobody && mine)
        return "You open the bidding for " + lot + ": alone, or with a neighbour.";
      return mine ? "Your turn in the auction for " + lot + ": bid more, alone or with a " +
                        "neighbour, or withdraw."
                  : mover + " bids or withdraws.";
    case mt::Phase::answer:
      return mine ? who(table, view.proposal.from) + " asks you to bid together."
                  : mover + " answers " + who(table, view.proposal.from) + ".";
    case mt::Phase::share:
      return mine ? "You won " + lot + " alone: choose the neighbour to share it with."
                  : mover + " chooses whom to share " + lot + " with.";
    case mt::Phase::commit:
      return mine ? "Closed auction for " + lot + ": commit your sealed bid."
                  : "Sealed bids for " + lot + ": " + mover + " commits.";
    case mt::Phase::name_chooser:
      return mine ? "Tied pairs: as Auctioneer, name who chooses the winning pair."
                  : mover + " names who chooses among the tied pairs.";
    case mt::Phase::pick_pair:
      return mine ? "Tied pairs: choose which of your pairs wins " + lot + "."
                  : mover + " picks the winning pair.";
    case mt::Phase::ai_answer:
      return mine ? "The AI card bids " + std::to_string(view.ai_bid) +
                        ": raise once to beat it, or pass."
                  : mover + " may raise over the AI card.";
    case mt::Phase::place:
    case mt::Phase::deed_place:
      return mine ? "Place " + lot + " in your zone." : mover + " places " + lot + ".";
    case mt::Phase::utility:
      return mine ? "Utility: you may move one Location to another spot of its zone."
                  : mover + " may move a Location by Utility.";
    case mt::Phase::production:
      return mine ? "Production: you may turn one Location round."
                  : mover + " may turn a Location by Production.";
    case mt::Phase::over:
      return "The game is over.";
    default:
      break;
  }
  return "";
}

}  // namespace gavel::ui::mintopia
