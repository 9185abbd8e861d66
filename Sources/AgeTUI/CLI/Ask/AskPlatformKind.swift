import FlowEngine
import Scenarios

/// A platform `agetui ask` answers for: its name for `--platform`, what the help's region list
/// says of its rules, how it checks the command's options, and its answer. `ask` picks it from
/// a list (``builtIn``: Apple's Declared Age Range, then Google Play's Age Signals).
struct AskPlatformKind: Sendable {
  /// The platform asked.
  let platform: ScenarioPlatform
  /// Its rules for a region, as the help's region list gives them (`Apple: regulated from …`).
  let helpFacts: @Sendable (Region) -> [String]
  /// Checks the command's options for this platform: each option only another platform takes
  /// is named, so none is silently ignored.
  let validate: @Sendable (AskCommand) throws -> Void
  /// The platform's answer to what the command describes.
  let answer: @Sendable (AskCommand) throws -> any AskAnswer
}

/// `ask --platform` names the platforms of ``builtIn``.
extension AskPlatformKind: PlatformKind {}
