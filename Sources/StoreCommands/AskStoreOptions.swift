import ArgumentParser
import FlowEngine
import Scenarios

/// A store's part of `agetui ask`: its own flags (an option group the shared command includes
/// through `Stores.AskFlags`, so `--help` lists them under the store's name), what the help's
/// region list says of its rules, and its answer. Each store's room has one (Apple's
/// `AppleAskOptions`, Google Play's `PlayAskOptions`).
public protocol AskStoreOptions: StoreFlagGroup {
  /// The store that answers.
  static var platform: ScenarioPlatform { get }
  /// The name of the API that answers `ask` for this store, as the help says it after the
  /// store's name (`Declared Age Range`: "Apple's Declared Age Range").
  static var apiName: String { get }
  /// What AgeTUI simulates of this store, as `agetui --help` names it after the store's name
  /// (`Declared Age Range and PermissionKit flows`); its ``apiName`` unless it says more.
  static var overviewName: String { get }
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
  /// What the shared `--supervised` means for this store, as its help says it (`Google Play:
  /// managed by a parent with Family Link`); nil when the store takes no `--supervised`, which
  /// is then refused by name.
  static var supervisionHelp: String? { get }
  /// The values the shared `--fault` takes for this store, as the store spells them; a value
  /// only another store takes is refused by name.
  static var faultNames: [String] { get }
  /// What the shared `--fault` injects for this store, as its help says it; nil when it takes
  /// none.
  static var faultHelp: String? { get }
  /// The names of its flags given on the command line (`--sdk`), in the order the help lists
  /// them: another store refuses each by name, so none is silently ignored.
  var givenOptions: [String] { get }
  /// The store's flag, as given, that picks a canned answer in place of a person
  /// (`--test-option 3`): the shared command then asks for no age and refuses, by name, every
  /// shared option that describes the person, the day or the place. Nil when the answer is
  /// worked out from them.
  var cannedAnswer: String? { get }
  /// Checks its flags and the shared ones by its own rules (a `ValidationError`, exit 64).
  func validate(_ request: AskRequest) throws
  /// Its answer to what the command describes.
  func answer(_ request: AskRequest) -> any AskAnswer
}

extension AskStoreOptions {
  /// A store that names no API is said to answer through its age API.
  public static var apiName: String { "age API" }

  /// A store that says no more is simulated as its API.
  public static var overviewName: String { apiName }

  /// The store that answers, read from a value.
  public var platform: ScenarioPlatform { Self.platform }

  /// The words `--verified` takes for this store, read from a value.
  public var verificationMethods: [String] { Self.verificationMethods }

  /// Whether the store takes the shared `--supervised`, read from a value.
  public var takesSupervised: Bool { Self.supervisionHelp != nil }

  /// The values the shared `--fault` takes for this store, read from a value.
  public var faultNames: [String] { Self.faultNames }
}

extension AskStoreOptions {
  /// No defaults of its own in the help's `Defaults:` line.
  public static var helpDefaults: [String] { [] }

  /// No value lists of its own in the help.
  public static var helpLists: [String] { [] }

  /// An answer worked out from the person, the day and the place.
  public var cannedAnswer: String? { nil }

  /// No `--supervised`.
  public static var supervisionHelp: String? { nil }

  /// No `--fault`.
  public static var faultNames: [String] { [] }

  /// No `--fault`.
  public static var faultHelp: String? { nil }
}
