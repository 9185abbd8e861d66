import AppleDelivery
import ArgumentParser
import Delivery
import FlowEngine
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
    let delivery = try options.deliverer(in: directory)
    var deliverer = delivery?.deliverer
    defer { withExtendedLifetime(delivery?.lock) {} }
    var watcher = SessionWatcher(directory: directory)
    let started = Date().timeIntervalSince1970
    var shown: SessionWatcher.Look?
    /// Notifications seen and not posted (the ledger knew them, or there is no `--url`), said
    /// once each.
    var skipped: Set<String> = []
    /// Each console file as last written into the reports folder, by its name.
    var written: [String: ConsoleDownload] = [:]
    if let url = options.url {
      Screen.note("delivering to \(url) from the session in \(directory.path)")
    } else {
      Screen.note(
        "writing the stores' console files from the session in \(directory.path) (no --url: "
          + "App Store notifications are not posted)")
    }
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
      case .following(let notifications, let downloads):
        if let folder = options.reportsFolder {
          let reports = ReportsFolder(path: folder)
          // A file is written again only when its day or its rows changed.
          for download in downloads where written[download.fileName] != download {
            let path = try reports.write(download)
            written[download.fileName] = download
            Screen.note(
              "wrote \(path) (\(download.rowCount) row(s), as downloaded on "
                + "\(download.downloadedOn))")
          }
        }
        if case .following = shown {} else { Screen.note("following the session") }
        for payload in notifications {
          let notification = try DeliverableNotification(payload)
          guard let isNew = try await deliverer?.offer(notification) else {
            if skipped.insert(notification.notificationUUID).inserted {
              Screen.note(
                "the session sent \(notification.notificationType) "
                  + "\(notification.notificationUUID); not posted (no --url)")
            }
            continue
          }
          if !isNew, skipped.insert(notification.notificationUUID).inserted {
            Screen.note(
              "\(notification.notificationUUID) was handled before (delivery/ledger.jsonl), so it "
                + "is not posted again; --resend posts it")
          }
        }
      }
      shown = look.summary
      try await deliverer?.retryDue()
      try? await Task.sleep(nanoseconds: 100_000_000)
    }
  }
}
