import ArgumentParser
import FlowEngine
import Scenarios

/// A store's part of `agetui ask`: its own flags (an option group the shared command includes
/// through `Stores.AskFlags`, so `--help` lists them under the store's name), what the help's
/// region list says of its rules, and its answer. Each store's room has one (Apple's
/// `AppleAskOptions`, Google Play's `PlayAskOptions`).
public protocol AskStoreOptions: ParsableArguments {
  /// The store that answers.
  static var platform: ScenarioPlatform { get }
  /// The words `--verified` takes for this store (`payment`, `tier-c`).
  static var verificationMethods: [String] { get }
  /// `--verified`'s words for this store as the help says them (`payment, government-id or
  /// other for Apple`).
  static var verificationHelp: String { get }
  /// Its rules for a region, as the help's region list gives them (`Apple: regulated from …`).
  static func helpFacts(_ region: Region) -> [String]
  /// Its defaults of its own flags, as the help's `Defaults:` line gives them (`signed in`).
  static var helpDefaults: [String] { get }
  /// Its own value lists for the help, each a paragraph (`OS versions (--os): …`).
  static var helpLists: [String] { get }
  /// The names of its flags given on the command line (`--sdk`), in the order the help lists
  /// them: another store refuses each by name, so none is silently ignored.
  var givenOptions: [String] { get }
  /// Checks its flags and the shared ones by its own rules (a `ValidationError`, exit 64).
  func validate(_ request: AskRequest) throws
  /// Its answer to what the command describes.
  func answer(_ request: AskRequest) -> any AskAnswer
}

extension AskStoreOptions {
  /// The store that answers, read from a value.
  public var platform: ScenarioPlatform { Self.platform }

  /// The words `--verified` takes for this store, read from a value.
  public var verificationMethods: [String] { Self.verificationMethods }
}

extension AskStoreOptions {
  /// No defaults of its own in the help's `Defaults:` line.
  public static var helpDefaults: [String] { [] }

  /// No value lists of its own in the help.
  public static var helpLists: [String] { [] }
}
