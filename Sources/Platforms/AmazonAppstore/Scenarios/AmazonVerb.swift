import AmazonAppstore
import FlowEngine
import Scenarios

/// Every action an Amazon script step can name, as a scenario file writes it: one table for
/// the loader, the printed steps (`text(for:)`), `check`'s messages and the docs' list of
/// Amazon verbs, which a test holds to this table.
public enum AmazonVerb: String, CaseIterable, Sendable {
  case launch
  case close
  case queryAgain = "query-again"
  case reportChange = "report-change"
  case consent
  case withhold
  case revoke
  case wait
  case set

  /// What a verb takes after it.
  public enum Argument: Hashable, Sendable {
    /// A device, or none for `device`: `do: launch`, `do: {launch: second-device}`.
    case optionalDevice(DeviceID)
    /// A value, as in the example: `do: {wait: 1 day}`.
    case value(example: String)
  }

  /// What the verb takes.
  public var argument: Argument {
    switch self {
    case .launch, .close, .queryAgain: .optionalDevice(.childPhone)
    case .consent, .withhold, .revoke: .optionalDevice(.parentPhone)
    case .reportChange: .value(example: "video-calling \"This update adds video calling.\"")
    case .wait: .value(example: "1 day")
    case .set: .value(example: "{test-option: 7}")
    }
  }

  /// The step as the scenario's vocabulary writes it, from the action.
  public static func text(for action: AmazonAction) -> String {
    func onDevice(_ verb: AmazonVerb, _ device: DeviceID) -> String {
      guard case .optionalDevice(let standard) = verb.argument, device != standard else {
        return verb.rawValue
      }
      return "\(verb.rawValue) \(device.amazonName)"
    }
    switch action {
    case .launch(let device): return onDevice(.launch, device)
    case .close(let device): return onDevice(.close, device)
    case .queryAgain(let device): return onDevice(.queryAgain, device)
    case .reportChange(let id, let description):
      return "report-change \(id) \"\(description)\""
    case .parentConsents(let device): return onDevice(.consent, device)
    case .parentWithholds(let device): return onDevice(.withhold, device)
    case .parentRevokes(let device): return onDevice(.revoke, device)
    case .advanceClock(let days): return "wait \(days) day\(days == 1 ? "" : "s")"
    case .set(let setting): return "set \(AmazonSettingName(setting).rawValue) \(setting.value)"
    }
  }

  /// The verb with its example value, as `check`'s messages show it.
  public var exampleText: String {
    switch argument {
    case .optionalDevice: rawValue
    case .value(let example): "{\(rawValue): \(example)}"
    }
  }
}
