import Apple
import FlowEngine
import Scenarios

/// The text `agetui ask` prints by default: what the app receives, what the person saw, and why.
enum AppleAskTextFormatter {
  /// The answer line, the prompt or notification line when there was one, then the reasons,
  /// each made safe for a terminal as `check` makes what it echoes (`--app-name` and
  /// `--bundle-id` are the user's text and reach the prompt, the notification and the reasons).
  static func text(for answer: AgeRangeAnswer, prompt: AgeRangePrompt?, tapped: PromptAnswer)
    -> String
  {
    lines(for: answer, prompt: prompt, tapped: tapped)
      .map { TerminalSafeText.escaping($0, keepsNewlines: false) }
      .joined(separator: "\n")
  }

  private static func lines(
    for answer: AgeRangeAnswer, prompt: AgeRangePrompt?, tapped: PromptAnswer
  ) -> [String] {
    var lines = [summary(of: answer.result)]
    if answer.promptShown, let prompt {
      let button = tapped == .share ? prompt.shareButton : prompt.declineButton
      lines.append("prompt “\(prompt.title)” — \(prompt.message) Tapped “\(button)”.")
    }
    if let notification = answer.notification {
      lines.append("notification “\(notification.text)”")
    }
    return lines + answer.reasons
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
