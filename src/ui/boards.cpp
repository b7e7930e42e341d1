#include "gavel/ui/boards.h"

#include "gavel/ui/auction_auction/board.h"
#include "gavel/ui/auction_web/board.h"
#include "gavel/ui/auctionland/board.h"
#include "gavel/ui/cosmic/board.h"
#include "gavel/ui/mintopia/board.h"

namespace gavel::ui {

const std::vector<ChapterBoard>& chapter_boards() {
  static const std::vector<ChapterBoard> boards = {auction_web::board(), auctionland::board(),
                                                   mintopia::board(), auction_auction::board(),
                                                   cosmic::board()};
  return boards;
}

const ChapterBoard* find_board(std::string_view chapter) {
  for (const ChapterBoard& board : chapter_boards()) {
    if (board.chapter == chapter) return &board;
  }
  return nullptr;
}

}  // namespace gavel::ui
