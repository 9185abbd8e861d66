import Apple
import CustomDump
import FlowEngine
import Testing

@testable import Analyses
@testable import AppleAnalyses

/// Which trace entries `compare --by platform` reads as "the app asks (AskCenter)": decided by
/// the entry's typed detail, never by the wording of its summary.
@Suite("compare --by platform: the app's ask")
struct PlatformMomentTests {
  static let topic = AppleQuestionTopic.significantAppUpdate(
    description: "Video calls", changes: [])

  static func entry(_ kind: TraceKind, summary: String, detail: AppleTraceDetail?)
    -> AppleTraceEntry
  {
    AppleTraceEntry(
      sequence: 1, date: SimDate(daysSinceEpoch: 20_697), from: .app, to: .system, kind: kind,
      device: nil,
      summary: summary, detail: detail)
  }

  @Test(
    "each ask call, and look-alikes that are not one",
    arguments: [
      (entry(.request, summary: "x", detail: .askRequest(api: .askCenter, topic: topic)), true),
      (entry(.request, summary: "x", detail: .askRequest(api: .automatic, topic: topic)), true),
      (
        entry(.request, summary: "x", detail: .askRequest(api: .communicationLimits, topic: topic)),
        false
      ),
      (
        entry(
          .request, summary: "x", detail: .askRequest(api: .communicationLimitsButton, topic: topic)
        ),
        false
      ),
      (
        entry(.request, summary: "x", detail: .askRequest(api: .askPermissionAction, topic: topic)),
        false
      ),
      (entry(.request, summary: "x", detail: .permissionFlow(.askToApprove)), true),
      // The setting's change carries the same detail but is no request.
      (entry(.setting, summary: "x", detail: .permissionFlow(.askToApprove)), false),
      // A summary that reads like the call, with no detail, is not taken for one.
      (entry(.request, summary: "AskCenter.ask(PermissionQuestion<X>)", detail: nil), false),
    ])
  func asks(entry: AppleTraceEntry, expected: Bool) {
    expectNoDifference(AppleMoments.asksThroughAskCenter(entry), expected)
  }
}
