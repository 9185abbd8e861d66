import Apple
import FlowEngine
import StoreCommands

/// Apple's answer to one `requestAgeRange` call, with the prompt the person saw (if one
/// showed) and what they tapped.
struct AppleAskAnswer: AskAnswer {
  /// What the app received.
  let answer: AgeRangeAnswer
  /// The sharing prompt, when one showed.
  let prompt: AgeRangePrompt?
  /// What the person tapped on it.
  let tapped: PromptAnswer

  var text: String { AppleAskTextFormatter.text(for: answer, prompt: prompt, tapped: tapped) }

  var json: String { AppleAskJSON(answer).text() }
}
