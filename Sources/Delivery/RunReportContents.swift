import Apple
import FlowEngine
import Foundation
import GooglePlay

/// What a headless run's JSON report (`agetui run NAME --format json`) holds for the
/// developer's backend: the App Store's notifications and Play Console's revocations, in the
/// order the run made them, and the last simulated day.
public struct RunReportContents: Sendable {
  /// The App Store Server Notifications the run sent, in order.
  public var notifications: [DeliverableNotification] = []
  /// The revocations Play Console listed, each once, in the order they appeared.
  public var playRevocations: [PlayRevocation] = []
  /// The run's last simulated day (Play's when it has steps, else Apple's).
  public var lastDay: SimDate?

  /// The contents of the report text `json`; `source` names it in messages.
  /// - Throws: when the text is not an AgeTUI run report.
  public init(json: Data, source: String) throws(DeliveryError) {
    guard let report = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
      let format = report["format"] as? String
    else {
      throw DeliveryError(
        "\(source) is not an AgeTUI run report in JSON (make one with agetui run NAME --format json)"
      )
    }
    switch format {
    case "agetui-play-run":
      readPlay(report)
    case _ where report["steps"] != nil:
      try readApple(report, source: source)
      if let play = report["googlePlay"] as? [String: Any] { readPlay(play) }
    case _:
      throw DeliveryError("\(source) is a '\(format)' report, not a run report")
    }
  }

  private mutating func readApple(_ report: [String: Any], source: String) throws(DeliveryError) {
    for step in report["steps"] as? [[String: Any]] ?? [] {
      for entry in step["entries"] as? [[String: Any]] ?? [] {
        if let day = (entry["date"] as? String).flatMap(SimDate.init(iso:)) { see(day) }
        guard let payload = entry["serverNotification"] as? [String: Any] else { continue }
        notifications.append(try Self.notification(payload, source: source))
      }
    }
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

  private mutating func readPlay(_ report: [String: Any]) {
    for step in report["steps"] as? [[String: Any]] ?? [] {
      for entry in step["entries"] as? [[String: Any]] ?? [] {
        if let day = (entry["date"] as? String).flatMap(SimDate.init(iso:)) { see(day) }
        guard let detail = entry["detail"] as? [String: Any],
          detail["type"] as? String == "revocationCsv"
        else { continue }
        for row in detail["rows"] as? [[String: Any]] ?? [] {
          guard let installID = row["installId"] as? String,
            let day = (row["revokedOn"] as? String).flatMap(SimDate.init(iso:)),
            !playRevocations.contains(where: { $0.installID == installID && $0.revokedOn == day })
          else { continue }
          // The CSV has no device column; Play's report names the Android device, which is not
          // one of Apple's device IDs.
          playRevocations.append(
            PlayRevocation(installID: installID, device: .childPhone, revokedOn: day))
        }
      }
    }
  }

  private mutating func see(_ day: SimDate) {
    if let lastDay, lastDay >= day { return }
    lastDay = day
  }
}
