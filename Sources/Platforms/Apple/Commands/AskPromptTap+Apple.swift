import FlowEngine
import StoreCommands

extension AskPromptTap {
  /// What the person taps, as Apple's prompt takes it.
  var promptAnswer: PromptAnswer {
    switch self {
    case .share: .share
    case .decline: .decline
    }
  }
}
