import Apple
import AppleScenarios
import FlowEngine
import Reports
import Scenarios

/// How Apple's reports name its world: the person, the region, the app, its questions and outcome.
extension ReportText {
  /// `Sofia, 14 (born 2012-03-02; the system knows this, the app never does)`.
  public static func person(in world: AppleWorld) -> String {
    let person = world.person
    return "\(person.name), \(world.age) (born \(person.birthdate); the system knows this, the "
      + "app never does)"
  }

  /// `Texas (US-TX): regulated, gates 13, 16, 18` or `United States (US): not regulated`.
  public static func region(in world: AppleWorld) -> String {
    let region = world.region
    guard let law = world.regionRule.regulation(on: world.today) else {
      return "\(region.name) (\(region.code)), not regulated on \(world.today)"
    }
    let gates = law.imposedGates.map(String.init).joined(separator: ", ")
    return "\(region.name) (\(region.code)), regulated: gates \(gates)"
      + (law.sharesAutomatically ? ", shared automatically" : ", the person may decline")
      + " \(law.confidence.tag)"
  }

  /// `Landmarks 2.0 (first installed 1.0); gates 13, 16; Photo sharing from 16`.
  public static func app(in world: AppleWorld) -> String {
    let app = world.app
    return "\(app.name) \(app.currentVersion) (first installed \(app.originalInstallVersion)); "
      + (app.gates.isEmpty
        ? "no gates; " : "gates \(app.gates.map(String.init).joined(separator: ", ")); ")
      + "\(app.featureName) from \(app.featureMinimumAge)"
  }

  /// `group-chat (2.0): “…”`, one per change.
  public static func changes(in world: AppleWorld) -> [String] {
    world.app.changes.map { "\($0.id) (\($0.introducedIn)): “\($0.description)”" }
  }

  /// One line per question: `#1 SignificantAppUpdateTopic: answered “Approve” on …`.
  public static func question(_ question: PermissionQuestion) -> String {
    var text = "#\(question.id) \(question.topic.typeName) from \(question.from.rawValue): "
    switch question.state {
    case .answered(_, let day):
      text += "answered “\(question.chosen?.title ?? "")” (\(question.chosen?.id ?? "")) "
      // Approve in Person (27.0) answers on the child's device; nothing goes through Messages.
      text += question.sentOn == nil ? "in person on \(day)" : "on \(day)"
    case .composing, .pending, .expired, .cancelled:
      text += question.state.name
    }
    if let sent = question.sentOn { text += "; sent \(sent)" }
    if let flow = question.permissionFlow { text += "; PermissionFlow\(flow.swiftName)" }
    if let expiry = question.expiresOn { text += ", expires \(expiry)" }
    return text
  }

  /// `13–15 (guardianDeclared) · significant update applies: yes · PermissionKit: approve`.
  public static func outcome(_ outcome: AppleRunOutcome, questions: [PermissionQuestion]) -> String
  {
    var parts: [String] = []
    if let shared = outcome.ageRange, outcome.learned == "\(shared.range)" {
      parts.append(
        "age range \(shared.range) (\(shared.declaration?.rawValue ?? "no declaration"))")
    } else {
      parts.append("the app learned: \(outcome.learned)")
    }
    switch outcome.significantUpdateApplies {
    case true?: parts.append("significant update applies: yes")
    case false?: parts.append("significant update applies: no")
    case nil: break
    }
    let unanswered = questions.isEmpty ? "not asked" : "no answer"
    parts.append("PermissionKit: \(outcome.permissionKitResult ?? unanswered)")
    return parts.joined(separator: " · ")
  }
}
