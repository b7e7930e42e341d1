#pragma once
// What New Mintopia City's zone tests share: a deck of three Locations.

#include <vector>

#include "gavel/games/mintopia/cards.h"

namespace gavel::testing {

// Spearmint|Cherry, Cherry|Lemon, Lemon|Lemon.
inline const std::vector<mintopia::Location> three_location_deck = {
    {"Sweet Shop", mintopia::LocationType::deed, 1, mintopia::Mint::spearmint,
     mintopia::Mint::cherry},
    {"Tin Works", mintopia::LocationType::production, 2, mintopia::Mint::cherry,
     mintopia::Mint::lemon},
    {"Lemon Lido", mintopia::LocationType::culture, 3, mintopia::Mint::lemon,
     mintopia::Mint::lemon},
};

}  // namespace gavel::testing
