import GooglePlay
import StoreCommands

extension AskSharingMode {
  /// The same setting as Google Play names it.
  var playSharingMode: PlayAccount.SharingMode {
    switch self {
    case .alwaysShare: .alwaysShare
    case .askFirst: .askBeforeSharing
    case .neverShare: .neverShare
    }
  }
}
