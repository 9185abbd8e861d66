import ArgumentParser
import Delivery
import Foundation

/// `agetui-deliver follow`: delivers the running session's notifications as they happen.
struct FollowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "follow",
    abstract: "Follow the running AgeTUI session and deliver each notification it sends.")

  @OptionGroup var options: DeliveryOptions

  @Option(help: "Stop after this many seconds (for scripts; default: run until interrupted).")
  var seconds: Double?

  func run() async throws {
    do throws(DeliveryError) {
      try await follow()
    } catch {
      throw error.exit()
    }
  }

  private func follow() async throws(DeliveryError) {
    let directory = try DeliveryOptions.stateDirectory()
    var (deliverer, lock) = try options.deliverer(in: directory)
    defer { withExtendedLifetime(lock) {} }
    var watcher = SessionWatcher(directory: directory)
    let started = Date().timeIntervalSince1970
    var shown: SessionWatcher.Look?
    /// Notifications seen and not posted because the ledger knew them, said once each.
    var skipped: Set<String> = []
    /// Play's revocations as last written into the reports folder.
    var writtenPlay: SessionWatcher.PlayRevocationsSeen?
    Screen.note("delivering to \(options.url) from the session in \(directory.path)")
    while seconds.map({ Date().timeIntervalSince1970 - started < $0 }) ?? true {
      let look = watcher.poll()
      switch look {
      case .noSession:
        if shown != .noSession {
          Screen.note(
            "no AgeTUI session is running in \(directory.path); waiting for one "
              + "(start agetui in another terminal)")
        }
      case .unreadable(let problem):
        if shown != look { Screen.note("cannot follow the session: \(problem); waiting") }
      case .following(let notifications, let play):
        if let play, play != writtenPlay, let folder = options.reportsFolder {
          let reports = RevocationReportsFolder(path: folder)
          try reports.writePlay(play.revocations, on: play.today)
          writtenPlay = play
          Screen.note("wrote \(reports.playPath) as of \(play.today)")
        }
        if case .following = shown {} else { Screen.note("following the session") }
        for payload in notifications {
          let notification = try DeliverableNotification(payload)
          let isNew = try await deliverer.offer(notification)
          if !isNew, !skipped.contains(notification.notificationUUID) {
            skipped.insert(notification.notificationUUID)
            Screen.note(
              "\(notification.notificationUUID) was handled before (delivery/ledger.jsonl), so it "
                + "is not posted again; --resend posts it")
          }
        }
      }
      shown = look.summary
      try await deliverer.retryDue()
      try? await Task.sleep(nanoseconds: 100_000_000)
    }
  }
}
