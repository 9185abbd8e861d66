import ArgumentParser
import FlowEngine
import Scenarios
import StoreCommands

/// The kiosk's part of `agetui ask`: one flag of its own, `--booth`, and an answer naming the
/// booth and the age band the kiosk gives. It shows a third store's flags plug into `ask` as
/// one more option group, with no change to the shared command.
public struct KioskAskOptions: AskStoreOptions {
  @Option(help: ArgumentHelp("Kiosk: the booth the person stands at.", valueName: "name"))
  var booth = KioskAskOptions.standardBooth

  /// The booth unless `--booth` says otherwise.
  static let standardBooth = "lobby"

  /// The kiosk's flag at its default.
  public init() {}

  /// The kiosk.
  public static var platform: ScenarioPlatform { KioskSection.kiosk }

  /// The kiosk checks a staff badge.
  public static var verificationMethods: [String] { ["badge"] }

  /// The kiosk's method, for the help.
  public static var verificationHelp: String { "badge for the kiosk" }

  /// The kiosk says nothing per region in the help.
  public static func helpFacts(_ region: Region) -> [String] { [] }

  /// `--booth`, when it is not the lobby.
  public var givenOptions: [String] { booth == Self.standardBooth ? [] : ["--booth"] }

  /// Every request is the kiosk's to answer.
  public func validate(_ request: AskRequest) throws {}

  /// The booth and the person's age band.
  public func answer(_ request: AskRequest) -> any AskAnswer {
    KioskAskAnswer(booth: booth, age: request.birthdate.wholeYears(until: request.today))
  }
}
