import Apple
import FlowEngine
import Scenarios

/// An answer the runner gives on someone's behalf, from the scenario's `answers:`.
public struct AppleAutomaticAnswer: Hashable, Sendable {
  /// The action.
  public var action: AppleAction
  /// What a presenter reads: what the person does and what follows, as prose.
  public var narration: String
  /// One line that says what just happened, fitted to ``Caption/columns``.
  public var caption: String

  /// Creates an answer; the caption is cut to fit ``Caption/columns`` when a long name
  /// makes it wider.
  public init(action: AppleAction, narration: String, caption: String) {
    self.action = action
    self.narration = narration
    self.caption = Caption.fitted(caption)
  }

  /// The next answer the declared answers give in a simulation, or nil when nothing showing
  /// has a declared answer. The person's devices come first, in order, then the parent's
  /// pending questions, oldest first.
  public static func next(in simulation: AppleSimulation, answers: AppleDeclaredAnswers)
    -> AppleAutomaticAnswer?
  {
    let person = simulation.world.person.name
    for device in simulation.devices {
      let place = device.id == .childPhone ? "" : " on the \(device.title)"
      switch device.sheet {
      case .ageRangePrompt(let prompt, _)?:
        guard let answer = answers.ageRangePrompt else { continue }
        let button = answer == .share ? prompt.shareButton : prompt.declineButton
        return AppleAutomaticAnswer(
          action: .answerAgeRangePrompt(device.id, answer),
          narration: answer == .share
            ? "\(person) taps “\(button)”\(place). The system shares the age range with the app."
            : "\(person) taps “\(button)”\(place). The app gets no age range.",
          caption: answer == .share
            ? "\(person) shares\(place); the app learns the age range."
            : "\(person) taps “\(button)”\(place); the app gets no age range.")
      case .acknowledgment?:
        guard answers.acknowledges == true else { continue }
        return AppleAutomaticAnswer(
          action: .acknowledgeUpdate(device.id),
          narration:
            "\(person) reads what the update changes and taps “Continue”\(place).",
          caption: "\(person) acknowledges the update\(place).")
      case .messagesCompose?:
        guard let asks = answers.askParent else { continue }
        let parent = simulation.world.parentName ?? "their parent"
        return asks
          ? AppleAutomaticAnswer(
            action: .sendQuestion(device.id),
            narration:
              "\(person) taps Send\(place). The question arrives in Messages on \(parent)'s "
              + "iPhone, with a notification.",
            caption: "\(person) taps Send\(place); the question reaches \(parent)'s iPhone.")
          : AppleAutomaticAnswer(
            action: .cancelCompose(device.id),
            narration:
              "\(person) taps Cancel on the Messages compose sheet\(place). Nothing is sent.",
            caption: "\(person) cancels the question\(place); nothing is sent.")
      case .permissionAlert?:
        guard let button = answers.permissionAlert else { continue }
        return permissionAlertAnswer(button, simulation: simulation, device: device.id, place)
      case .screenTimePasscode?:
        guard let enters = answers.entersPasscode else { continue }
        let parent = simulation.world.parentName ?? "The parent"
        return enters
          ? AppleAutomaticAnswer(
            action: .enterPasscode(device.id, simulation.world.screenTimePasscode),
            narration:
              "\(parent) enters the Screen Time passcode on \(person)'s \(device.title). "
              + "The app learns it was approved in person.",
            caption: "\(parent) enters the passcode; the app is approved in person.")
          : AppleAutomaticAnswer(
            action: .cancelCompose(device.id),
            narration: "\(parent) taps Cancel on the passcode sheet\(place). Nothing is approved.",
            caption: "\(parent) cancels the passcode sheet\(place); nothing is approved.")
      case nil:
        // Without a parent, AskCenter.ask throws every time: tapping again would loop. The
        // declared answer taps Ask Parent only; asking again after an expiry or a revocation is
        // a scripted decision.
        guard answers.askParent == true, simulation.world.parentName != nil,
          SignificantChangeFlow.parentAsk(on: device.flow.step) == .first
        else {
          continue
        }
        let words = askParentWords(simulation, place: place)
        return AppleAutomaticAnswer(
          action: .tapAskParent(device.id), narration: words.narration, caption: words.caption)
      }
    }
    let parent = simulation.world.parentName ?? "The parent"
    for question in simulation.askCenter.pending {
      guard case .choose(let choiceID)? = answers.parentPolicy(for: question.topic),
        let choice = question.choice(id: choiceID)
      else { continue }
      return AppleAutomaticAnswer(
        action: .answerQuestion(from: .parentPhone, questionID: question.id, choiceID: choiceID),
        narration:
          "\(parent) taps “\(choice.title)” on \(person)'s question in Messages "
          + "(question #\(question.id)).",
        caption: "\(parent) taps “\(choice.title)” on \(person)'s question.")
    }
    return nil
  }

  /// What follows a tap on Ask Parent (Messages, or on iOS 27 what the app's flow opens), as
  /// narration and as a caption: the same event, told at two lengths.
  private static func askParentWords(_ simulation: AppleSimulation, place: String) -> (
    narration: String, caption: String
  ) {
    let world = simulation.world
    let person = world.person.name
    let parent = world.parentName ?? "their parent"
    let tap = "\(person) taps Ask Parent\(place)"
    let messages = (
      "\(tap). Messages opens a question to \(parent).",
      "\(tap); Messages opens a question to \(parent)."
    )
    guard world.os.hasPermissionFlow else { return messages }
    switch world.permissionFlow {
    case .acknowledgmentAlert:
      return (
        "\(tap). An alert offers Ask to Approve, Approve in Person and Cancel.",
        "\(tap); an alert offers three ways to ask."
      )
    case .approveInPerson:
      return (
        "\(tap). The Screen Time passcode sheet opens for \(parent).",
        "\(tap); the passcode sheet opens for \(parent)."
      )
    case .askToApprove:
      return messages
    }
  }

  private static func permissionAlertAnswer(
    _ button: PermissionFlow, simulation: AppleSimulation, device: DeviceID, _ place: String
  ) -> AppleAutomaticAnswer {
    let person = simulation.world.person.name
    let parent = simulation.world.parentName ?? "their parent"
    switch button {
    case .askToApprove:
      return AppleAutomaticAnswer(
        action: .choosePermissionFlow(device, .askToApprove),
        narration:
          "\(person) taps “Ask to Approve”\(place). Messages opens a question to \(parent).",
        caption: "\(person) taps Ask to Approve\(place); Messages opens to \(parent).")
    case .approveInPerson:
      return AppleAutomaticAnswer(
        action: .choosePermissionFlow(device, .approveInPerson),
        narration:
          "\(person) taps “Approve in Person”\(place). The Screen Time passcode sheet opens for "
          + "\(parent).",
        caption: "\(person) picks Approve in Person\(place); the passcode sheet opens.")
    case .acknowledgmentAlert:
      return AppleAutomaticAnswer(
        action: .cancelCompose(device),
        narration: "\(person) taps “Cancel” on the alert\(place). Nothing is asked.",
        caption: "\(person) cancels the alert\(place); nothing is asked.")
    }
  }
}
