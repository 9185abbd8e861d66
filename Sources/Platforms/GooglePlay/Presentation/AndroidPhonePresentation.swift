import FlowEngine
import GooglePlay
import Presentation

/// What the child's Android phone shows: the app's screen in its flow's step, Play's sharing
/// prompt over it, and what the app last received from Age Signals, in Google's field names.
/// Built from the typed world and trace details only, never from trace text.
public struct AndroidPhonePresentation: Hashable, Sendable {
  /// The device shown.
  public var device: DeviceID
  /// The device and the app, for the pane's first line.
  public var title: String
  /// The app's state at a glance.
  public var status: AppStatus
  /// The app screen's headline.
  public var headline: String
  /// The app screen's text.
  public var text: [String]
  /// Play's sharing prompt over the app, when it is up.
  public var prompt: PlaySharingPrompt?
  /// The call the app last made that answered, and what it received, in Google's names.
  public var received: [PlayScreenField]
  /// The app's own buttons (open, check again, close), or Play's install button where the app
  /// is not installed.
  public var choices: [PlayChoice]

  /// The phone `device` in `world`.
  public init(_ world: PlayWorld, device: DeviceID = .childPhone) {
    self.device = device
    let app = world.app.config
    let name = app.name
    title = "\(device == .childPhone ? "Android" : "Tablet") · \(name) \(app.currentVersion)"
    prompt = world.prompts[device].map { _ in PlaySharingPrompt(appName: name, on: device) }
    received = Self.received(in: world.trace, on: device)
    guard let flow = world.flows[device] else {
      // Not installed yet (`installed: false`): Play's install is the phone's one button.
      (status, headline, text, choices) = (
        .closed, "Not installed", ["\(name) is not on this device."],
        [PlayChoice("Install \(name) from Google Play", .install(device), role: .affirmative)]
      )
      return
    }
    let changes = flow.pendingChanges.map(\.description).joined(separator: " ")
    let open = PlayChoice("Open \(name)", .launch(device), role: .affirmative)
    let close = PlayChoice("Close \(name)", .close(device), role: .cancel)
    switch flow.step {
    case .notRunning:
      // The badge says closed; the headline names the screen showing, as Apple's does.
      (status, headline, text, choices) = (
        .closed, "Home screen", ["\(name) is not running."], [open]
      )
    case .checkingRegulation, .requestingAgeSignal, .checkingFeature:
      (status, headline) =
        prompt == nil ? (.working, "Checking your age range") : (.waiting, "Google Play asks")
      (text, choices) = ([], [close])
    case .needsParentalApproval, .acknowledging:
      (status, headline, text, choices) = (.waiting, "\(name) has changed", [changes], [close])
    case .waitingForParent(_, let request):
      (status, headline, choices) = (
        .waiting, "Waiting for your parent",
        [PlayChoice("Check again", .checkAgain(device)), close]
      )
      text = [
        "\(name) has changed. \(changes)",
        "Family Link asked your parent (request #\(request)).",
      ]
    case .blocked(let reason):
      (status, headline, text, choices) = (
        .blocked, "New features blocked", [BlockedScreenWording.text(reason).text], [close]
      )
    case .running(let enabled, _):
      (status, headline, choices) = (.running, name, [close])
      let handled = world.handled[device, default: []].sorted().map(\.rawValue)
      text =
        ["\(app.featureName) (\(app.featureMinimumAge)+): \(enabled ? "on" : "off")"]
        + (handled.isEmpty ? [] : ["Changes in use: \(handled.joined(separator: ", "))"])
    }
  }

  /// What the app received last on `device`: the access status of its last
  /// `requestAgeSignalsAccess` and what came after it (the last `checkAgeSignals` result, or the
  /// error a call threw), field by field; older answers are the app's past.
  static func received(
    in trace: some BidirectionalCollection<PlayTraceEntry>, on device: DeviceID
  ) -> [PlayScreenField] {
    var access: [PlayScreenField] = []
    var result: [PlayScreenField]?
    scan: for entry in trace.reversed() where entry.device == device {
      switch entry.detail {
      case .access(let status, _, _)?:
        access = [PlayScreenField(name: "ageSignalsStatus", value: status.rawValue)]
        break scan
      case .signals(let signals, let sdk, _)?:
        if result == nil {
          result = signals.fields(sdk: sdk).map {
            PlayScreenField(name: $0.name, value: $0.value ?? "null")
          }
        }
      case .failure(let call, let error, _)?:
        if result == nil {
          result = [
            PlayScreenField(
              name: "\(call.rawValue) threw", value: "\(error.rawValue) (\(error.code))")
          ]
        }
        if call == .requestAgeSignalsAccess { break scan }
      case .flowStep?, .regulation?, .sharingPrompt?, .promptAnswer?, .handled?, .changeDeclared?,
        .changeCancelled?, .ageRanges?, .familyLinkRequest?, .parentAnswer?, .revoked?, .clock?,
        .setting?, .refused?, nil:
        continue
      }
    }
    return access + (result ?? [])
  }
}
