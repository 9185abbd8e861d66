import Apple
import FlowEngine

/// What the parent's iPhone shows: the Messages thread with the child's questions, the child's
/// sharing setting, revocation, and notifications.
public struct AppleParentDevicePresentation: Hashable, Sendable {
  /// "Sam's iPhone", or a note that there is no parent.
  public var heading: String
  /// Whether there is a parent in the family at all.
  public var hasParent: Bool
  /// The Messages thread, oldest first.
  public var thread: [AppleMessageBubble]
  /// "Olivia's Age Range for Apps: Ask First".
  public var childSetting: String
  /// Settings the parent can change for the child, and revocation.
  public var choices: [AppleActionChoice]
  /// Notifications still showing, newest first (a request's goes once it is answered or expires).
  public var notifications: [AppleDeviceNotification]

  /// Describes the parent's device in a simulation.
  public init(_ simulation: AppleSimulation) {
    let world = simulation.world
    let child = world.person.name
    hasParent = world.parentName != nil
    heading = world.parentName.map { "\($0)'s iPhone (parent)" } ?? "No parent in this family"
    notifications = Self.currentNotifications(in: simulation)
    childSetting = "\(child)'s Age Range for Apps: \(world.person.sharingMode.title)"
    thread = simulation.askCenter.questions.compactMap { question in
      Self.bubble(for: question, in: simulation)
    }
    var choices: [AppleActionChoice] = []
    if world.parentDecides {
      for mode in SharingMode.allCases where mode != world.person.sharingMode {
        choices.append(AppleActionChoice("Set to \(mode.title)", .setSharingMode(mode)))
      }
    }
    if hasParent, !simulation.consentRevoked {
      choices.append(
        AppleActionChoice(
          "Revoke Consent for \(world.app.name)", .revokeConsent, role: .destructive))
    }
    self.choices = choices
  }

  /// The parent's notifications still on screen, newest first. A request's notification is gone
  /// once the parent has opened Messages to answer it, or it expired: one stays per question
  /// still waiting (they all read the same, so which one goes does not show).
  private static func currentNotifications(in simulation: AppleSimulation)
    -> [AppleDeviceNotification]
  {
    let world = simulation.world
    let request = AppleParentMessageText.requestNotification(
      person: world.person.name, app: world.app.name)
    var waiting = simulation.askCenter.questions.filter { $0.state == .pending }.count
    var shown: [AppleDeviceNotification] = []
    for notification in simulation.parentNotifications.reversed() {
      if notification.text == request {
        guard waiting > 0 else { continue }
        waiting -= 1
      }
      shown.append(notification)
    }
    return shown
  }

  private static func bubble(for question: PermissionQuestion, in simulation: AppleSimulation)
    -> AppleMessageBubble?
  {
    let world = simulation.world
    let text = AppleParentMessageText.messageText(
      for: question.topic, person: world.person.name, app: world.app.name)
    // A question approved in person never went through Messages.
    guard question.sentOn != nil else { return nil }
    let status: String
    var choices: [AppleActionChoice] = []
    switch question.state {
    case .composing, .cancelled:
      return nil
    case .pending:
      status =
        "Waiting for your answer"
        + (question.expiresOn.map { " · expires \($0)" } ?? " · never expires")
      choices = question.choices.map { choice in
        AppleActionChoice(
          AppleWording.choiceTitle(choice),
          .answerQuestion(from: .parentPhone, questionID: question.id, choiceID: choice.id),
          role: choice.answer == .approval ? .affirmative : .destructive)
      }
    case .answered(let choiceID, let date):
      let title = question.choice(id: choiceID)?.title ?? choiceID.rawValue
      status = "You chose “\(title)” on \(date)"
    case .expired:
      status = "Expired on \(question.expiresOn?.description ?? "?") — can no longer be answered"
    }
    return AppleMessageBubble(
      questionID: question.id, text: text, status: status,
      isPending: question.state == .pending, choices: choices)
  }
}
