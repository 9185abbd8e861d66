# Shared by the benchmark scripts: those that drive the app in tmux (bench.sh, bench-tui.sh,
# bench-pie.sh, bench-banner.sh) use a private tmux server with e2e-lib's helpers; all use the
# statistics, and the page benchmarks time `run` with run_micros. Source it after
# scripts/e2e-lib.sh when the tmux helpers are used.

# bench_start: cleans up on exit, uses the best terminal type there is, keeps the app's state
# out of the user's, and starts the private tmux server (or exits 1).
bench_start() {
  trap e2e_cleanup EXIT
  trap 'exit 130' INT TERM HUP
  local term=screen
  if infocmp tmux-256color >/dev/null 2>&1; then term=tmux-256color; fi
  export XDG_STATE_HOME="$E2E_TMP/state"
  e2e_start_server "$term" || { echo "bench: could not start tmux" >&2; exit 1; }
}

# run_micros BINARY FORMAT FILE STAT: microseconds for one `BINARY run FILE --format FORMAT`,
# output discarded: the CPU time (perf stat's task-clock, written to the scratch file STAT),
# which other work on a shared machine does not lengthen as it does the wall clock; the wall
# clock where perf is missing. The page benchmarks (bench-storyboard.sh, bench-play-pages.sh)
# time with it.
run_micros() {
  if command -v perf >/dev/null 2>&1; then
    perf stat -x, -e task-clock -o "$4" "$1" run "$3" --format "$2" >/dev/null
    awk -F, '/task-clock/ { printf "%d\n", $1 * 1000 }' "$4"
    return
  fi
  local start end
  start="${EPOCHREALTIME/./}"
  "$1" run "$3" --format "$2" >/dev/null
  end="${EPOCHREALTIME/./}"
  echo $((end - start))
}

# time_page_sizes BINARY DIRECTORY RUNS FORMAT...: runs `BINARY run` on DIRECTORY/short.yaml and
# DIRECTORY/long.yaml in each FORMAT, RUNS rounds interleaved, and appends each run's
# microseconds (run_micros) to the caller's associative array `times` under FORMAT-short and
# FORMAT-long. page_median KEY: the median of times[KEY]. The page benchmarks use both.
time_page_sizes() {
  local binary=$1 directory=$2 runs=$3 run format size
  shift 3
  for ((run = 0; run < runs; run++)); do
    for format in "$@"; do
      for size in short long; do
        times[$format-$size]+="$(run_micros "$binary" "$format" "$directory/$size.yaml" "$directory/stat") "
      done
    done
  done
}
page_median() { tr ' ' '\n' <<<"${times[$1]}" | grep . | median; }

# Statistics of the numbers on standard input, one a line.
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
p95() { sort -n | awk '{ v[NR] = $1 } END { i = int(NR * 0.95 + 0.5); if (i < 1) i = 1; print (NR ? v[i] : "n/a") }'; }
p99() { sort -n | awk '{ v[NR] = $1 } END { i = int(NR * 0.99 + 0.5); if (i < 1) i = 1; print (NR ? v[i] : "n/a") }'; }
# Nanoseconds on standard input as milliseconds with two decimals.
ms() { awk '{ printf "%.2f", $1 / 1000000 }'; }

# end_to_end SESSION TEXT COMMAND: nanoseconds from just before a control-mode client
# (`tmux -C`) creates the session running COMMAND until tmux reports pane output holding TEXT.
# Control mode streams each chunk as tmux reads it from the pane, so nothing polls (capture-pane
# takes 5-6 ms a call here, which blurred the figure by as much); grep reads the stream in
# blocks, where bash's `read` takes a pipe a byte at a time. The client runs as a coprocess, so
# its standard input stays open (at end of input it would detach) until it is stopped here.
# TEXT must not be split by escape codes in the output.
end_to_end() {
  local t0 t1 client
  t0="${EPOCHREALTIME/./}"
  coproc CONTROL { e2e_tmux -C new-session -s "$1" -x 120 -y 40 "$3" 2>/dev/null; }
  # bash unsets CONTROL_PID once the client has ended, which kill-session below makes it do.
  client=$!
  timeout 5 grep -m1 -qF -- "$2" <&"${CONTROL[0]}" ||
    echo "bench: \"$2\" did not reach tmux within 5 s ($1)" >&2
  t1="${EPOCHREALTIME/./}"
  e2e_tmux kill-session -t "$1" >/dev/null 2>&1
  kill "$client" 2>/dev/null
  wait "$client" 2>/dev/null
  echo $(((t1 - t0) * 1000))
}

# record_first_frame DEST: the app's first frame at 120×40 as it reached the terminal, set-up
# codes included, saved to DEST, so `cat DEST` draws the same picture without computing it (the
# peer of the first-frame figures); the app is then quit and its session closed.
record_first_frame() {
  start_app 120 40
  wait_for "save SVG" 10000 >/dev/null
  until [ "$(output_bytes)" -gt 0 ] && grep -qF "save SVG" "$E2E_DIR/output"; do sleep 0.02; done
  cp "$E2E_DIR/output" "$1"
  send q
  e2e_tmux kill-session -t "$E2E_SESSION" >/dev/null 2>&1
  E2E_SESSION=""
}
