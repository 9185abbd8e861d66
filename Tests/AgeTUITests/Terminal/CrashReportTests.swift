import CustomDump
import Glibc
import Testing

@testable import AgeTUI

/// Where a crash report goes and the one line that says so.
@Suite("CrashReport")
struct CrashReportTests {
  /// 2026-11-23 07:45:12 UTC.
  static let launch = 1_795_419_912

  @Test("the file is named after the launch time in UTC and the process")
  func fileName() {
    expectNoDifference(
      CrashReport.fileName(launchedAt: Self.launch, processID: 4242),
      "crash-20261123-074512-4242.txt")
    expectNoDifference(
      CrashReport.fileName(launchedAt: 0, processID: 7), "crash-19700101-000000-7.txt")
  }

  @Test("the report goes into the given directory")
  func file() {
    let report = CrashReport(
      environment: ["HOME": "/home/sofia"], directory: "/home/sofia/.local/state/agetui",
      launchedAt: Self.launch, processID: 4242)
    expectNoDifference(
      report.file, "/home/sofia/.local/state/agetui/crash-20261123-074512-4242.txt")
  }

  @Test("one line names the signal and the report")
  func line() {
    let report = CrashReport(
      environment: [:], directory: "/s/agetui", launchedAt: Self.launch, processID: 4242)
    expectNoDifference(
      report.line(for: SIGSEGV),
      "agetui crashed (SIGSEGV); the terminal was restored; crash report:"
        + " /s/agetui/crash-20261123-074512-4242.txt")
  }

  @Test(
    "the report opens with the signal and what an empty remainder means",
    arguments: [(SIGSEGV, "SIGSEGV"), (SIGABRT, "SIGABRT"), (SIGILL, "SIGILL")])
  func heading(signal: Int32, name: String) {
    let report = CrashReport(
      environment: [:], directory: "/s/agetui", launchedAt: Self.launch, processID: 4242)
    expectNoDifference(
      report.heading(for: signal),
      "agetui crashed (\(name)). Swift's backtrace follows; if nothing follows, the Swift"
        + " runtime found no backtracer (swift-backtrace) beside this executable. The debug"
        + " build (swift run agetui) finds the toolchain's; for a release build, run it with"
        + " SWIFT_BACKTRACE=swift-backtrace=PATH,output-to=stderr to have the backtrace on the"
        + " terminal.\n")
  }

  @Test("with the user's own SWIFT_BACKTRACE there is no file: the backtracer does as it says")
  func userBacktraceSettings() {
    let report = CrashReport(
      environment: ["SWIFT_BACKTRACE": "interactive=yes"], directory: "/s/agetui",
      launchedAt: Self.launch, processID: 4242)
    expectNoDifference(report.file, nil)
    expectNoDifference(
      report.line(for: SIGABRT),
      "agetui crashed (SIGABRT); the terminal was restored; Swift's backtracer reports the"
        + " crash as SWIFT_BACKTRACE says")
  }

  @Test("directories: the state directory first, then TMPDIR")
  func directories() {
    expectNoDifference(
      CrashReport.directories(stateDirectory: "/s/agetui", environment: ["TMPDIR": "/var/tmp/"]),
      ["/s/agetui", "/var/tmp"])
    expectNoDifference(
      CrashReport.directories(stateDirectory: nil, environment: ["TMPDIR": "/t"]), ["/t"])
  }

  @Test("directories: /tmp when TMPDIR is unset or relative")
  func directoriesFallback() {
    expectNoDifference(
      CrashReport.directories(stateDirectory: "/s", environment: [:]), ["/s", "/tmp"])
    expectNoDifference(
      CrashReport.directories(stateDirectory: nil, environment: ["TMPDIR": "tmp"]), ["/tmp"])
  }
}
