import Apple
import StoreCommands

extension AskSharingMode {
  /// The setting as Apple's Age Range for Apps names it.
  var sharingMode: SharingMode {
    switch self {
    case .alwaysShare: .alwaysShare
    case .askFirst: .askFirst
    case .neverShare: .neverShare
    }
  }
}
