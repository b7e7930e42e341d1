#!/usr/bin/env bash
# Drives a campaign run in the real `gavel` binary in tmux at 80x24, ironman style:
# `gavel new --seed` shows the act's introduction and the map; q saves and quits to
# the title, and Continue in a new gavel finds the same map; the rooms are walked to
# the auction house and moves are played at the table; q saves and quits, and
# `gavel continue` finds the same board; C-c (SIGINT) mid-chapter saves and exits
# with 130, with the terminal given back; Continue from the title finds the board
# once more; after one more move C-\ (SIGQUIT) does what SIGTERM does: saves, gives
# the terminal back and exits with 131, and `gavel continue` finds the board after
# that move. Panes are compared whole.
#
# usage: tmux_campaign.sh BINARY
set -u

binary=${1:?usage: tmux_campaign.sh BINARY}
# shellcheck source=tests/ui/tmux_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/tmux_lib.sh"

saves="$work/run-saves"

# The pane once it has stopped changing (the board draws after the rivals move).
settled() {
  local before now i
  before=$(screen_text)
  for ((i = 0; i < 50; i++)); do
    sleep 0.1
    now=$(screen_text)
    [[ $now == "$before" ]] && break
    before=$now
  done
  printf '%s\n' "$now"
}

# Sends one key and waits (10 s at most) for the pane to show its effect, so that a
# slow machine never gets the next key before this one was handled.
press() {  # press KEY WHAT
  local before i
  before=$(screen_text)
  tmux_ send-keys -t "$pane" "$1"
  for ((i = 0; i < 100; i++)); do
    [[ $(screen_text) != "$before" ]] && return 0
    sleep 0.1
  done
  fail "nothing changed after $1 ($2)"
}

same_pane() {  # same_pane EXPECTED WHAT
  local now
  now=$(settled)
  # The board replays the game to the player's last move, so its marks of what
  # changed since are as they were.
  local expected
  expected=$(printf '%s\n' "$1" | sed 's/ *$//')
  if [[ $now != "$expected" ]]; then
    echo "--- before:" >&2
    printf '%s\n' "$1" >&2
    fail "the pane differs from before $2"
  fi
}

# Save and quit at once (q, y) back to the title, then quit gavel from it.
save_and_quit() {
  tmux_ send-keys -t "$pane" q
  wait_for "Save and quit to the title? (y/n)" "the question after q ($1)"
  tmux_ send-keys -t "$pane" y
  wait_for "Hall of fame" "the title after saving and quitting ($1)"
  [[ -s $saves/run.sav ]] || fail "no run.sav after saving and quitting ($1)"
  tmux_ send-keys -t "$pane" q
  expect_exit 0 "quitting the title ($1)"
  expect_terminal_restored "quitting the title ($1)"
}

# 1. A new run: the introduction with the seed, then the map.
start_in "$saves" new new --seed 12345
wait_for "Act 1 of 5" "the act's introduction"
wait_for "Seed 12345" "the run's seed"
wait_for "The stakes" "the stakes on the introduction"
press Enter "the introduction"
wait_for "way" "the map after Enter"
wait_for "Entrance" "the map's entrance"
map=$(settled)
grep -qF "@" <<<"$map" || fail "no @ on the map"
grep -qF "#" <<<"$map" || fail "no corridors on the map"
save_and_quit "mid-walk"

# 2. Continue from the title finds the same map.
start_in "$saves" again
wait_for "Continue" "the title"
tmux_ send-keys -t "$pane" c
wait_for "Entrance" "the map after Continue"
same_pane "$map" "quitting mid-walk"

# 3. Walk the district to the auction house, dealing with each room.
for ((step = 0; step < 30; step++)); do
  now=$(settled)
  if grep -qF "Your turn" <<<"$now"; then break; fi
  if grep -qE "ways on|One way on" <<<"$now"; then
    press Enter "walking the map"
  elif grep -qF "Enter makes the chosen choice" <<<"$now"; then
    press Enter "a rumour's choice"
  elif grep -qE "Enter: back to the map|Esc leaves" <<<"$now"; then
    press Escape "leaving a room"
  else
    fail "a screen the walk does not know"
  fi
done
wait_for "Your turn" "the table at the auction house"
wait_for "Auction Web" "the act's chapter on the board"

# 4. Some moves at the table, then save and quit.
press Enter "a first move at the table"
settled >/dev/null
press Enter "a second move at the table"
wait_for "Your turn" "the board after two moves"
board=$(settled)
save_and_quit "mid-table"

# 5. `gavel continue` finds the same board.
start_in "$saves" resumed continue
wait_for "Your turn" "the board after gavel continue"
same_pane "$board" "quitting mid-table"

# 6. C-c mid-chapter saves and exits with 130, the terminal given back.
tmux_ send-keys -t "$pane" C-c
expect_exit 130 "C-c at the table"
expect_terminal_restored "C-c at the table"
[[ -s $saves/run.sav ]] || fail "no run.sav after C-c"

# 7. Continue from the title finds the board once more.
start_in "$saves" last
wait_for "Continue" "the title after C-c"
tmux_ send-keys -t "$pane" c
wait_for "Your turn" "the board after Continue"
same_pane "$board" "C-c at the table"

# 8. One more move, then C-\ (SIGQUIT): saved, the terminal given back, status 131.
# (Left to its default action SIGQUIT also ends with 131, but dumps core and leaves
# the terminal raw.)
press Enter "a move before C-\\"
settled >/dev/null
press Enter "confirming the move before C-\\"
wait_for "Your turn" "the board before C-\\"
board=$(settled)
tmux_ send-keys -t "$pane" 'C-\'
expect_exit 131 "C-\\ at the table"
expect_terminal_restored "C-\\ at the table"
[[ -s $saves/run.sav ]] || fail "no run.sav after C-\\"
[[ -e $saves/run.sav.tmp ]] && fail "a run.sav.tmp is left after C-\\"

# 9. `gavel continue` finds the board as C-\ left it. (The log above is folded by
# what this session has shown, so only the board above the log is compared.)
start_in "$saves" quit continue
wait_for "Your turn" "the board after C-\\ and gavel continue"
above_log() { printf '%s\n' "$1" | sed -e 's/ *$//' -e '/── Log/,$d'; }
if [[ $(above_log "$(settled)") != "$(above_log "$board")" ]]; then
  printf -- '--- before:\n%s\n' "$board" >&2
  fail "the board differs from before C-\\ at the table"
fi
save_and_quit "at the end"

echo "tmux_campaign: ok"
