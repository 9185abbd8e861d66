import Apple
import Delivery
import FlowEngine
import Foundation

/// What a headless run's JSON report (`agetui run NAME --format json`) holds for the
/// developer's backend: the App Store's notifications, in the order the run sent them, and the
/// files each store's console offers on the run's last day (`consoleDownloads`, under the
/// report's first run and each other run's key), whatever the stores.
public struct RunReportContents: Sendable {
  /// The App Store Server Notifications the run sent, in order.
  public var notifications: [DeliverableNotification] = []
  /// The files the stores' consoles offer on the run's last day: the first run's, then the
  /// other runs' by their keys' order.
  public var downloads: [ConsoleDownload] = []

  /// The contents of the report text `json`; `source` names it in messages.
  /// - Throws: when the text is not an AgeTUI run report, or a part of it is not as
  ///   `agetui run` writes it.
  public init(json: Data, source: String) throws(DeliveryError) {
    guard let report = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
      let format = report["format"] as? String
    else {
      throw DeliveryError(
        "\(source) is not an AgeTUI run report in JSON (make one with agetui run NAME --format json)"
      )
    }
    guard report["steps"] != nil else {
      throw DeliveryError("\(source) is a '\(format)' report, not a run report")
    }
    try readNotifications(report, source: source)
    // The first run's document holds each other run's under its store's key.
    let runs =
      [report]
      + report.keys.sorted().compactMap { key -> [String: Any]? in
        guard let run = report[key] as? [String: Any], run["steps"] != nil else { return nil }
        return run
      }
    for run in runs {
      downloads += try Self.downloads(in: run, source: source)
    }
  }

  private mutating func readNotifications(_ report: [String: Any], source: String)
    throws(DeliveryError)
  {
    for step in report["steps"] as? [[String: Any]] ?? [] {
      for entry in step["entries"] as? [[String: Any]] ?? [] {
        guard let payload = entry["serverNotification"] as? [String: Any] else { continue }
        notifications.append(try Self.notification(payload, source: source))
      }
    }
  }

  private static func downloads(in run: [String: Any], source: String) throws(DeliveryError)
    -> [ConsoleDownload]
  {
    guard let listed = run["consoleDownloads"] else { return [] }
    guard let files = listed as? [[String: Any]] else {
      throw DeliveryError("\(source) has a consoleDownloads that is not a list of files")
    }
    var downloads: [ConsoleDownload] = []
    for file in files {
      guard let fileName = file["fileName"] as? String, Self.isPlainFileName(fileName),
        let day = (file["downloadedOn"] as? String).flatMap(SimDate.init(iso:)),
        let rowCount = file["rowCount"] as? Int, let text = file["text"] as? String
      else {
        throw DeliveryError(
          "\(source) has a console download without a plain fileName, downloadedOn, rowCount "
            + "and text (docs/trace-format.md)")
      }
      downloads.append(
        ConsoleDownload(fileName: fileName, downloadedOn: day, rowCount: rowCount, text: text))
    }
    return downloads
  }

  /// A name that stays inside the reports folder: no folder part, not hidden, not `.` or `..`.
  static func isPlainFileName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
  }

  private static func notification(_ payload: [String: Any], source: String)
    throws(DeliveryError) -> DeliverableNotification
  {
    guard let type = payload["notificationType"] as? String,
      let uuid = payload["notificationUUID"] as? String,
      let version = payload["version"] as? String,
      let signedDate = payload["signedDate"] as? Int,
      let appData = payload["appData"] as? [String: Any],
      let bundleID = appData["bundleId"] as? String,
      let environment = (appData["environment"] as? String).flatMap(AppStoreEnvironment.init),
      let transactionJWS = appData["signedAppTransactionInfo"] as? String
    else {
      throw DeliveryError("\(source) has a serverNotification without the keys of §9.3")
    }
    let appAppleID = appData["appAppleId"] as? Int
    return DeliverableNotification(
      notificationType: type, notificationUUID: uuid, version: version, signedDate: signedDate,
      bundleID: bundleID, environment: environment, appAppleID: appAppleID,
      transaction: try DeliverableNotification.transaction(
        inUnsignedJWS: transactionJWS, environment: environment, appAppleID: appAppleID,
        bundleID: bundleID, signedDate: signedDate))
  }
}
