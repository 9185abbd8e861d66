import FlowEngine
import GooglePlay
import Presentation

/// What the parent's phone shows in Family Link: Play's pending request with Approve and Decline,
/// the requests answered before, the child's settings (supervision, sharing) and Revoke
/// approval. The words are AgeTUI's [I]: Google documents the flow, not Family Link's screens.
public struct FamilyLinkPresentation: Hashable, Sendable {
  /// The device and the app, for the pane's first line.
  public var title: String
  /// The pending request, if any.
  public var request: FamilyLinkRequest?
  /// Earlier requests, newest first, one line each.
  public var history: [String]
  /// The child's settings, as Family Link shows them.
  public var settings: [PlayScreenField]
  /// The parent's buttons besides the request's: the other sharing settings, Revoke approval.
  public var choices: [PlayChoice]

  /// Family Link on the parent's phone in `world`.
  public init(_ world: PlayWorld) {
    let name = world.app.config.name
    title = "Parent's phone · Family Link"
    request = world.pendingRequest.map { FamilyLinkRequest($0, in: world) }
    history = world.requests.reversed().compactMap { request in
      let answer: String
      switch request.state {
      case .pending: return nil
      case .approved: answer = "approved"
      case .declined: answer = "declined"
      case .superseded(let successor): answer = "replaced by #\(successor)"
      }
      return "Request #\(request.id) (\(request.sentOn)): \(answer) — "
        + request.changeIDs.map(\.rawValue).joined(separator: ", ")
    }
    let revoked = world.revocations.map { "revoked \($0.revokedOn)" }.first
    settings = [
      PlayScreenField(
        name: "Supervision", value: world.child.isSupervised ? "on (Family Link)" : "off"),
      PlayScreenField(name: "Sharing with apps", value: world.child.sharingMode.title),
      PlayScreenField(name: "Approval for \(name)", value: revoked ?? "not revoked"),
    ]
    guard world.child.isSupervised else {
      // No parent manages the account: its sharing setting is the user's own, in Settings.
      choices = []
      return
    }
    let sharing = PlayAccount.SharingMode.allCases.filter { $0 != world.child.sharingMode }.map {
      PlayChoice("Set sharing to \($0.title)", .set(.sharingMode($0)))
    }
    let revoke = PlayAction.revoke(from: .parentPhone)
    // Offered while Play would take it: not once every install's approval is revoked.
    choices =
      sharing
      + (GooglePlayPlatform.refusal(of: revoke, in: world) == nil
        ? [PlayChoice("Revoke approval for \(name)", revoke, role: .destructive)] : [])
  }

  /// The child's settings and the parent's buttons with their provenance, for `agetui
  /// prompts`: the screen's words are AgeTUI's, around the sharing settings' names, which are
  /// Google's.
  public var settingsContent: SurfaceContent {
    let assumed = WordingSource.assumption(
      note: "Google documents that the parent sets sharing in Family Link (\"Ask before "
        + "sharing\", \"Always share\", \"Never share\": Google's names) and can revoke an "
        + "approval (reference §8.3), not Family Link's screens; AgeTUI's wording")
    return SurfaceContent(
      title: Wording(title, assumed),
      lines: settings.map { Wording("\($0.name): \($0.value)", assumed) },
      buttons: choices.map { Wording($0.label, assumed) })
  }
}
