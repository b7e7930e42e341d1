#pragma once
// `gavel new --text` and `gavel continue --text`: the whole run line by line, for a
// screen reader, a braille display or a script. Each page is printed as lines of at
// most 80 columns, then a question with its answers, typed and read back one line
// at a time; Enter takes the answer the board's cursor starts on, so Enter alone
// never spends a garnet or a token of life. The run is the same file as on the
// board, stored after every move, so either front end continues the other's run.

#include <iosfwd>
#include <optional>

#include "gavel/ui/campaign.h"

namespace gavel {

// Starts a run as the title's New run does (asking first whether to abandon a saved
// one, and the ascension when the profile has levels unlocked and `choice` names
// none) and plays it. Returns 0; throws gavel::Error when a save cannot be read or
// written.
int new_text_run(ui::Campaign& campaign, const ui::NewRunChoice& choice, std::istream& in,
                 std::ostream& out);

// Plays the saved run from where it stands. Returns 0; throws gavel::Error when there
// is none or it cannot be read.
int continue_text_run(ui::Campaign& campaign, std::istream& in, std::ostream& out);

}  // namespace gavel
