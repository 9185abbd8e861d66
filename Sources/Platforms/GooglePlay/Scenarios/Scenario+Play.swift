import Scenarios

extension Scenario {
  /// Its Google Play part: non-nil exactly when `platforms` contains `.googlePlay`.
  public var play: PlayScript? {
    get { parts.part(PlayScript.self) }
    set {
      if let newValue { parts.set(newValue) } else { parts.remove(PlayScript.self) }
    }
  }
}
