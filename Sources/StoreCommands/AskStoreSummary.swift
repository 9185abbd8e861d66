import FlowEngine
import Scenarios

/// What a store's part of `agetui ask` says before any flag is parsed: its name for
/// `--platform`, its `--verified` words, and its facts for the help's region list. Made from
/// the store's ``AskStoreOptions`` type, so the shared command reads plain values.
public struct AskStoreSummary: Sendable {
  /// The store that answers.
  public let platform: ScenarioPlatform
  /// The API that answers, after the store's name (`Declared Age Range`).
  public let apiName: String
  /// What AgeTUI simulates of the store, after its name (`Declared Age Range and PermissionKit
  /// flows`).
  public let overviewName: String
  /// The words `--verified` takes for this store.
  public let verificationMethods: [String]
  /// `--verified`'s words for this store as the help says them.
  public let verificationHelp: String
  /// Its rules for a region, as the help's region list gives them.
  public let helpFacts: @Sendable (Region) -> [String]
  /// Its defaults of its own flags, as the help's `Defaults:` line gives them.
  public let helpDefaults: [String]
  /// Its own value lists for the help, each a paragraph.
  public let helpLists: [String]
  /// What `--supervised` means for this store; nil when it takes none.
  public let supervisionHelp: String?
  /// The values `--fault` takes for this store.
  public let faultNames: [String]
  /// What `--fault` injects for this store; nil when it takes none.
  public let faultHelp: String?

  /// The store and its API, as the help names them: `Apple's Declared Age Range`.
  public var apiTitle: String { "\(platform.title)'s \(apiName)" }

  /// The store and what AgeTUI simulates of it, as `agetui --help` names them: `Apple's
  /// Declared Age Range and PermissionKit flows`.
  public var overviewTitle: String { "\(platform.title)'s \(overviewName)" }

  /// The summary of the store whose flags `options` are.
  public init<Options: AskStoreOptions>(_ options: Options.Type) {
    platform = Options.platform
    apiName = Options.apiName
    overviewName = Options.overviewName
    verificationMethods = Options.verificationMethods
    verificationHelp = Options.verificationHelp
    helpFacts = { Options.helpFacts($0) }
    helpDefaults = Options.helpDefaults
    helpLists = Options.helpLists
    supervisionHelp = Options.supervisionHelp
    faultNames = Options.faultNames
    faultHelp = Options.faultHelp
  }
}
