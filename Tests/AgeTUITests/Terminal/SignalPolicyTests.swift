import CustomDump
import Glibc
import Testing

@testable import AgeTUI

/// Which signals the TUI takes over, and how: none of them may leave a broken terminal.
@Suite("SignalPolicy")
struct SignalPolicyTests {
  @Test("signals that ask the process to end quit cleanly, Ctrl-\\ (SIGQUIT) included")
  func quitSignals() {
    for signal in [
      SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGVTALRM, SIGXCPU,
      SIGPROF, SIGIO, SIGPWR, SIGSTKFLT,
    ] {
      expectNoDifference(SignalPolicy.role(of: signal), .quit, "\(SignalPolicy.name(of: signal))")
    }
  }

  @Test("SIGXFSZ is ignored: a write past ulimit -f fails with EFBIG, handled as a write error")
  func fileSizeLimitIsIgnored() {
    expectNoDifference(SignalPolicy.role(of: SIGXFSZ), .ignored)
    expectNoDifference(SignalPolicy.ignoredSignals, [SIGXFSZ])
    #expect(!SignalPolicy.takesOver(SIGXFSZ, from: .defaultAction))
  }

  @Test("real-time signals quit cleanly: their default action ends the process")
  func realTimeSignals() {
    let realTime = SignalPolicy.realTimeSignals
    expectNoDifference(realTime.first, __libc_current_sigrtmin())
    expectNoDifference(realTime.last, __libc_current_sigrtmax())
    for signal in realTime {
      expectNoDifference(SignalPolicy.role(of: signal), .quit)
    }
  }

  @Test("faults and aborts are crashes")
  func crashSignals() {
    for signal in [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS] {
      expectNoDifference(SignalPolicy.role(of: signal), .crash, "\(SignalPolicy.name(of: signal))")
    }
  }

  @Test("signals that do not end the process, or that curses or the kernel own, are untouched")
  func untouchedSignals() {
    for signal in [SIGWINCH, SIGCHLD, SIGCONT, SIGURG, SIGTSTP, SIGTTIN, SIGTTOU, SIGKILL, SIGSTOP]
    {
      expectNoDifference(
        SignalPolicy.role(of: signal), .untouched, "\(SignalPolicy.name(of: signal))")
    }
  }

  @Test("no signal is both a quit and a crash")
  func disjoint() {
    #expect(Set(SignalPolicy.quitSignals).isDisjoint(with: SignalPolicy.crashSignals))
  }

  @Test("a signal at its default action is taken over")
  func takesOverDefault() {
    #expect(SignalPolicy.takesOver(SIGUSR1, from: .defaultAction))
    #expect(SignalPolicy.takesOver(SIGINT, from: .defaultAction))
  }

  @Test("an ignored signal stays ignored (nohup)")
  func keepsIgnored() {
    #expect(!SignalPolicy.takesOver(SIGHUP, from: .ignored))
    #expect(!SignalPolicy.takesOver(SIGPIPE, from: .ignored))
  }

  @Test("another handler is kept, except Swift's backtracer on SIGQUIT")
  func keepsOtherHandlers() {
    #expect(!SignalPolicy.takesOver(SIGPROF, from: .handled))
    #expect(SignalPolicy.takesOver(SIGQUIT, from: .handled))
  }

  @Test("crash and untouched signals never get the quit handler")
  func onlyQuitSignals() {
    #expect(!SignalPolicy.takesOver(SIGSEGV, from: .defaultAction))
    #expect(!SignalPolicy.takesOver(SIGWINCH, from: .defaultAction))
  }

  @Test("core-dumping default actions, from signal(7)")
  func dumpsCore() {
    let core = [
      SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGXCPU, SIGXFSZ, SIGSYS,
    ]
    for signal in core {
      #expect(SignalPolicy.dumpsCore(signal), "\(SignalPolicy.name(of: signal))")
    }
    for signal in [SIGHUP, SIGINT, SIGTERM, SIGUSR1, SIGPIPE, SIGALRM] {
      #expect(!SignalPolicy.dumpsCore(signal), "\(SignalPolicy.name(of: signal))")
    }
  }

  @Test("names")
  func names() {
    expectNoDifference(SignalPolicy.name(of: SIGSEGV), "SIGSEGV")
    expectNoDifference(SignalPolicy.name(of: SIGQUIT), "SIGQUIT")
    expectNoDifference(SignalPolicy.name(of: 34), "signal 34")
  }
}
