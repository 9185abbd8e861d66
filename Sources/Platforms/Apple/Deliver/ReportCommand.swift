import AppleDelivery
import ArgumentParser
import Delivery
import Foundation

/// `agetui-deliver report FILE`: delivers the notifications of a headless run.
struct ReportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract:
      "Deliver the notifications of a headless run's report (agetui run NAME --format json).",
    discussion: """
      Reads FILE, or standard input when FILE is -, posts every App Store notification in it \
      to --url, waits for the retries the schedule gives, and writes the files the stores' \
      consoles offer (their revocation reports) into --reports-folder. Give either or both.
      """)

  @Argument(help: "The JSON report of `agetui run NAME --format json`, or - for standard input.")
  var file: String

  @OptionGroup var options: DeliveryOptions

  func run() async throws {
    do throws(DeliveryError) {
      try await deliver()
    } catch {
      throw error.exit()
    }
  }

  private func deliver() async throws(DeliveryError) {
    let data: Data
    if file == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard let contents = FileManager.default.contents(atPath: file) else {
        throw DeliveryError("cannot read \(file): no such readable file")
      }
      data = contents
    }
    let contents = try RunReportContents(
      json: data, source: file == "-" ? "standard input" : file)
    let directory = try DeliveryOptions.stateDirectory()
    if let folder = options.reportsFolder {
      let reports = ReportsFolder(path: folder)
      for download in contents.downloads {
        let path = try reports.write(download)
        Screen.note(
          "wrote \(path) (\(download.rowCount) row(s), as downloaded on \(download.downloadedOn))")
      }
    }
    guard !contents.notifications.isEmpty else {
      Screen.note("the run sent no App Store notification")
      return
    }
    guard let (delivering, lock) = try options.deliverer(in: directory) else {
      Screen.note(
        "the run sent \(contents.notifications.count) App Store notification(s); not posted "
          + "(no --url)")
      return
    }
    var deliverer = delivering
    defer { withExtendedLifetime(lock) {} }
    for notification in contents.notifications {
      let isNew = try await deliverer.offer(notification)
      if !isNew {
        Screen.note(
          "\(notification.notificationUUID) was handled before (delivery/ledger.jsonl), so it is "
            + "not posted again; --resend posts it")
      }
    }
    while let next = deliverer.nextRetryAt {
      let wait = max(0, next - Date().timeIntervalSince1970)
      try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
      try await deliverer.retryDue()
    }
    if !deliverer.lost.isEmpty {
      throw DeliveryError(
        "\(deliverer.lost.count) notification(s) could not be delivered and have no attempt "
          + "left: \(deliverer.lost.sorted().joined(separator: ", "))")
    }
  }
}
