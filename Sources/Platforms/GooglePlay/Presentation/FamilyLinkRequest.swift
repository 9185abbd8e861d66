import FlowEngine
import GooglePlay
import Presentation

/// Family Link's pending request as the parent sees it: the changes it covers, each with its
/// effective date (one approval covers them all, reference §8.3 [V]).
public struct FamilyLinkRequest: Hashable, Sendable {
  /// Play's number for the request.
  public var id: ApprovalID
  /// The day Play sent it.
  public var sentOn: SimDate
  /// The changes it covers, in declaration order.
  public var changes: [PlayDeclaredChange]
  /// Approve, then Decline (``PlayParentRequest/answerButton(approve:)``).
  public var choices: [PlayChoice]
  /// The request's heading: `Request #2 · Google Play · 2026-09-14`.
  public var heading: String
  /// What Family Link asks: `Approve these changes to Landmarks?`.
  public var question: String

  /// The request `request` of `world`, answered from the parent's phone.
  public init(_ request: PlayParentRequest, in world: PlayWorld) {
    id = request.id
    sentOn = request.sentOn
    changes = request.changeIDs.compactMap { id in world.changes.first { $0.id == id } }
    heading = "Request #\(request.id) · Google Play · \(request.sentOn)"
    question = "Approve these changes to \(world.app.config.name)?"
    choices = [
      PlayChoice(
        PlayParentRequest.answerButton(approve: true),
        .parentAnswers(from: .parentPhone, approve: true), role: .affirmative),
      PlayChoice(
        PlayParentRequest.answerButton(approve: false),
        .parentAnswers(from: .parentPhone, approve: false), role: .destructive),
    ]
  }

  /// One line per change: its ID, effective date and the developer's description.
  public var changeLines: [String] {
    changes.map { "• \($0.id) (effective \($0.effectiveDate)): \($0.description)" }
  }

  /// Its words with their provenance, for `agetui prompts`: Family Link's are AgeTUI's; each
  /// change's description is the developer's, as declared in Play Console.
  public var content: SurfaceContent {
    let assumed = WordingSource.assumption(
      note: "Google documents that Play, not the app, asks the parent in Family Link and that "
        + "one approval covers every pending and declined change (reference §8.3), not Family "
        + "Link's screen; AgeTUI's wording")
    let declared = WordingSource.app(
      note: "the change's description as the developer declared it in Play Console")
    return SurfaceContent(
      title: Wording(heading, assumed),
      lines: [Wording(question, assumed)] + changeLines.map { Wording($0, declared) },
      buttons: choices.map { Wording($0.label, assumed) })
  }
}
