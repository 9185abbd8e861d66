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
#include <curses.h>
#include <term.h>

/* term.h defines macros named after capabilities (lines, columns, …) that clash with Swift
 * identifiers; the adapter uses tigetstr("cup") instead. */
#undef lines
#undef columns

/* --- globals --- */
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

/* --- attributes (NCURSES_BITS macros) --- */
static inline attr_t cn_A_NORMAL(void) { return A_NORMAL; }
static inline attr_t cn_A_BOLD(void) { return A_BOLD; }
static inline attr_t cn_A_DIM(void) { return A_DIM; }
static inline attr_t cn_A_REVERSE(void) { return A_REVERSE; }
static inline attr_t cn_A_UNDERLINE(void) { return A_UNDERLINE; }
static inline attr_t cn_color_pair(short n) { return (attr_t)COLOR_PAIR(n); }

/* --- keys and mouse --- */
static inline int cn_key_f(int n) { return KEY_F(n); }
static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
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

/* On a crash signal: leave curses mode (alternate screen off, cursor on, tty modes back), then
 * hand the signal to the handler that was there before (Swift's backtracer) and die of it.
 * A real fault (SIGSEGV, SIGILL from a trap) recurs at the same instruction once this handler
 * returns, so putting the previous handler back is enough. A signal that was sent (kill,
 * raise, abort: si_code <= 0) does not recur, so the previous handler is called here and the
 * signal is raised again with its default action, to end the process with the usual status.
 * endwin is not async-signal-safe, but the process is dying anyway and an unrestored terminal
 * is the worse outcome. */
static inline struct sigaction *cn_crash_previous(void) {
  static struct sigaction previous[NSIG] = {{{0}}};
  return previous;
}

static inline void cn_crash_handler(int sig, siginfo_t *info, void *context) {
  struct sigaction previous = cn_crash_previous()[sig];
  endwin();
  sigaction(sig, &previous, NULL);
  if (info != NULL && info->si_code > 0) return;
  if ((previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction != NULL) {
    previous.sa_sigaction(sig, info, context);
  } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
    previous.sa_handler(sig);
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

static inline void cn_install_crash_restore(void) {
  static const int signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGQUIT};
  for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = cn_crash_handler;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    sigaction(signals[i], &action, &cn_crash_previous()[signals[i]]);
  }
}

/* Puts back the handlers that cn_install_crash_restore replaced. */
static inline void cn_remove_crash_restore(void) {
  static const int signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGQUIT};
  for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
    sigaction(signals[i], &cn_crash_previous()[signals[i]], NULL);
  }
}

#endif
