import FlowEngine
import Scenarios

/// The text `agetui ask` prints by default: what the app receives, what the person saw, and why.
enum AskTextFormatter {
  /// The answer line, the prompt or notification line when there was one, then the reasons.
  static func text(for answer: AgeRangeAnswer, prompt: AgeRangePrompt?, tapped: PromptAnswer)
    -> String
  {
    var lines = [summary(of: answer.result)]
    if answer.promptShown, let prompt {
      let button = tapped == .share ? prompt.shareButton : prompt.declineButton
      lines.append("prompt “\(prompt.title)” — \(prompt.message) Tapped “\(button)”.")
    }
    if let notification = answer.notification {
      lines.append("notification “\(notification)”")
    }
    lines += answer.reasons
    return lines.joined(separator: "\n")
  }

  /// What the app receives, in `requestAgeRange`'s own terms.
  static func summary(of result: AgeRangeResult) -> String {
    switch result {
    case .response(.sharing(let shared)):
      let declaration = shared.declaration?.rawValue ?? "no declaration"
      let controls =
        shared.activeParentalControls.isEmpty
        ? "no parental controls"
        : "parental controls: "
          + shared.activeParentalControls.map(\.rawValue).joined(separator: ", ")
      return "sharing \(shared.range) (\(declaration)), \(controls)"
    case .response(.declinedSharing):
      return "declinedSharing: the app learns nothing about the age"
    case .error(let error):
      return "error \(error.name): \(error.message)"
    }
  }
}
