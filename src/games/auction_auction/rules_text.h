#pragma once
// The '?' page of Auction Auction (rules_text.cpp).

namespace gavel::auction_auction {

extern const char* const rules_text;

}  // namespace gavel::auction_auction
