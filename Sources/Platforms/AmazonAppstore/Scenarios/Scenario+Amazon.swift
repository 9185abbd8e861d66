import Scenarios

extension Scenario {
  /// Its Amazon Appstore part: non-nil exactly when `platforms` contains `.amazonAppstore`.
  public var amazon: AmazonScript? {
    get { parts.part(AmazonScript.self) }
    set {
      if let newValue { parts.set(newValue) } else { parts.remove(AmazonScript.self) }
    }
  }
}
