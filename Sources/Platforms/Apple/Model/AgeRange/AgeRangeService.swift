import FlowEngine

/// The simulated `AgeRangeService`: answers `requestAgeRange` as the system would.
///
/// Pure: the context carries the person, region, OS, day and cache, and the answer carries the
/// cache update for the caller to store. A request either answers at once or needs the Ask First
/// prompt answered first, through `answer(_:with:in:)`.
public enum AgeRangeService {
  /// The first half of a request: an answer, or a prompt the person must answer.
  public enum Handling: Hashable, Sendable {
    /// The system answered without waiting for anyone.
    case answered(AgeRangeAnswer)
    /// Ask First: the prompt is on screen.
    case prompting(AgeRangePrompt)
  }

  /// Handles a request up to the answer or the prompt. When a dated rule (the reading of the
  /// law's dates, the account's creation date) decided whether the region's law applies, the
  /// answer's reasons end with it.
  public static func handle(_ request: AgeRangeRequest, in context: AgeRangeContext) -> Handling {
    switch decide(request, in: context) {
    case .answered(let answer): .answered(explained(answer, in: context))
    case .prompting(let prompt): .prompting(prompt)
    }
  }

  private static func explained(_ answer: AgeRangeAnswer, in context: AgeRangeContext)
    -> AgeRangeAnswer
  {
    var explained = answer
    for reason in [majorityNote(answer, in: context), context.lawRule].compactMap({ $0 })
    where !explained.reasons.contains(reason) {
      explained.reasons.append(reason)
    }
    return explained
  }

  /// Where the region's age of majority is above 18 (Alabama's 19, an assumption), an adult by
  /// the laws' categories (18+) in a family is still declared by a guardian: the sentence that
  /// says so, so the answer is never read as a fact about Apple (reference §5.5 [U]).
  private static func majorityNote(_ answer: AgeRangeAnswer, in context: AgeRangeContext)
    -> String?
  {
    let region = context.region
    let age = context.person.age(on: context.today)
    let adult = SignificantChangeFlow.ageOfMajorityGate
    guard let shared = answer.result.sharedRange, shared.declaration == .guardianDeclared,
      let lower = shared.range.lowerBound, lower >= adult, region.ageOfMajority > age
    else { return nil }
    return "\(region.name)'s age of majority is \(region.ageOfMajority) "
      + "\(region.ageOfMajorityConfidence.tag): at \(age) a person in a family is still "
      + "guardianDeclared, though the range, \(shared.range), is the laws' adult category "
      + "(under 13, 13–15, 16–17, 18+)."
  }

  private static func decide(_ request: AgeRangeRequest, in context: AgeRangeContext) -> Handling {
    let gates: AgeGates
    switch AgeGates.validate(request.gates) {
    case .failure(let error):
      return .answered(
        AgeRangeAnswer(
          result: .error(error),
          reasons: ["The gates break Apple's rules: \(error.message)."]))
    case .success(let valid):
      gates = valid
    }
    if let accountError = accountError(in: context) {
      return .answered(accountError)
    }
    let region = context.region
    let person = context.person
    let majority = region.ageOfMajority
    if let law = context.regionRule.regulation(on: context.today), law.sharesAutomatically {
      // A regulated region sets the gates, shares automatically and cannot be declined.
      let imposed = AgeGates(unchecked: law.imposedGates).clamped(toMaximum: majority)
      if let cached = validCache(for: request, in: context, canDecline: false) {
        return .answered(cached)
      }
      let shared = shareable(with: imposed, in: context)
      let notification =
        context.assumptions.notifiesOnRegulatedShare
        ? AppleShareNotification.required(app: request.appName, region: region.name) : nil
      return .answered(
        AgeRangeAnswer(
          result: .response(.sharing(shared)), notification: notification,
          cacheUpdate: cacheEntry(for: request, response: .sharing(shared), in: context),
          reasons: [
            "\(region.name) requires sharing: the system used the region's gates "
              + "(\(imposed)) instead of the app's (\(gates)), shared \(shared.range) "
              + "automatically, and the person could not decline."
          ]))
    }
    let effective =
      context.assumptions.clampsGatesToMajority ? gates.clamped(toMaximum: majority) : gates
    let decider =
      person.parentDecides(on: context.today, ageOfMajority: majority)
      ? "the parent chose" : "\(person.name) chose"
    if person.sharingMode == .neverShare {
      return .answered(
        AgeRangeAnswer(
          result: .response(.declinedSharing),
          reasons: [
            "Never Share: \(decider) never to share, so the system declined without a prompt."
          ]))
    }
    if let cached = validCache(for: request, in: context, canDecline: true) {
      return .answered(cached)
    }
    let shared = shareable(with: effective, in: context)
    switch person.sharingMode {
    case .alwaysShare:
      let previous = context.cache.entry(bundleID: request.bundleID, gates: request.gates)
      let isNew = previous?.response != .sharing(shared)
      return .answered(
        AgeRangeAnswer(
          result: .response(.sharing(shared)),
          notification: isNew ? .shared(app: request.appName) : nil,
          cacheUpdate: cacheEntry(for: request, response: .sharing(shared), in: context),
          reasons: [
            "Always Share: \(decider) to share automatically, so \(shared.range) went to "
              + "\(request.appName) with no prompt"
              + (isNew ? " and a notification, as this was new information." : ".")
          ]))
    case .askFirst, .neverShare:
      return .prompting(prompt(for: request, sharing: shared, gates: effective))
    }
  }

  /// Finishes an Ask First request with the person's answer.
  ///
  /// The setting in force when the answer comes wins over a sheet shown earlier: if Never Share
  /// was chosen while the prompt was up (by the person or, for a child, the parent), the system
  /// declines whatever was tapped, so Never Share never discloses.
  public static func answer(
    _ prompt: AgeRangePrompt, with answer: PromptAnswer, in context: AgeRangeContext
  ) -> AgeRangeAnswer {
    explained(decide(prompt, with: answer, in: context), in: context)
  }

  private static func decide(
    _ prompt: AgeRangePrompt, with answer: PromptAnswer, in context: AgeRangeContext
  ) -> AgeRangeAnswer {
    let request = prompt.request
    if context.person.sharingMode == .neverShare {
      let decider =
        context.person.parentDecides(
          on: context.today, ageOfMajority: context.region.ageOfMajority)
        ? "the parent" : context.person.name
      return AgeRangeAnswer(
        result: .response(.declinedSharing), promptShown: true,
        reasons: [
          "Never Share: \(decider) chose Never Share while the prompt was showing, so the system "
            + "declined whatever was tapped."
        ])
    }
    switch answer {
    case .share:
      return AgeRangeAnswer(
        result: .response(.sharing(prompt.shareable)), promptShown: true,
        cacheUpdate: cacheEntry(
          for: request, response: .sharing(prompt.shareable), in: context),
        reasons: [
          "Ask First: asked on \(context.person.name)'s device and shared. The app learns "
            + "\(prompt.shareable.range), never the birthdate."
        ])
    case .decline:
      return AgeRangeAnswer(
        result: .response(.declinedSharing), promptShown: true,
        cacheUpdate: context.assumptions.cachesDeclines
          ? cacheEntry(for: request, response: .declinedSharing, in: context) : nil,
        reasons: [
          "Ask First: asked on \(context.person.name)'s device, and \(context.person.name) "
            + "chose Don't Share. The app learns nothing."
        ])
    }
  }

  /// Answers a request completely, answering any prompt with `promptAnswer` (for `agetui ask`).
  public static func request(
    _ request: AgeRangeRequest, in context: AgeRangeContext, promptAnswer: PromptAnswer
  ) -> AgeRangeAnswer {
    switch handle(request, in: context) {
    case .answered(let answer): answer
    case .prompting(let prompt): answer(prompt, with: promptAnswer, in: context)
    }
  }

  // MARK: - isEligibleForAgeFeatures and requiredRegulatoryFeatures

  /// `isEligibleForAgeFeatures` (26.2+): whether laws may apply here; nil when the API does not
  /// exist on this OS. A Mac always answers false.
  public static func isEligibleForAgeFeatures(
    rule: AppleRegionRule, os: OSVersion, on date: SimDate, isMac: Bool = false
  ) -> Bool? {
    guard os.hasEligibilityCheck else { return nil }
    guard !isMac else { return false }
    return rule.regulation(on: date)?.isEligible ?? false
  }

  /// `requiredRegulatoryFeatures` (26.4+): the obligations here; nil when the API does not exist.
  public static func requiredRegulatoryFeatures(
    rule: AppleRegionRule, os: OSVersion, on date: SimDate
  ) -> [RegulatoryFeature]? {
    guard os.hasRegulatoryFeatures else { return nil }
    return (rule.regulation(on: date)?.features ?? []).sorted()
  }

  // MARK: - Internal

  private static func accountError(in context: AgeRangeContext) -> AgeRangeAnswer? {
    let person = context.person
    if !person.isSignedIn {
      return accountError(
        "no Apple Account is signed in", os: context.os,
        why: "No Apple Account is signed in", before27: " (WWDC25: a device configuration issue)")
    }
    if person.isManagedAccount {
      return accountError(
        "the account is managed and not eligible", os: context.os,
        why: "A managed account is not eligible", before27: "")
    }
    return nil
  }

  /// The account's error: `invalidAccount` on 27.0, `notAvailable` before, with why.
  private static func accountError(
    _ message: String, os: OSVersion, why: String, before27 note: String
  ) -> AgeRangeAnswer {
    if os.hasInvalidAccountError {
      return AgeRangeAnswer(
        result: .error(.invalidAccount(message)),
        reasons: ["\(why); on 27.0 that throws invalidAccount."])
    }
    return AgeRangeAnswer(
      result: .error(.notAvailable(message)),
      reasons: ["\(why); before 27.0 that throws notAvailable\(note)."])
  }

  /// The cached answer, if one is valid today; `canDecline` is false where the law requires
  /// sharing, so a decline cached before the law took effect no longer answers.
  private static func validCache(
    for request: AgeRangeRequest, in context: AgeRangeContext, canDecline: Bool
  ) -> AgeRangeAnswer? {
    guard let entry = context.cache.entry(bundleID: request.bundleID, gates: request.gates),
      entry.isValid(on: context.today)
    else { return nil }
    if entry.response == .declinedSharing,
      !canDecline || context.person.sharingMode != .askFirst
    {
      // A cached "Don't Share" belongs to Ask First; another mode, or a law that requires
      // sharing, decides afresh.
      return nil
    }
    let answer: String
    switch entry.response {
    case .sharing(let shared): answer = "\(shared.range)"
    case .declinedSharing: answer = "Don't Share"
    }
    return AgeRangeAnswer(
      result: .response(entry.response), fromCache: true,
      reasons: [
        "Cached: the system returned the answer given on \(entry.declaredOn) (\(answer)) "
          + "without a prompt; it holds until the anniversary, \(entry.validUntil), unless "
          + "Share Age Range Again is used in Settings."
      ])
  }

  /// How the person's age counts as declared right now: by a guardian for a child, or a teen in
  /// a family; checked or not by the account's verification, as this OS and region report it.
  public static func declaration(in context: AgeRangeContext) -> AgeRangeDeclaration {
    let person = context.person
    let region = context.region
    let byGuardian =
      person.age(on: context.today) < 13
      || person.parentDecides(on: context.today, ageOfMajority: region.ageOfMajority)
    return AgeRangeDeclaration.declaration(
      byGuardian: byGuardian, verification: person.verification, os: context.os,
      regionReportsMethod: context.regionRule.reportsAssuranceMethod)
  }

  private static func shareable(with gates: AgeGates, in context: AgeRangeContext)
    -> SharedAgeRange
  {
    let person = context.person
    let region = context.region
    let age = person.age(on: context.today)
    let range = gates.range(containing: age)
    let declaration = declaration(in: context)
    var controls: [AppleParentalControl] = []
    if range.isBelow(region.ageOfMajority) {
      if person.hasCommunicationLimits { controls.append(.communicationLimits) }
      let law = context.regionRule.regulation(on: context.today)
      if context.os.hasApprovalRequiredControl,
        law?.features.contains(.significantAppChangeRequiresParentalConsent) == true
      {
        controls.append(.significantAppChangeApprovalRequired)
      }
    }
    return SharedAgeRange(
      range: range, declaration: declaration, activeParentalControls: controls.sorted())
  }

  private static func cacheEntry(
    for request: AgeRangeRequest, response: AgeRangeResponse, in context: AgeRangeContext
  ) -> CachedAgeRange {
    // Re-sharing after an anniversary keeps the original declaration day, so the yearly rhythm
    // stays that of the original answer.
    let declaredOn =
      context.cache.entry(bundleID: request.bundleID, gates: request.gates)?.declaredOn
      ?? context.today
    return CachedAgeRange(
      bundleID: request.bundleID, requestedGates: request.gates, response: response,
      declaredOn: declaredOn, validUntil: declaredOn.nextRecurrence(after: context.today))
  }

  private static func prompt(
    for request: AgeRangeRequest, sharing shared: SharedAgeRange, gates: AgeGates
  ) -> AgeRangePrompt {
    let choices = gates.ranges.map(\.description)
    let listed =
      choices.count == 2
      ? "\(choices[0]) or \(choices[1])"
      : choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
    return AgeRangePrompt(
      request: request, shareable: shared,
      title: "Share Your Age Range?",
      message:
        "“\(request.appName)” would like to know whether you are \(listed). "
        + "It will learn “\(shared.range)”, not your birthdate.",
      shareButton: "Share Age Range", declineButton: "Don’t Share")
  }
}
