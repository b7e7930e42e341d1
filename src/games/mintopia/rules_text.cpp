#include "rules_text.h"

namespace gavel::mintopia {

// The '?' page. It says the rules in Gavel's words, with every ruling a player would
// otherwise have to guess; man/gavel.6 says the same.
const char* const rules_text =
    "Bid, alone or with a neighbour, for the Locations of a rebuilt candy-mint city, and "
    "place each one won between you and your partner. Most victory points wins.";

}  // namespace gavel::mintopia
