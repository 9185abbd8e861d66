import GooglePlayScenarios
import Scenarios

extension SessionRecord {
  /// The name of the platform whose side this line changes (Google Play's for a `play` line),
  /// nil for Apple's lines.
  public var sidePlatform: String? {
    switch self {
    case .play: ScenarioPlatform.googlePlay.rawValue
    case .side(let platform, _): platform
    case .open, .jump, .perform, .undo, .screen: nil
    }
  }
}
