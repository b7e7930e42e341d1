#!/usr/bin/env bash
# Drives the real `gavel` binary in a real terminal (tmux, 80x24): the title menu
# appears, ? opens help and Esc closes it, a small window gets the size message and
# the menu comes back when it grows, q quits with status 0, and C-c (SIGINT) quits
# with status 130; `gavel play auction-web` shows the board, help, a bid, the size
# message, asks before leaving, and quits with 130 on C-c; `gavel play auctionland`
# shows its board, a tile is taken, turned and built with the keys, and q leaves
# with status 0. After each run the terminal must be back in its usual mode.
#
# usage: tmux_title.sh BINARY
set -u

binary=${1:?usage: tmux_title.sh BINARY}
# shellcheck source=tests/ui/tmux_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/tmux_lib.sh"

# 1. The title menu, help, the size guard and q.
start title
wait_for "Hall of fame" "the title menu at start"
wait_for "Quick play" "the title menu at start"
wait_for "Daily run, 20" "the day's run, named with its date, on the title menu"
tmux_ send-keys -t "$pane" '?'
wait_for "save and quit" "help after ?"
tmux_ send-keys -t "$pane" Escape
wait_for "Hall of fame" "the menu after Esc in help"
wait_for_gone "save and quit" "help closed by Esc"
tmux_ resize-window -t "$pane" -x 60 -y 20
wait_for "Make the terminal at least 80" "the size message at 60x20"
wait_for_gone "Hall of fame" "the menu hidden at 60x20"
tmux_ resize-window -t "$pane" -x 80 -y 24
wait_for "Hall of fame" "the menu redrawn at 80x24"
wait_for_gone "Make the terminal" "the size message gone at 80x24"
tmux_ send-keys -t "$pane" q
expect_exit 0 "q on the title menu"
expect_terminal_restored "q"

# 2. SIGINT (C-c) quits cleanly with 128 + 2.
start interrupt
wait_for "Hall of fame" "the title menu at start"
tmux_ send-keys -t "$pane" C-c
expect_exit 130 "C-c"
expect_terminal_restored "C-c"

# 3. The Auction Web board: the table and its seed, help, a bid, and q asks before
# leaving with status 0.
start board play auction-web --players 2 --seed 7
wait_for "Your turn" "the board at start"
wait_for "seed 7" "the seed on the board"
wait_for "Hand" "the hand on the board"
tmux_ send-keys -t "$pane" '?'
wait_for "bid the chosen card on the chosen property" "the board's help after ?"
tmux_ send-keys -t "$pane" Escape
wait_for "Your turn" "the board after Esc in help"
tmux_ send-keys -t "$pane" Enter
wait_for "You bid" "a bid made with Enter"
tmux_ resize-window -t "$pane" -x 70 -y 20
wait_for "Make the terminal at least 80" "the size message on the board"
tmux_ resize-window -t "$pane" -x 80 -y 24
wait_for "Your turn" "the board redrawn at 80x24"
tmux_ send-keys -t "$pane" q
wait_for "Leave this game? (y/n)" "the question after q"
tmux_ send-keys -t "$pane" y
expect_exit 0 "leaving the board"
expect_terminal_restored "leaving the board"
screen_text | grep -qF "Your turn" && fail "the board is still on screen after leaving"

# 4. SIGINT on the board quits cleanly with 128 + 2.
start board_interrupt play auction-web --players 3 --seed 8
wait_for "Your turn" "the board at start"
tmux_ send-keys -t "$pane" C-c
expect_exit 130 "C-c on the board"
expect_terminal_restored "C-c on the board"

# 5. The Auctionland board: the adviser's tile taken, turned a quarter more and built
# with the keys; q asks before leaving with status 0. With this seed the player holds the gavel first.
start island play auctionland --players 2 --seed 4
wait_for "Your island" "the Auctionland board at start"
wait_for "seed 4" "the seed on the Auctionland board"
wait_for "Build: take" "the market's question at start"
tmux_ send-keys -t "$pane" Enter
wait_for "In hand" "a tile taken with Enter"
wait_for "Enter builds" "the place the adviser would build on"
turn=$(screen_text | grep -o "Enter builds .* rot [0-9]*" | grep -o "[0-9]*$")
tmux_ send-keys -t "$pane" r
wait_for "rot $(((turn + 90) % 360))" "the tile turned with r"
tmux_ send-keys -t "$pane" Enter
wait_for "You build" "a tile built with Enter"
wait_for "Auction: put up" "the auction's question after building"
tmux_ send-keys -t "$pane" q
wait_for "Leave this game? (y/n)" "the question after q"
tmux_ send-keys -t "$pane" y
expect_exit 0 "leaving the Auctionland board"
expect_terminal_restored "leaving the Auctionland board"

echo "tmux_title: ok"
