import Apple
import Scenarios

extension Scenario {
  /// Apple's part, nil when the scenario does not run on Apple.
  public var apple: AppleScript? {
    get { parts.part(AppleScript.self) }
    set {
      parts.remove(AppleScript.self)
      if let newValue { parts.set(newValue) }
    }
  }

  /// Apple's world at the start: its part's, or for a scenario that does not run on Apple, the
  /// shared world with Apple's settings at their defaults, which the TUI's Apple shell holds
  /// (unshown) while another store's side plays.
  public var appleWorld: AppleWorld {
    apple?.world ?? AppleWorld(shared: world)
  }

  /// Apple's script: its part's steps, none for a scenario that does not run on Apple (which
  /// setting leaves without Apple's part).
  public var script: [AppleScriptStep] {
    get { apple?.steps ?? [] }
    set { apple?.steps = newValue }
  }

  /// The answers Apple's prompts take in a headless run.
  public var answers: AppleDeclaredAnswers { apple?.answers ?? AppleDeclaredAnswers() }
}
