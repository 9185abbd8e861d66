import AmazonAppstore
import FlowEngine
import Presentation

/// What the parent's side shows for Amazon: the pending consent request for the current
/// version with Consent and Withhold, Revoke consent once consent is given, the profile's
/// supervision and where consent stands, and the requests answered before. Amazon documents
/// none of it (amazon.md §10): every word is AgeTUI's invention, marked `≈`, except the change
/// descriptions, which are the developer's.
public struct AmazonParentPresentation: Hashable, Sendable {
  /// The pane's first line.
  public var title: Wording
  /// The pending request's heading, nil when none waits.
  public var requestHeading: Wording?
  /// What the pending request asks, then the changes it covers.
  public var requestLines: [Wording]
  /// The profile's supervision and where consent to the current version stands.
  public var settings: [AmazonReceivedField]
  /// Earlier requests, newest first, one line each.
  public var history: [String]
  /// The request's answers, then Revoke consent while it applies.
  public var choices: [AmazonChoice]

  /// The parent's side in `world`.
  public init(_ world: AmazonWorld) {
    let name = world.app.config.name
    let version = world.app.config.currentVersion
    title = AmazonWording.invented("Parent's device · Amazon consent")
    settings = [
      AmazonReceivedField(
        name: "Supervision", value: world.child.isSupervised ? "on (child or teen profile)" : "off"),
      AmazonReceivedField(
        name: "Consent to \(name) \(version)", value: world.consent.rawValue),
    ]
    history = world.requests.reversed().compactMap { request in
      let answer: String
      switch request.state {
      case .pending: return nil
      case .granted: answer = "consented"
      case .withheld: answer = "withheld"
      case .superseded: answer = "replaced"
      }
      // A request without changes is the download's (the first), or a consent the parent
      // gave again unasked (after a revocation or a withholding).
      let about: String
      if !request.changeIDs.isEmpty {
        about = request.changeIDs.map(\.rawValue).joined(separator: ", ")
      } else if request.id == world.requests.first?.id {
        about = "the download"
      } else {
        about = "again, unasked"
      }
      return "Request #\(request.id) (\(request.sentOn)): \(answer) — \(about)"
    }
    let device = DeviceID.parentPhone
    var choices: [AmazonChoice] = []
    if let request = world.pendingRequest {
      requestHeading = AmazonWording.invented("Request #\(request.id) · \(request.sentOn)")
      let changes = world.changes.filter { request.changeIDs.contains($0.id) }
      requestLines =
        [AmazonWording.invented("Amazon asks you to consent to \(name) \(version).")]
        + changes.map { AmazonWording.app("\($0.id): \($0.description)") }
      choices = [
        AmazonChoice(
          AmazonWording.invented("Consent"), .parentConsents(from: device), role: .affirmative),
        AmazonChoice(
          AmazonWording.invented("Withhold"), .parentWithholds(from: device), role: .destructive),
      ]
    } else {
      requestHeading = nil
      requestLines = []
    }
    let revoke = AmazonAction.parentRevokes(from: device)
    if AmazonPlatform.refusal(of: revoke, in: world) == nil {
      choices.append(
        AmazonChoice(
          AmazonWording.invented("Revoke consent to \(name)"), revoke, role: .destructive))
    }
    let consent = AmazonAction.parentConsents(from: device)
    if world.pendingRequest == nil, AmazonPlatform.refusal(of: consent, in: world) == nil {
      choices.append(
        AmazonChoice(
          AmazonWording.invented("Consent to \(name) \(version)"), consent, role: .affirmative))
    }
    self.choices = choices
  }

  /// The parent's side as `agetui prompts` lists it: every word invented, the change
  /// descriptions the developer's.
  public var content: SurfaceContent {
    SurfaceContent(
      title: title,
      lines: (requestHeading.map { [$0] } ?? []) + requestLines
        + settings.map { AmazonWording.invented("\($0.name): \($0.value)") },
      buttons: choices.map(\.wording))
  }
}
