import Apple
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
    #expect(result.signal == signal)
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
    #expect(AgeSignalCategory(signal) == category)
  }

  @Test(
    "the flow's own trace lines are the same sentence on every platform",
    arguments: [
      (
        FlowNote.stepChanged(from: .checkingRegulation, to: .requestingAgeSignal),
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
    #expect(note.summary == summary)
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
    #expect("\(ApprovalID(7)) \(RegionCode("US-UT"))" == "7 US-UT")
    #expect(ApprovalID(2) < ApprovalID(10))
    #expect(RegionCode("US-LA") < RegionCode("US-TX"))
  }
}
