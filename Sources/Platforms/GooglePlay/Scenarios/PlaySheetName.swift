import GooglePlay
import Scenarios

/// A sheet over a device on Play, as `expect: {sheet: …}` names it.
public enum PlaySheetName: String, CaseIterable, Hashable, Sendable {
  /// Play's in-app sharing prompt over the app.
  case sharingPrompt = "sharing-prompt"
  /// Family Link's request on the parent's phone.
  case familyLinkRequest = "family-link-request"
  /// Nothing over the device.
  case none

  /// The name of a sheet that shows, or of none.
  public init(_ sheet: PlaySheet?) {
    switch sheet {
    case .sharingPrompt?: self = .sharingPrompt
    case .familyLinkRequest?: self = .familyLinkRequest
    case nil: self = .none
    }
  }
}
