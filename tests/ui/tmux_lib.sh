# Helpers for the tests that drive the real `gavel` binary in tmux at 80x24. The
# script that sources this sets `binary` (the gavel to run) first.
# shellcheck shell=bash

binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
socket="gavel-test-$$"
work=$(mktemp -d "${TMPDIR:-/tmp}/gavel-tmux.XXXXXX")

tmux_() { tmux -L "$socket" "$@"; }
cleanup() {
  tmux_ kill-server 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

fail() {
  echo "$(basename "$0" .sh): FAILED: $*" >&2
  if [[ -n ${pane:-} ]]; then
    echo "--- the pane shows:" >&2
    tmux_ capture-pane -p -t "$pane" >&2 2>/dev/null
    echo "---" >&2
  fi
  exit 1
}

command -v tmux >/dev/null || fail "tmux is not installed"
[[ -x $binary ]] || fail "no executable at $binary"

# Starts gavel in a new session named $2 with the save folder $1 and the arguments
# that follow (none: the title menu); afterwards the shell records gavel's exit status
# in $work/$2.status and the terminal's modes in $work/$2.stty, so the test can see
# whether gavel gave them back.
start_in() {
  local saves=$1 name=$2
  shift 2
  mkdir -p "$saves"
  # The shell exits with gavel's status, for #{pane_dead_status}, and also writes it
  # down: tmux 3.3a sometimes never reaps a pane's process (it stays a zombie and
  # pane_dead_status stays empty; seen in about half the runs on a CI machine).
  # C-c and C-\ signal the whole foreground group: the shell traps SIGINT and SIGQUIT
  # (gavel still starts with the default actions, as a trap does not survive exec) to
  # live on.
  # shellcheck disable=SC2016 # expanded by the inner shell, on purpose
  local script='trap : INT QUIT; gavel=$0 saves=$1 modes=$2 out=$3; shift 3; "$gavel" "$@" --save-dir "$saves"; status=$?; echo $status > "$out"; stty -a > "$modes"; exit $status'
  # remain-on-exit is set in the same command list, before the program can exit.
  tmux_ -f /dev/null set-option -g remain-on-exit on \; \
    new-session -d -s "$name" -x 80 -y 24 \
    env TERM=tmux-256color ASAN_OPTIONS=detect_leaks=0 \
    sh -c "$script" "$binary" "$saves" "$work/$name.stty" "$work/$name.status" "$@" ||
    fail "tmux could not start a session"
  pane="$name"
}

# The same with a save folder of the session's own.
start() {
  local name=$1
  shift
  start_in "$work/$name-saves" "$name" "$@"
}

screen_text() { tmux_ capture-pane -p -t "$pane"; }

# Waits up to 10 s (sanitized builds start slowly) for the pane to show $1.
wait_for() {
  local i
  for ((i = 0; i < 100; i++)); do
    screen_text | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  fail "waited for '$1' ($2)"
}

wait_for_gone() {
  local i
  for ((i = 0; i < 100; i++)); do
    screen_text | grep -qF -- "$1" || return 0
    sleep 0.1
  done
  fail "'$1' is still on screen ($2)"
}

# Waits for the program in the pane to end and checks its exit status.
expect_exit() {
  local want=$1 i
  for ((i = 0; i < 100; i++)); do
    [[ $(tmux_ display-message -p -t "$pane" '#{pane_dead}') == 1 && -s $work/$pane.stty ]] &&
      break
    sleep 0.1
  done
  [[ $(tmux_ display-message -p -t "$pane" '#{pane_dead}') == 1 ]] ||
    fail "gavel is still running after $2"
  local got
  got=$(tmux_ display-message -p -t "$pane" '#{pane_dead_status}')
  if [[ -n $got ]]; then
    [[ $got == "$want" ]] || fail "exit status after $2 is $got (tmux), wanted $want"
  fi
  got=$(cat "$work/$pane.status" 2>/dev/null)
  [[ $got == "$want" ]] || fail "exit status after $2 is '$got', wanted $want"
}

# The terminal is usable again: line editing and echo are back on, and the
# alternate screen is gone (the menu no longer shows).
expect_terminal_restored() {
  local modes="$work/$pane.stty"
  [[ -s $modes ]] || fail "no terminal modes were recorded after $1"
  grep -Eq '(^|[ ;])icanon([ ;]|$)' "$modes" || fail "icanon is off after $1: $(cat "$modes")"
  grep -Eq '(^|[ ;])echo([ ;]|$)' "$modes" || fail "echo is off after $1: $(cat "$modes")"
  screen_text | grep -qF "Hall of fame" && fail "the menu is still on screen after $1"
  return 0
}

