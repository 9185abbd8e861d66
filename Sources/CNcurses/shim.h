/*
 * The C boundary of AgeTUI: everything Swift cannot use straight from <curses.h>.
 * Function-like macros, NCURSES_BITS attributes and mutable C globals (which Swift 6 rejects
 * as not concurrency-safe) are wrapped in small static inline cn_* functions. Only
 * Sources/AgeTUI/Terminal/NcursesTerminal.swift imports this module.
 */
#ifndef AGETUI_CNCURSES_SHIM_H
#define AGETUI_CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1 /* exposes cchar_t, get_wch, the wide add functions */
#endif

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <fcntl.h>
#include <termios.h>
#include <curses.h>
#include <term.h>

/* term.h defines macros named after capabilities (lines, columns, …) that clash with Swift
 * identifiers; the adapter uses tigetstr("cup") instead. */
#undef lines
#undef columns

/* --- globals --- */
static inline WINDOW *cn_stdscr(void) { return stdscr; }

/* --- attributes (NCURSES_BITS macros) --- */
static inline attr_t cn_A_NORMAL(void) { return A_NORMAL; }
static inline attr_t cn_A_BOLD(void) { return A_BOLD; }
static inline attr_t cn_A_DIM(void) { return A_DIM; }
static inline attr_t cn_A_REVERSE(void) { return A_REVERSE; }
static inline attr_t cn_A_UNDERLINE(void) { return A_UNDERLINE; }

/* --- mouse --- */
static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }

/* --- opening a terminal without initscr (which exit(1)s on an unknown TERM) --- */

/* Checks TERM against terminfo without writing anything or changing tty modes.
 * Returns 0 when usable, 1 when the terminal is unknown, 2 when it cannot address the cursor
 * (no "cup", e.g. TERM=dumb). */
static inline int cn_probe_terminal(const char *term, int fd) {
  int status = 0;
  if (setupterm(term, fd, &status) != OK) return 1;
  const char *cup = tigetstr("cup");
  int usable = cup != NULL && cup != (const char *)-1;
  del_curterm(cur_term);
  return usable ? 0 : 2;
}

/* newterm over stdio streams opened from the descriptors (Swift 6 cannot touch stdout/stdin). */
static inline SCREEN *cn_newterm(const char *term, FILE **out, FILE **in) {
  *out = fdopen(STDOUT_FILENO, "w");
  *in = fdopen(STDIN_FILENO, "r");
  if (*out == NULL || *in == NULL) return NULL;
  return newterm(term, *out, *in);
}

/* --- crash restore --- */

/* On a crash signal: leave curses mode (alternate screen off, cursor and mouse off, tty modes
 * back), say in one line on standard error where the crash report goes, then hand the signal
 * to the handler that was there before (Swift's backtracer) and die of it.
 *
 * Swift's runtime decides at launch that its backtracer is interactive when stdin and stdout
 * are terminals, which for a TUI they always are: it would print the report over the terminal
 * and wait 30 s for a key. Unless the user chose SWIFT_BACKTRACE themselves, the handler
 * therefore points stdin at /dev/null (so the prompt ends at once) and stdout and stderr at the
 * report file (so the report lands there and the terminal keeps only the one line). While the
 * TUI runs, stderr goes to a file without a name (cn_capture_stderr), copied to the top of the
 * report on a crash, so the runtime's last words ("Fatal error: …"), written just before a
 * trap, head the report instead of vanishing with the alternate screen. The report file is made
 * only then, when there is something to write: a process killed outright (SIGKILL) leaves no
 * empty report behind.
 *
 * A hardware fault (SIGSEGV, SIGBUS, SIGFPE, SIGILL or SIGTRAP from a trap, si_code > 0)
 * recurs at the same instruction once this handler returns, so putting the previous handler
 * back is enough. Anything else (kill, raise, abort, SIGSYS) does not recur: the previous
 * handler is called here and the signal raised again with its default action, to end the
 * process with the usual status. endwin is not async-signal-safe, but the process is dying
 * anyway and an unrestored terminal is the worse outcome; everything after it is. */
enum { CN_CRASH_TEXT_SIZE = 4096 };

typedef struct {
  struct sigaction previous[NSIG];
  int installed[NSIG];
  char line[NSIG][CN_CRASH_TEXT_SIZE];
  char report_heading[NSIG][CN_CRASH_TEXT_SIZE];
  char report_path[CN_CRASH_TEXT_SIZE];
  char resume_marker[CN_CRASH_TEXT_SIZE]; /* a --resume's marker, told of a crash; or empty */
  int terminal_stderr; /* the terminal's stderr while cn_capture_stderr is in effect, plus 1 */
  int captured;        /* the nameless file stderr is captured in, plus 1; 0 when none */
} cn_crash_state;

/* Swift emits its own copy of each inline function here, with its own `state`, into every
 * object file that calls one (one object per source file, in debug and release builds alike),
 * so every call that reads or writes this state must come from one Swift source file,
 * NcursesTerminal.swift, in methods that are never inlined into another file. */
static inline cn_crash_state *cn_crash(void) {
  /* A function-local static without an initializer is zero-filled and always emitted. */
  static cn_crash_state state;
  return &state;
}

static inline void cn_copy_text(char *destination, const char *source) {
  size_t length = source == NULL ? 0 : strlen(source);
  if (length > CN_CRASH_TEXT_SIZE - 1) length = CN_CRASH_TEXT_SIZE - 1;
  if (length > 0) memcpy(destination, source, length);
  destination[length] = '\0';
}

/* The line written to standard error when `sig` crashes the process (ending in a newline). */
static inline void cn_set_crash_line(int sig, const char *line) {
  if (sig > 0 && sig < NSIG) cn_copy_text(cn_crash()->line[sig], line);
}

/* The lines the crash report file gets when `sig` crashes the process, before Swift's backtrace
 * (or in place of it, when the runtime finds no backtracer). */
static inline void cn_set_crash_report_heading(int sig, const char *heading) {
  if (sig > 0 && sig < NSIG) cn_copy_text(cn_crash()->report_heading[sig], heading);
}

/* The file that receives Swift's crash report; empty to leave the backtracer's output alone. */
static inline void cn_set_crash_report_path(const char *path) {
  cn_copy_text(cn_crash()->report_path, path);
}

/* The marker of a --resume in progress: a crash appends "crashed" to it, so the next start
 * tells a replay that crashed (never replayed again) from one that was killed. Empty: none. */
static inline void cn_set_crash_resume_marker(const char *path) {
  cn_copy_text(cn_crash()->resume_marker, path);
}

static inline int cn_is_fault_signal(int sig) {
  return sig == SIGILL || sig == SIGTRAP || sig == SIGSEGV || sig == SIGBUS || sig == SIGFPE;
}

static inline void cn_write_all(int fd, const char *text) {
  size_t left = strlen(text);
  while (left > 0) {
    ssize_t written = write(fd, text, left);
    if (written <= 0) return;
    text += written;
    left -= (size_t)written;
  }
}

/* Returns 0 when stdout and stderr go to the report file, else -1. */
static inline int cn_send_report_to_file(const char *path) {
  int input = open("/dev/null", O_RDONLY);
  if (input >= 0) {
    dup2(input, STDIN_FILENO);
    if (input != STDIN_FILENO) close(input);
  }
  int report = open(path, O_WRONLY | O_CREAT | O_APPEND, 0600);
  if (report < 0) return -1;
  dup2(report, STDOUT_FILENO);
  dup2(report, STDERR_FILENO);
  if (report != STDOUT_FILENO && report != STDERR_FILENO) close(report);
  return 0;
}

/* Copies what stderr was given while captured (from the start of the nameless file) to `fd`.
 * Only pread and write: the crash handler calls it. */
static inline void cn_copy_captured(int fd) {
  cn_crash_state *state = cn_crash();
  if (state->captured == 0) return;
  char buffer[4096];
  off_t offset = 0;
  ssize_t count;
  while ((count = pread(state->captured - 1, buffer, sizeof buffer, offset)) > 0) {
    if (write(fd, buffer, (size_t)count) != count) return;
    offset += count;
  }
}

/* A file without a name beside the crash report, for stderr while the TUI runs: it disappears
 * with the process however it ends. O_TMPFILE where the system has it; else a name made and
 * removed at once. Returns the descriptor, or -1. */
static inline int cn_open_capture(const char *report_path) {
  char directory[CN_CRASH_TEXT_SIZE];
  cn_copy_text(directory, report_path);
  char *slash = strrchr(directory, '/');
  if (slash == NULL) {
    cn_copy_text(directory, ".");
  } else {
    slash[slash == directory ? 1 : 0] = '\0';
  }
#ifdef O_TMPFILE
  int nameless = open(directory, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (nameless >= 0) return nameless;
#endif
  char name[CN_CRASH_TEXT_SIZE + 16];
  snprintf(name, sizeof name, "%s.capture", report_path);
  int file = open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (file >= 0) unlink(name);
  return file;
}

/* Sends stderr to a nameless file while the TUI runs (anything written there would scribble
 * over the screen anyway); a crash copies it into the report, a clean end back to the
 * terminal. Returns 0, or -1 when stderr is left alone. */
static inline int cn_capture_stderr(void) {
  cn_crash_state *state = cn_crash();
  if (state->report_path[0] == '\0' || state->terminal_stderr != 0) return -1;
  int saved = dup(STDERR_FILENO);
  if (saved < 0) return -1;
  int captured = cn_open_capture(state->report_path);
  if (captured < 0) {
    close(saved);
    return -1;
  }
  fcntl(saved, F_SETFD, FD_CLOEXEC);
  int shared = dup2(captured, STDERR_FILENO);
  if (shared < 0) {
    close(captured);
    close(saved);
    return -1;
  }
  state->captured = captured + 1;
  state->terminal_stderr = saved + 1;
  return 0;
}

/* Gives stderr back to the terminal with whatever was written to it meanwhile. Returns 1 when
 * it had been captured, else 0. */
static inline int cn_release_stderr(void) {
  cn_crash_state *state = cn_crash();
  if (state->terminal_stderr == 0) return 0;
  int saved = state->terminal_stderr - 1;
  cn_copy_captured(saved);
  state->terminal_stderr = 0;
  dup2(saved, STDERR_FILENO);
  close(saved);
  if (state->captured != 0) close(state->captured - 1);
  state->captured = 0;
  return 1;
}

/* Restores the terminal from inside a quit-signal handler, when a second quit signal has
 * arrived before the event loop acted on the first (so the loop is stuck): leaves curses mode
 * and gives stderr back to the terminal with whatever was written to it meanwhile, as a clean
 * exit would. The caller then dies of the signal. Like the crash hook, only endwin is not
 * async-signal-safe. */
static inline void cn_forced_quit_restore(void) {
  cn_crash_state *state = cn_crash();
  endwin();
  if (state->terminal_stderr == 0) return;
  int terminal = state->terminal_stderr - 1;
  cn_copy_captured(terminal);
  dup2(terminal, STDERR_FILENO);
}

static inline void cn_crash_handler(int sig, siginfo_t *info, void *context) {
  cn_crash_state *state = cn_crash();
  struct sigaction previous = state->previous[sig];
  if (state->resume_marker[0] != '\0') {
    int marker = open(state->resume_marker, O_WRONLY | O_APPEND | O_CLOEXEC);
    if (marker >= 0) {
      cn_write_all(marker, "crashed\n");
      close(marker);
    }
  }
  endwin();
  int terminal = state->terminal_stderr != 0 ? state->terminal_stderr - 1 : STDERR_FILENO;
  cn_write_all(terminal, state->line[sig]);
  if (state->report_path[0] != '\0' && cn_send_report_to_file(state->report_path) == 0) {
    cn_copy_captured(STDERR_FILENO);
    cn_write_all(STDERR_FILENO, state->report_heading[sig]);
  }
  sigaction(sig, &previous, NULL);
  if (info != NULL && info->si_code > 0 && cn_is_fault_signal(sig)) return;
  if ((previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction != NULL) {
    previous.sa_sigaction(sig, info, context);
  } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
    previous.sa_handler(sig);
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

/* Installs the crash hook on `sig`, remembering the handler it replaces. */
static inline void cn_install_crash_restore(int sig) {
  if (sig <= 0 || sig >= NSIG) return;
  cn_crash_state *state = cn_crash();
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = cn_crash_handler;
  action.sa_flags = SA_SIGINFO;
  sigemptyset(&action.sa_mask);
  if (sigaction(sig, &action, &state->previous[sig]) == 0) state->installed[sig] = 1;
}

/* Puts back every handler that cn_install_crash_restore replaced. */
static inline void cn_remove_crash_restore(void) {
  cn_crash_state *state = cn_crash();
  for (int sig = 1; sig < NSIG; sig++) {
    if (!state->installed[sig]) continue;
    sigaction(sig, &state->previous[sig], NULL);
    state->installed[sig] = 0;
  }
}

/* Turns off XON/XOFF output flow control (Ctrl-S would freeze the screen until Ctrl-Q) and
 * makes this curses' program mode, so curses keeps it after a suspend and restores the
 * shell's own setting at endwin. Returns 0, or -1 when the tty could not be changed. */
static inline int cn_disable_flow_control(int fd) {
  struct termios modes;
  if (tcgetattr(fd, &modes) != 0) return -1;
  modes.c_iflag &= ~(tcflag_t)IXON;
  if (tcsetattr(fd, TCSADRAIN, &modes) != 0) return -1;
  def_prog_mode();
  return 0;
}

#endif
