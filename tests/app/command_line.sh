#!/usr/bin/env bash
# The real binary's command line, from outside: exit statuses and one-line errors.
set -u
gavel=$1
failures=0
check() {  # check NAME EXPECTED_STATUS PATTERN -- ARGS...
  local name=$1 want=$2 pattern=$3
  shift 4
  local out status lines
  out=$("$gavel" "$@" 2>&1 </dev/null)
  status=$?
  lines=$(printf '%s\n' "$out" | wc -l)
  if [[ $status -ne $want ]]; then
    echo "FAIL $name: exit $status, wanted $want: $out"; failures=$((failures + 1)); return
  fi
  if ! grep -qE -- "$pattern" <<<"$out"; then
    echo "FAIL $name: output does not match /$pattern/: $out"; failures=$((failures + 1)); return
  fi
  if [[ $want -eq 2 && $lines -ne 1 ]]; then
    echo "FAIL $name: bad usage must print one line, printed $lines"; failures=$((failures + 1)); return
  fi
  echo "ok   $name"
}
check version 0 '^gavel [0-9]+\.[0-9]+\.[0-9]+$' -- --version
check help 0 'gavel sim CHAPTER' -- --help
check bogus-option 2 "^gavel: .*'--bogus'" -- --bogus
check unknown-command 2 "'dance' is not a command" -- dance
check unknown-chapter 2 "no chapter named 'nosuch'; playable chapters:" -- play nosuch
check cosmic-board-needs-a-terminal 1 'needs a terminal' -- play cosmic-lucre
check boardless-text 0 '^cosmic-lucre: 1 games' -- sim cosmic-lucre --players 3 --games 1
check mintopia-play-solo-needs-ai 2 "solitaire New Mintopia City is played against an AI card" -- play mintopia --players 1
check mintopia-solo-needs-ai 2 "solitaire New Mintopia City is played against an AI card" -- sim mintopia --players 1 --games 1
check mintopia-ai-with-ring 2 "an AI card sits in only with 1 or 2 players" -- sim mintopia --players 4 --games 1 --option ai=hoarder
check mintopia-sim-solitaire 0 '^mintopia: 1 games' -- sim mintopia --players 1 --games 1 --option ai=planner
check bad-number 2 '--players takes a whole number' -- play nosuch --players x
check missing-file 1 "nosuch.txt': cannot read" -- replay /nonexistent/nosuch.txt
check bad-content-dir 1 'no such folder' -- --content-dir /nonexistent sim nosuch
# Chapter options: declared per chapter, checked before anything starts.
check option-unknown-value 2 "^gavel: Auction Web has no option 'draft = maybe' \\(its options: draft = off \\| on; cleanup = turn-up-first \\| draw-first\\)$" -- play auction-web --option draft=maybe
check option-unknown-key 2 "Auctionland has no option 'ai = hoarder' \\(its options: market-size = 6 .* visible-money = off \\| on\\)" -- play auctionland --option ai=hoarder
check option-not-key-value 2 '--option takes KEY=VALUE' -- play auction-web --option draft
check option-twice 2 "--option 'draft' is given twice" -- play auction-web --option draft=on --option draft=off
check option-with-spaces 2 "^gavel: --option takes KEY=VALUE, such as draft=on, not ' draft = on '$" -- play auction-web --option ' draft = on '
check sim-option-unknown 2 'Auction Web has no option' -- sim auction-web --games 1 --option draft=yes
check sim-with-draft 0 '^auction-web: 1 games' -- sim auction-web --games 1 --option draft=on
check sim-players-out-of-range 2 '^gavel: Auction Web takes 2 to 5 players$' -- sim auction-web --players 9
check sim-players-too-few 2 '^gavel: Auction Web takes 2 to 5 players$' -- sim auction-web --players 1
check sim-unknown-agent 2 "^gavel: no agent 'genius' for auction-web \\(agents: random, scripted, " -- sim auction-web --agents scripted,genius
check sim-empty-agent 2 "^gavel: --agents takes agent names separated by commas, with no spaces and none left empty, not 'scripted,,random'$" -- sim auction-web --agents scripted,,random
check sim-agents-trailing-comma 2 'none left empty' -- sim auction-web --agents scripted,
check sim-too-many-agents 2 '^gavel: --agents names 4 agents for 3 seats$' -- sim auction-web --players 3 --agents random,random,random,random
check sim-too-many-agents-default 2 '^gavel: --agents names 6 agents for 4 seats$' -- sim auction-web --agents random,random,random,random,random,random
check play-players-out-of-range 2 '^gavel: Auctionland takes 2 to 6 players$' -- play auctionland --players 7
check option-with-new 2 "--option does not go with 'gavel new'" -- new --option draft=on
script=$(mktemp)
printf 'chapter: nosuch\nplayers: 2\nseed: 1\n' >"$script"
check replay-unknown-chapter 2 "no chapter named 'nosuch'" -- replay "$script"
printf 'players: 2\n0: pass\n' >"$script"
check replay-bad-header 1 ':2: the header needs' -- replay "$script"
# Input echoed in a message is quoted short, with escape sequences shown, not sent.
{ printf 'chapter: auction-web\nplayers: 3\nseed: 1\n'; head -c 3900000 /dev/zero | tr '\0' x; echo; } >"$script"
check replay-huge-line 1 "^gavel: '$script':4: expected 'key: value' or 'seat: move', not 'x{80}…' \\(3,900,000 characters\\)$" -- replay "$script"
printf 'chapter: auction-web\nplayers: 3\nseed: 1\n0: bid 3 on \033[2J\033]0;owned\007\n' >"$script"
out=$("$gavel" replay "$script" 2>&1)
if [[ $out == *$'\033'* || $out == *$'\007'* ]]; then
  echo "FAIL replay-escape: an escape sequence from the file reached the terminal"; failures=$((failures + 1))
elif ! grep -qF "'bid 3 on \x1b[2j\x1b]0;owned\x07' is not a move" <<<"$out"; then
  echo "FAIL replay-escape: no escaped move in: $out"; failures=$((failures + 1))
else
  echo "ok   replay-escape"
fi
# A script's illegal line is told as every failure is, one line on standard error;
# the game as it stood before that line goes to standard output.
printf 'chapter: auction-web\nplayers: 3\nseed: 1\n0: dance\n' >"$script"
errors=$("$gavel" replay "$script" 2>&1 >/dev/null)
status=$?
out=$("$gavel" replay "$script" 2>/dev/null)
if [[ $status -ne 1 || $(grep -c . <<<"$errors") -ne 1 || $errors != "gavel: '$script':4: "* ]]; then
  echo "FAIL replay-error-on-stderr: exit $status, stderr: $errors"; failures=$((failures + 1))
elif [[ $out != *" moves, to move: "*"--- seat 0 sees ---"* || $out == *dance* ]]; then
  echo "FAIL replay-error-on-stderr: stdout: ${out:0:400}"; failures=$((failures + 1))
else
  echo "ok   replay-error-on-stderr"
fi
check option-escape 2 "^gavel: unrecognised option '--x\\\\x1b\\[2J'" -- $'--x\033[2J'
rm -f "$script"
# A path is echoed with its escape bytes shown, never sent: in every message that
# names one (check_escaped NAME STATUS TEXT -- COMMAND...).
check_escaped() {
  local name=$1 want=$2 text=$3
  shift 4
  local out status
  out=$("$@" 2>&1 </dev/null)
  status=$?
  if [[ $status -ne $want ]]; then
    echo "FAIL $name: exit $status, wanted $want: $out"; failures=$((failures + 1))
  elif [[ $out == *$'\033'* ]]; then
    echo "FAIL $name: an escape byte from a path reached the terminal"; failures=$((failures + 1))
  elif ! grep -qF -- "$text" <<<"$out"; then
    echo "FAIL $name: no '$text' in: $out"; failures=$((failures + 1))
  else
    echo "ok   $name"
  fi
}
# Under a file nothing can be made, not even by root.
blocker=$(mktemp)
escaped="$blocker/"$'\033[2J'
check_escaped path-save-dir 1 "the save folder '$blocker/\x1b[2J'" -- \
  "$gavel" --save-dir "$escaped" new --text
check_escaped path-data-home 1 "the save folder '$blocker/\x1b[2J/gavel'" -- \
  env -u HOME XDG_DATA_HOME="$escaped" "$gavel" new --text
check_escaped path-replay 1 "'$blocker/\x1b[2J': cannot read the file" -- \
  "$gavel" replay "$escaped"
check_escaped path-content-dir 1 "--content-dir '$blocker/\x1b[2J': no such folder" -- \
  "$gavel" --content-dir "$escaped" sim auction-web --games 1
rm -f "$blocker"
folder=$(mktemp -d)
mkdir "$folder/"$'\033[2J'
check_escaped path-content-files 1 "$folder/\x1b[2J/" -- \
  "$gavel" --content-dir "$folder/"$'\033[2J' sim auction-web --games 1
rm -rf "$folder"
# A terminal that cannot move its cursor gets one line, not a board drawn as one
# endless line (script(1) gives gavel a terminal of its own).
dumb_saves=$(mktemp -d)
out=$(TERM=dumb script -qec "$gavel --save-dir $dumb_saves" /dev/null </dev/null 2>&1)
status=$?
lines=$(printf '%s' "$out" | tr -d '\r' | grep -c .)
if [[ $status -ne 1 || $lines -ne 1 ]]; then
  echo "FAIL term-dumb: exit $status, $lines lines: ${out:0:400}"; failures=$((failures + 1))
elif ! grep -qF "TERM='dumb' cannot move its cursor" <<<"$out"; then
  echo "FAIL term-dumb: no message in: ${out:0:400}"; failures=$((failures + 1))
else
  echo "ok   term-dumb"
fi
rm -rf "$dumb_saves"
# A save folder that another gavel holds: flock(1) takes the lock gavel takes.
saves=$(mktemp -d)
exec 9>"$saves/gavel.lock"
flock -n 9
check save-dir-in-use 2 "is using the save folder '$saves'" -- --save-dir "$saves"
exec 9>&-
touch "$saves/file"
check save-dir-empty 2 '^gavel: --save-dir needs a folder, not an empty path$' -- --save-dir ''
check content-dir-empty 2 '^gavel: --content-dir needs a folder, not an empty path$' -- sim auction-web --games 1 --content-dir ''
check save-dir-not-a-folder 1 'cannot create the save folder' -- --save-dir "$saves/file/x"
rm -rf "$saves"
# The campaign's commands refuse bad usage before the terminal is taken over.
saves=$(mktemp -d)
check continue-without-save 2 "no saved run in '$saves'; 'gavel new' starts one" -- continue --save-dir "$saves"
check ascension-not-unlocked 2 'ascension 3 is not unlocked yet \(none is\)' -- new --ascension 3 --save-dir "$saves"
check ascension-out-of-range 2 '--ascension goes from 0 to 8' -- new --ascension 9 --save-dir "$saves"
check title-with-text 2 "--text does not go with the title menu" -- --text --save-dir "$saves"
check new-with-players 2 "--players does not go with 'gavel new'" -- new --players 3
check continue-with-seed 2 "--seed does not go with 'gavel continue'" -- continue --seed 3
check continue-with-argument 2 'too many arguments' -- continue now
check new-bad-seed 2 '--seed takes a whole number' -- new --seed -1
check daily-with-seed 2 "^gavel: --daily and --seed do not go together: the daily run's seed is the date$" -- new --daily --seed 3 --save-dir "$saves"
check daily-ascension-not-unlocked 2 'ascension 3 is not unlocked yet' -- new --daily --ascension 3 --save-dir "$saves"
check daily-with-continue 2 "--daily does not go with 'gavel continue'" -- continue --daily
if [[ -e $saves/run.sav ]]; then
  echo "FAIL refused commands left a run.sav behind"; failures=$((failures + 1))
fi
# A text run stopped by the end of its input is saved, and continues in text.
text_saves=$(mktemp -d)
check new-text 0 'The run is saved; gavel continue' -- new --text --seed 5 --save-dir "$text_saves"
check continue-text 0 'the run of seed 5 goes on' -- continue --text --save-dir "$text_saves"
rm -rf "$text_saves"
rm -rf "$saves"
# Text mode catches the stop signals as the board does: the wait for a line ends, the
# run is saved, one line says so, and the status is 128 plus the signal's number. It
# puts in its own handlers, so a run started with SIGHUP and SIGINT ignored (nohup, a
# script's background job) stops alike. (stop_text_run NAME SIGNAL STATUS IGNORED)
stop_text_run() {
  local name=$1 signal=$2 want=$3 ignored=$4
  local folder fifo log pid status tries=0
  folder=$(mktemp -d)
  fifo=$folder/input
  log=$folder/log
  mkfifo "$fifo"
  ( [[ -n $ignored ]] && trap '' $ignored; exec "$gavel" new --text --seed 5 --save-dir "$folder/saves" <"$fifo" >"$log" 2>&1 ) &
  pid=$!
  exec 8>"$fifo"  # held open: gavel waits for a line that never comes
  until grep -q '^> ' "$log" 2>/dev/null || ((++tries > 600)); do sleep 0.1; done
  kill -s "$signal" "$pid"
  wait "$pid"
  status=$?
  exec 8>&-
  if [[ $status -ne $want ]]; then
    echo "FAIL $name: exit $status, wanted $want: $(tail -c 400 "$log")"; failures=$((failures + 1))
  elif ! grep -qF "Stopped by $signal: the run is saved; gavel continue (--text) goes on" "$log"; then
    echo "FAIL $name: no line saying so in: $(tail -c 400 "$log")"; failures=$((failures + 1))
  elif [[ ! -f $folder/saves/run.sav ]]; then
    echo "FAIL $name: no run.sav"; failures=$((failures + 1))
  else
    echo "ok   $name"
  fi
  rm -rf "$folder"
}
stop_text_run text-sigterm SIGTERM 143 ''
stop_text_run text-sighup-under-nohup SIGHUP 129 'HUP INT'
stop_text_run text-sigint-in-background SIGINT 130 'INT'
# A line that never ends (/dev/zero) is read a mebibyte past the longest answer, no
# further: one message, and the game stops as at the end of its input.
out=$(timeout 60 "$gavel" play auction-web --text </dev/zero 2>&1)
status=$?
if [[ $status -ne 0 ]]; then
  echo "FAIL endless-line: exit $status"; failures=$((failures + 1))
elif ! grep -qF 'bytes with no end; Gavel reads no more of it.' <<<"$out"; then
  echo "FAIL endless-line: no message in: ${out:0:400}"; failures=$((failures + 1))
else
  echo "ok   endless-line"
fi
# autoplay: a whole run headless (seed 2 plays all five acts quickly); the same seed
# prints the same summary, byte for byte.
first=$("$gavel" autoplay --seed 2 2>&1)
second=$("$gavel" autoplay --seed 2 2>&1)
if [[ "$first" != "$second" ]]; then
  echo "FAIL autoplay --seed 2 printed two different summaries"; failures=$((failures + 1))
elif [[ "$first" != "Gavel run 2, ascension 0: "* ]] || [[ "$first" != *"Act 1: Auction Web"* ]]; then
  echo "FAIL autoplay --seed 2 printed no run summary: $first"; failures=$((failures + 1))
fi
# The searching agent in the player's seat: a run of its own, replayed the same. Seed
# 17 at ascension 3 is one it plays quickly, to a different end than the scripted one.
searched=$("$gavel" autoplay --seed 17 --ascension 3 --agent search 2>&1)
if [[ "$searched" != "$("$gavel" autoplay --seed 17 --ascension 3 --agent search 2>&1)" ]]; then
  echo "FAIL autoplay --agent search printed two different summaries"; failures=$((failures + 1))
elif [[ "$searched" == "$("$gavel" autoplay --seed 17 --ascension 3 2>&1)" ]] ||
  [[ "$searched" != "Gavel run 17, ascension 3: "* ]]; then
  echo "FAIL autoplay --agent search played as the scripted agent: $searched"
  failures=$((failures + 1))
fi
check autoplay-ascension-out-of-range 2 '--ascension goes from 0 to 8' -- autoplay --ascension 9
if [[ $failures -gt 0 ]]; then echo "$failures failed"; exit 1; fi
echo "all command-line checks passed"
