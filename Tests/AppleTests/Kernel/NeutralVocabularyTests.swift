import Apple
import CustomDump
import FlowEngine
import Foundation
import Testing

/// The kernel's platform-neutral values: how Apple's answer reads as the flow's `AgeSignal`, the
/// lines the flow writes in any platform's trace, and identifiers that encode as bare values.
@Suite("The kernel's neutral vocabulary")
struct NeutralVocabularyTests {
  private static let teen = AgeRange(lowerBound: 13, upperBound: 15)
  private static let adult = AgeRange(lowerBound: 18, upperBound: nil)

  private static func shared(_ range: AgeRange, _ declaration: AgeRangeDeclaration?)
    -> AgeRangeResult
  {
    .response(
      .sharing(SharedAgeRange(range: range, declaration: declaration, activeParentalControls: [])))
  }

  @Test(
    "Apple's result as the flow's signal: checked exactly when the declaration records a check",
    arguments: [
      (shared(teen, .guardianDeclared), AgeSignal.shared(teen, checked: false)),
      (shared(adult, .selfDeclared), .shared(adult, checked: false)),
      (shared(adult, .confirmed), .shared(adult, checked: true)),
      (shared(adult, .governmentIDChecked), .shared(adult, checked: true)),
      (shared(teen, .guardianPaymentChecked), .shared(teen, checked: true)),
      (shared(adult, nil), .shared(adult, checked: false)),
      (.response(.declinedSharing), .declined),
      (.error(.notAvailable("no Apple Account is signed in")), .unavailable("notAvailable")),
      (.error(.invalidRequest("at most 3 age gates")), .unavailable("invalidRequest")),
    ])
  func appleSignal(result: AgeRangeResult, signal: AgeSignal) {
    expectNoDifference(result.signal, signal)
  }

  @Test(
    "the flow's category of a signal, as Apple's sample routes it",
    arguments: [
      (AgeSignal.shared(teen, checked: true), AgeSignalCategory.minor(teen)),
      (.shared(adult, checked: true), .verifiedAdult(adult)),
      (.shared(adult, checked: false), .unverifiedAdult(adult)),
      (.declined, .declined),
      (.unavailable("NETWORK_ERROR"), .failed("NETWORK_ERROR")),
    ])
  func category(signal: AgeSignal, category: AgeSignalCategory) {
    expectNoDifference(AgeSignalCategory(signal), category)
  }

  @Test(
    "the flow's own trace lines are the same sentence on every platform",
    arguments: [
      (
        FlowNote.stepChanged(from: .checkingRegulation, to: .requestingAgeSignal(retrying: nil)),
        "checking-regulation → requesting-age-range"
      ),
      (
        .skipped(pending: ["video-calling"]),
        "no regulatory feature applies: the flow is "
          + "skipped; video-calling stays pending"
      ),
      (
        .skipped(pending: ["video-calling", "chat"]),
        "no regulatory feature applies: the flow is "
          + "skipped; video-calling, chat stay pending"
      ),
    ])
  func noteSummary(note: FlowNote, summary: String) {
    expectNoDifference(note.summary, summary)
  }

  /// Names of Apple's and Google's surfaces (APIs, apps, services) the kernel must not use:
  /// each store maps its own onto the kernel's words in its own room.
  static let storeSurfaces = [
    "requestAgeRange", "AgeRangeService", "AgeRangeResult", "AskCenter", "PermissionKit",
    "PermissionButton", "PermissionQuestion", "SignificantAppUpdateTopic",
    "askSignificantChangePermission", "showSignificantUpdateAcknowledgment",
    "isEligibleForAgeFeatures", "requiredRegulatoryFeatures", "AppTransaction", "RESCIND_CONSENT",
    "Messages", "iCloud", "Screen Time", "AgeSignals", "checkAgeSignals", "Family Link",
    "Play Console", "Play Age Signals",
  ]

  /// Each line of a FlowEngine source with its string literals blanked: the region table's rows
  /// quote their sources, which are data, not the kernel's words.
  private static func kernelLines() throws -> [(file: String, line: Int, text: String)] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/FlowEngine")
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count > 40, "the kernel's sources are found")
    let literal = try Regex(#""(?:[^"\\]|\\.)*""#)
    return try files.flatMap { file in
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
        (file, $0.offset + 1, String($0.element).replacing(literal, with: "\"\""))
      }
    }
  }

  @Test("no FlowEngine source names an Apple or Google surface, in code or in comments")
  func kernelNamesNoStoreSurface() throws {
    let mentions = try Self.kernelLines().flatMap { line in
      Self.storeSurfaces.filter { line.text.contains($0) }.map {
        "\(line.file):\(line.line): \($0)"
      }
    }
    expectNoDifference(mentions, [])
  }

  @Test("the check finds a surface named in a comment and ignores one quoted as data")
  func surfaceCheckReadsComments() throws {
    let literal = try Regex(#""(?:[^"\\]|\\.)*""#)
    let comment = "/// Call `requestAgeRange`: \"isEligibleForAgeFeatures\" here."
    let blanked = comment.replacing(literal, with: "\"\"")
    expectNoDifference(blanked, "/// Call `requestAgeRange`: \"\" here.")
    expectNoDifference(Self.storeSurfaces.filter { blanked.contains($0) }, ["requestAgeRange"])
  }

  @Test("identifiers encode as the bare string or number and decode back")
  func identifiersEncodeBare() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let approvals: [ApprovalID] = [1, ApprovalID(12)]
    let codes: [RegionCode] = ["US-TX", RegionCode("BR")]
    #expect(String(decoding: try encoder.encode(approvals), as: UTF8.self) == "[1,12]")
    #expect(String(decoding: try encoder.encode(codes), as: UTF8.self) == #"["US-TX","BR"]"#)
    #expect(try JSONDecoder().decode([ApprovalID].self, from: Data("[3]".utf8)) == [3])
    #expect(try JSONDecoder().decode([ChangeID].self, from: Data(#"["chat"]"#.utf8)) == ["chat"])
    expectNoDifference("\(ApprovalID(7)) \(RegionCode("US-UT"))", "7 US-UT")
    #expect(ApprovalID(2) < ApprovalID(10))
    #expect(RegionCode("US-LA") < RegionCode("US-TX"))
  }
}
