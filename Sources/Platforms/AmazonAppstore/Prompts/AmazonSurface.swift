import AmazonAppstore
import AmazonAppstorePresentation
import AmazonAppstoreScenarios
import FlowEngine
import Presentation
import Scenarios

/// One of the surfaces AgeTUI shows for Amazon Appstore, as `agetui prompts` lists them beside
/// Apple's and Google Play's: what the app read on the Fire tablet, Amazon's request to the
/// parent for a version, the Developer Console's two pages, and the parent's settings row.
/// Amazon documents none of what a parent or child sees (amazon.md §10), so those surfaces are
/// AgeTUI's invention and their words are marked as such. The console's two pages show what its
/// pane shows (``DeveloperConsolePresentation``): Amazon's documented names and columns (§6, §7),
/// unmarked, with the developer's changes and the report's rows.
public enum AmazonSurface: String, CaseIterable, Hashable, Sendable {
  /// The app's view of `GetUserAgeData`'s row on the child's Fire tablet.
  case appAnswer = "amazon-app-answer"
  /// Amazon's request to the parent to consent to the app's current version.
  case consentRequest = "amazon-consent-request"
  /// Developer Console: report a significant change.
  case consoleSignificantChange = "amazon-console-significant-change"
  /// Developer Console: the Parental Consent Revocation Report.
  case consoleRevocationReport = "amazon-console-revocation-report"
  /// The parent's settings row for the app: the consent and its revocation.
  case settings = "amazon-settings"

  /// When AgeTUI shows it, in one sentence.
  public var rule: String {
    switch self {
    case .appAnswer:
      "The app queries content://amzn_appstore/getUserAgeData, with no prompt (amazon.md §1): "
        + "the Fire tablet shows the one row it read."
    case .consentRequest:
      "A supervised child's app has a significant change reported: consent covers the "
        + "current version only, so Amazon asks the parent again, and the app reads "
        + "CONSENT_NOT_GRANTED until they consent (amazon.md §6 [I]; how Amazon asks is not "
        + "documented, §10)."
    case .consoleSignificantChange:
      "The developer reports a significant change that needs renewed parental consent "
        + "through the Developer Console (amazon.md §6 [V]; the page's form is [U])."
    case .consoleRevocationReport:
      "The developer downloads My Reports → Download Center → Parental Consent Revocation "
        + "Report: a daily CSV of the last 90 days, one REVOKED row per profile, no date "
        + "column (amazon.md §7 [V])."
    case .settings:
      "A supervised child or teen profile: the parent sees the app's consent and can revoke "
        + "it (amazon.md §7 [V]: revocation exists; §10: where the parent does it is not "
        + "documented)."
    }
  }

  /// The device that shows it: the child's Fire tablet, the parent's device, or the
  /// developer's Developer Console, which stands in every device's place.
  public var device: DeviceID {
    switch self {
    case .appAnswer: .childPhone
    case .consentRequest, .settings, .consoleSignificantChange, .consoleRevocationReport:
      .parentPhone
    }
  }

  /// How the catalogue names ``device``: Amazon's device names, or `developer-console` for
  /// the console's pages, which no family device shows.
  public var naming: DeviceNaming {
    switch self {
    case .appAnswer, .consentRequest, .settings: .amazonAppstore
    case .consoleSignificantChange, .consoleRevocationReport: Self.console
    }
  }

  /// The Developer Console, named in every device's place.
  private static let console = DeviceNaming(
    names: Dictionary(uniqueKeysWithValues: DeviceID.allCases.map { ($0, "developer-console") }),
    secondDeviceSetting: DeviceNaming.amazonAppstore.secondDeviceSetting)

  /// Every surface `world` shows, in catalogue order.
  public static func shown(in world: AmazonWorld) -> [AmazonSurface] {
    allCases.filter { $0.content(in: world) != nil }
  }

  /// Its words in `world`, with their provenance; nil when `world` does not show it.
  public func content(in world: AmazonWorld) -> SurfaceContent? {
    let appName = world.app.config.name
    switch self {
    case .appAnswer:
      guard world.flows.values.contains(where: { $0.step != .notRunning }) else { return nil }
      // The row the app last read: a test option's canned row is not the account's answer.
      let row = Self.lastRow(in: world) ?? GetUserAgeData.answer(world.query).row
      let columns = zip(AmazonUserAgeData.columns, row.cells).map { key, cell in
        Wording("\(key): \(cell.json)", Self.row)
      }
      return SurfaceContent(title: Wording("\(appName) received", Self.invented), lines: columns)
    case .consentRequest:
      guard let request = world.pendingRequest else { return nil }
      let changes = world.changes.filter { request.changeIDs.contains($0.id) }
      return SurfaceContent(
        title: Wording("Allow \(appName) again?", Self.invented),
        lines: [
          Wording(
            "\(appName) changed since you last consented. Your consent covers one version of "
              + "the app.", Self.invented)
        ] + changes.map { Wording($0.description, Self.developers) },
        buttons: [Wording("Consent", Self.invented), Wording("Not now", Self.invented)])
    case .consoleSignificantChange:
      guard !world.changes.isEmpty else { return nil }
      // The console pane's own words: Amazon's names unmarked, the developer's changes.
      let console = DeveloperConsolePresentation(world)
      return SurfaceContent(
        title: console.title,
        lines: console.changes.map { Wording($0, Self.developers) },
        buttons: console.choices.map(\.wording))
    case .consoleRevocationReport:
      guard !world.revocationReport.rows.isEmpty else { return nil }
      // The report as the console pane shows it: Amazon's menu path and columns, then its rows.
      let console = DeveloperConsolePresentation(world)
      return SurfaceContent(
        title: console.reportPath,
        lines: [AmazonWording.revocationColumns]
          + console.reportLines.dropFirst().map { Wording($0, Self.reportFile) })
    case .settings:
      guard world.child.isSupervised else { return nil }
      return SurfaceContent(
        title: Wording("\(appName): parental consent", Self.invented),
        lines: [Wording("Consent: \(world.consent.rawValue)", Self.invented)],
        buttons: [Wording("Revoke consent", Self.invented)])
    }
  }

  /// The last `GetUserAgeData` row `world`'s trace holds, nil before the first query.
  static func lastRow(in world: AmazonWorld) -> AmazonUserAgeData? {
    for entry in world.trace.reversed() {
      if case .ageData(let row, _)? = entry.detail { return row }
    }
    return nil
  }

  /// AgeTUI's words: Amazon documents nothing a parent or child sees.
  static let invented = WordingSource.assumption(
    note: "AgeTUI's invention: Amazon documents nothing a parent or child sees (amazon.md §10)")

  /// The report's file, as Amazon documents it.
  static let reportFile = WordingSource.simulator(
    note: "the CSV as amazon.md §7 documents it: UTF-8, a header, one REVOKED row each")

  /// A column of the row the app read.
  static let row = WordingSource.app(
    note: "GetUserAgeData's row: Amazon's column names and values (amazon.md §2)")

  /// The developer's own words.
  static let developers = WordingSource.app(note: "the developer's description of the change")
}
