import AmazonAppstore
import FlowEngine
import Presentation

/// What the child's Fire tablet shows: the app's screen in its flow's step, and the
/// `GetUserAgeData` row the app last received, in Amazon's six keys, each explained. Amazon
/// shows the child no prompt (amazon.md §1) and documents nothing the child sees while consent
/// is not granted (§10): the app's waiting and blocked screens are the app's, their words about
/// Amazon AgeTUI's invention, marked. Built from the typed world and trace details only.
public struct FireTabletPresentation: Hashable, Sendable {
  /// The device shown.
  public var device: DeviceID
  /// The device and the app, for the pane's first line.
  public var title: String
  /// The app's state at a glance.
  public var status: AppStatus
  /// The app screen's headline, with its provenance.
  public var headline: Wording
  /// The app screen's text, with its provenance.
  public var text: [Wording]
  /// The row the app last received, column by column; empty before its first query.
  public var received: [AmazonReceivedField]
  /// Each column of that row explained in a sentence (``AmazonUserAgeData/explanation``).
  public var explanation: [String]
  /// The app's own buttons: open, query again, close.
  public var choices: [AmazonChoice]

  /// The tablet `device` in `world`.
  public init(_ world: AmazonWorld, device: DeviceID = .childPhone) {
    self.device = device
    let app = world.app.config
    let name = app.name
    // "Fire", not "Fire tablet": the pane's title keeps the app's status beside it at 80
    // columns (the tab reads "Fire tablet").
    title = "\(device == .childPhone ? "Fire" : "Second device") · \(name) \(app.currentVersion)"
    let row = Self.lastRow(in: world.trace, on: device)
    received =
      row.map { row in
        zip(AmazonUserAgeData.columns, row.cells).map {
          AmazonReceivedField(name: $0, value: $1.json)
        }
      } ?? []
    explanation = row?.explanation ?? []
    let open = AmazonChoice(AmazonWording.app("Open \(name)"), .launch(device), role: .affirmative)
    let close = AmazonChoice(AmazonWording.app("Close \(name)"), .close(device), role: .cancel)
    let again = AmazonChoice(AmazonWording.app("Check again"), .queryAgain(device))
    guard let flow = world.flows[device] else {
      (status, headline, text, choices) = (
        .closed, AmazonWording.app("Not installed"),
        [AmazonWording.app("\(name) is not on this device.")], []
      )
      return
    }
    if world.isRevoked, world.child.isSupervised, case .notRunning = flow.step {
      (status, headline, choices) = (.blocked, AmazonWording.invented("Access revoked"), [open])
      text = [
        AmazonWording.invented(
          "Your parent revoked consent to \(name). You can use it again once a parent consents.")
      ]
      return
    }
    let changes = flow.pendingChanges.map(\.description).joined(separator: " ")
    switch flow.step {
    case .notRunning:
      (status, headline, text, choices) = (
        .closed, AmazonWording.simulator("Home screen"),
        [AmazonWording.app("\(name) is not running.")],
        [open]
      )
    case .checkingRegulation, .requestingAgeSignal, .checkingFeature:
      (status, headline, text, choices) = (
        .working, AmazonWording.app("Checking your age range"), [], [close]
      )
    case .needsParentalApproval, .acknowledging:
      (status, headline, text, choices) = (
        .waiting, AmazonWording.app("\(name) has changed"), [AmazonWording.app(changes)], [close]
      )
    case .waitingForParent:
      (status, headline, choices) = (
        .waiting, AmazonWording.invented("Waiting for your parent"), [again, close]
      )
      text = [
        AmazonWording.app("\(name) has changed. \(changes)"),
        AmazonWording.invented("Amazon asks your parent to consent to this version."),
      ]
    case .blocked(let reason):
      (status, headline, text, choices) = (
        .blocked, AmazonWording.app("New features blocked"),
        [AmazonWording.app(BlockedScreenWording.text(reason).text)], [close]
      )
    case .running(let enabled, _):
      (status, headline, choices) = (.running, AmazonWording.app(name), [again, close])
      let handled = world.handled[device, default: []].sorted().map(\.rawValue)
      text =
        [
          AmazonWording.app(
            "\(app.featureName) (\(app.featureMinimumAge)+): \(enabled ? "on" : "off")")
        ]
        + (handled.isEmpty
          ? [] : [AmazonWording.app("Changes in use: \(handled.joined(separator: ", "))")])
    }
  }

  /// The last `GetUserAgeData` row the app received on `device`, nil before its first query.
  static func lastRow(
    in trace: some BidirectionalCollection<AmazonTraceEntry>, on device: DeviceID
  ) -> AmazonUserAgeData? {
    for entry in trace.reversed() where entry.device == device {
      if case .ageData(let row, _)? = entry.detail { return row }
    }
    return nil
  }
}
