import FlowEngine
import GooglePlay
import Scenarios

/// Every action a Play script step can name, as a scenario file writes it.
///
/// One table for the loader (which words exist and what each takes), the printed steps
/// (`text(for:)`), `check`'s messages and the docs' list of Play verbs, which a test holds to
/// this table.
public enum PlayVerb: String, CaseIterable, Sendable {
  case launch
  case close
  case checkAgain = "check-again"
  case share
  case decline
  case parent
  case declareChange = "declare-change"
  case cancelChange = "cancel-change"
  case setAgeRanges = "set-age-ranges"
  case revoke
  case install
  case wait
  case set

  /// What a verb takes after it.
  public enum Argument: Hashable, Sendable {
    /// A device, or none for `device`: `do: launch`, `do: {launch: second-device}`.
    case optionalDevice(DeviceID)
    /// A value, as in the example: `do: {wait: 9 days}`.
    case value(example: String)
  }

  /// What the verb takes.
  public var argument: Argument {
    switch self {
    case .launch, .close, .checkAgain, .share, .decline, .install: .optionalDevice(.childPhone)
    case .revoke: .optionalDevice(.parentPhone)
    case .parent: .value(example: "approve")
    case .declareChange:
      .value(example: "video-calling \"This update adds video calling.\" 2026-07-10")
    case .cancelChange: .value(example: "video-calling")
    case .setAgeRanges: .value(example: "[13, 16, 18]")
    case .wait: .value(example: "9 days")
    case .set: .value(example: "{verification: tier-c}")
    }
  }

  /// The verb of an action.
  public static func verb(of action: PlayAction) -> PlayVerb {
    switch action {
    case .launch: .launch
    case .close: .close
    case .checkAgain: .checkAgain
    case .answerSharingPrompt(_, let share): share ? .share : .decline
    case .parentAnswers: .parent
    case .declareChange: .declareChange
    case .cancelChange: .cancelChange
    case .setAgeRanges: .setAgeRanges
    case .revoke: .revoke
    case .install: .install
    case .advanceClock: .wait
    case .set: .set
    }
  }

  /// The action as a step prints it: `launch`, `launch second-device`, `parent approve`,
  /// `declare-change video-calling 2026-07-10`, `wait 9 days`, `set verification tier-c`.
  public static func text(for action: PlayAction) -> String {
    let verb = verb(of: action)
    let words: [String]
    switch action {
    case .launch(let device), .close(let device), .checkAgain(let device),
      .answerSharingPrompt(let device, _), .revoke(let device), .install(let device):
      words = onDevice(device, verb: verb)
    case .parentAnswers(let device, let approve):
      words =
        [approve ? "approve" : "decline"]
        + (device == .parentPhone ? [] : ["on", device.playName])
    case .declareChange(let id, _, let effective):
      words = [id.rawValue, effective.description]
    case .cancelChange(let id):
      words = [id.rawValue]
    case .setAgeRanges(let minimumAges):
      words = ["[" + minimumAges.map(String.init).joined(separator: ", ") + "]"]
    case .advanceClock(let days):
      words = [days == 1 ? "1 day" : "\(days) days"]
    case .set(let setting):
      let (name, value) = PlaySettingName.words(for: setting)
      words = [name.rawValue, value]
    }
    return ([verb.rawValue] + words).joined(separator: " ")
  }

  private static func onDevice(_ device: DeviceID, verb: PlayVerb) -> [String] {
    guard case .optionalDevice(let standard) = verb.argument, device != standard else {
      return []
    }
    return [device.playName]
  }
}
