import AmazonAppstore
import FlowEngine
import Presentation

/// What the developer sees in Amazon's Developer Console: the significant changes reported, a
/// button to report the next, and the Parental Consent Revocation Report as downloaded today
/// (its header row and one row per revocation of the 90 days before, no date column). The menu
/// and report names and the columns are Amazon's (amazon.md §6, §7); the report form's fields
/// are not documented, so AgeTUI's rows show only what the developer wrote (§6 [U]).
public struct DeveloperConsolePresentation: Hashable, Sendable {
  /// The pane's first line: Amazon's "Developer Console" and the app.
  public var title: Wording
  /// The changes reported, oldest first, one line each.
  public var changes: [String]
  /// Report the next change.
  public var choices: [AmazonChoice]
  /// The report's menu path (Amazon's names).
  public var reportPath: Wording
  /// The day the report shown was downloaded.
  public var downloadedOn: SimDate
  /// The report's CSV, line by line, its header first.
  public var reportLines: [String]

  /// The Developer Console for the app of `world`.
  public init(_ world: AmazonWorld) {
    title = AmazonWording.developerConsole
    changes = world.changes.map { "\($0.id) (\($0.reportedOn)): \($0.description)" }
    let next = world.changes.count + 1
    let id = ChangeID("change-\(next)")
    choices = [
      AmazonChoice(
        Wording(
          "\(AmazonWording.reportChange.text): \(id)", AmazonWording.reportChange.source),
        .reportChange(id: id, description: "Change \(next), reported in the Developer Console."))
    ]
    reportPath = AmazonWording.revocationReportPath
    downloadedOn = world.today
    reportLines = world.revocationReport.csv.split(separator: "\n").map(String.init)
  }
}
