import Apple
import AppleScenarios
import FlowEngine
import Scenarios
import Storyboard

/// A step's title in words ("Sofia opens Landmarks"): its caption, or, for a step without one,
/// what its action did, told with the world's names.
public enum AppleStepTitle {
  /// The title of `step`.
  public static func of(_ step: AppleWalkthroughStep) -> String {
    step.caption.isEmpty ? describe(step.action, in: step.world.world) : step.caption
  }

  /// `action` in words, with the names of `world`.
  public static func describe(_ action: AppleAction, in world: AppleWorld) -> String {
    let person = world.person.name
    let parent = world.parentName ?? "The parent"
    let app = world.app.name
    switch action {
    case .launchApp: return "\(person) opens \(app)"
    case .closeApp: return "\(person) closes \(app)"
    case .answerAgeRangePrompt(_, let answer):
      return answer == .share ? "\(person) shares the age range" : "\(person) declines to share"
    case .tapAskParent: return "\(person) taps Ask Parent"
    case .sendQuestion: return "\(person) sends the question"
    case .cancelCompose: return "\(person) cancels"
    case .choosePermissionFlow(_, let flow): return "\(person) chooses \(flow.title)"
    case .enterPasscode: return "\(parent) enters a Screen Time passcode"
    case .acknowledgeUpdate: return "\(person) acknowledges the update"
    case .askToCommunicate(_, let handle): return "\(person) asks to message \(handle)"
    case .installUpdate(let version): return "\(app) \(version) is installed"
    case .answerQuestion: return "\(parent) answers in Messages"
    case .revokeConsent: return "\(parent) revokes consent for \(app)"
    case .setSharingMode(let mode): return "Age Range for Apps is set to \(mode.title)"
    case .shareAgeRangeAgain: return "\(person) shares the age range again"
    case .setVerification(let verification):
      return "\(person)'s verification: \(verification.title)"
    case .setInFamily(let inFamily):
      return inFamily ? "\(person) joins Family Sharing" : "\(person) leaves Family Sharing"
    case .setSignedIn(let signedIn): return signedIn ? "\(person) signs in" : "\(person) signs out"
    case .setCommunicationLimits(let on): return "Communication limits turn \(on ? "on" : "off")"
    case .setAccountCreated: return "The account's creation date changes"
    case .setRegion(let code): return "\(person) moves to \(code)"
    case .setOS(let os): return "The device runs iOS \(os.rawValue)"
    case .setPermissionFlow(let flow): return "\(app) asks with \(flow.title)"
    case .setAssumptions: return "An assumption changes"
    case .setAppGates: return "\(app) changes its age gates"
    case .advanceClock: return "Time passes"
    }
  }
}
