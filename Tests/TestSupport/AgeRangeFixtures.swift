import Testing

@testable import Apple
@testable import FlowEngine

/// Builders for the age-range tests: dates, built-in regions, people and contexts.
///
/// A namespace, so its helpers cannot collide with other suites in this test module.
enum AgeRangeFixtures {
  /// The app every request comes from unless a test says otherwise.
  static let bundleID = "com.example.landmarks"

  /// A `YYYY-MM-DD` date; a typo in a test records an issue instead of crashing.
  static func day(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> SimDate {
    guard let date = SimDate(iso: text) else {
      Issue.record("not a date: \(text)", sourceLocation: sourceLocation)
      return SimDate(daysSinceEpoch: 0)
    }
    return date
  }

  /// A built-in region by code.
  static func region(_ code: String, sourceLocation: SourceLocation = #_sourceLocation) -> Region {
    guard let region = RegionTable.builtIn.region(code: RegionCode(code)) else {
      Issue.record("no built-in region \(code)", sourceLocation: sourceLocation)
      return Region(code: RegionCode(code), name: code, source: "missing", confidence: .assumption)
    }
    return region
  }

  /// Apple's built-in rule for a region code (no law for a code without one).
  static func rule(_ code: String) -> AppleRegionRule {
    AppleRegionRule.builtIn.rule(for: RegionCode(code))
  }

  /// A request from Landmarks.
  static func request(_ gates: [Int], bundleID: String = bundleID) -> AgeRangeRequest {
    AgeRangeRequest(bundleID: bundleID, appName: "Landmarks", gates: gates)
  }

  /// A person born on `birthdate`; in a family unless told otherwise.
  static func person(
    _ name: String = "Olivia", born birthdate: String, inFamily: Bool = true,
    signedIn: Bool = true, managed: Bool = false, verification: AdultVerification = .none,
    limits: Bool = false, mode: SharingMode = .askFirst
  ) -> ApplePerson {
    ApplePerson(
      name: name, birthdate: day(birthdate), isInFamily: inFamily, isSignedIn: signedIn,
      isManagedAccount: managed, verification: verification, hasCommunicationLimits: limits,
      sharingMode: mode)
  }

  /// A context on a day in a built-in region.
  static func context(
    _ person: ApplePerson, on today: String, region code: String = "US", os: OSVersion = .v26dot5,
    cache: AgeRangeCache = AgeRangeCache(), assumptions: Assumptions = .standard
  ) -> AgeRangeContext {
    AgeRangeContext(
      person: person, region: region(code), regionRule: rule(code), os: os, today: day(today),
      cache: cache,
      assumptions: assumptions)
  }

  /// A shared range as the app receives it.
  static func shared(
    _ lower: Int?, _ upper: Int?, _ declaration: AgeRangeDeclaration?,
    _ controls: [AppleParentalControl] = []
  ) -> AgeRangeResult {
    .response(
      .sharing(
        SharedAgeRange(
          range: AgeRange(lowerBound: lower, upperBound: upper), declaration: declaration,
          activeParentalControls: controls)))
  }

  /// A cache entry for Landmarks.
  static func entry(
    _ gates: [Int], _ response: AgeRangeResponse, declaredOn: String, validUntil: String
  ) -> CachedAgeRange {
    CachedAgeRange(
      bundleID: bundleID, requestedGates: gates, response: response,
      declaredOn: day(declaredOn), validUntil: day(validUntil))
  }

  /// The sharing response for a range with no parental controls.
  static func sharing(
    _ lower: Int?, _ upper: Int?, _ declaration: AgeRangeDeclaration,
    _ controls: [AppleParentalControl] = []
  ) -> AgeRangeResponse {
    .sharing(
      SharedAgeRange(
        range: AgeRange(lowerBound: lower, upperBound: upper), declaration: declaration,
        activeParentalControls: controls))
  }

  /// Answers a request, tapping `answer` if Ask First prompts.
  static func ask(
    _ gates: [Int], in context: AgeRangeContext, answer: PromptAnswer = .share
  ) -> AgeRangeAnswer {
    AgeRangeService.request(request(gates), in: context, promptAnswer: answer)
  }
}
