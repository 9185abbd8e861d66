import FlowEngine
import GooglePlay
import Scenarios

/// A setting `set` changes in a Play script, as the file writes it: `set: {verification: tier-c}`.
public enum PlaySettingName: String, CaseIterable, Sendable {
  case verification
  case supervised
  case region
  case accountCreated = "account-created"
  case sharing
  case sdk
  case fault
  case storeDates = "store-dates"

  /// The setting's name and value as a file writes them.
  public static func words(for setting: PlaySetting) -> (PlaySettingName, String) {
    switch setting {
    case .verification(let verification): (.verification, verification.rawValue)
    case .supervised(let supervised): (.supervised, "\(supervised)")
    case .region(let code): (.region, code.rawValue)
    case .accountCreated(let day): (.accountCreated, day?.description ?? "none")
    case .sharingMode(let mode): (.sharing, mode.rawValue)
    case .sdk(let sdk): (.sdk, sdk.rawValue)
    case .fault(let error): (.fault, error?.rawValue ?? "none")
    case .storeDates(let reading): (.storeDates, reading.rawValue)
    }
  }
}
