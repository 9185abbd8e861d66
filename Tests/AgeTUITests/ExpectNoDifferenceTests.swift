import CustomDump
import Testing

/// The tests compare values with CustomDump's `expectNoDifference`, which reports a difference
/// through IssueReporting: without `IssueReportingTestSupport` linked into the test bundle it
/// only printed the difference and the test passed (three stale expectations were found so).
@Suite("expectNoDifference records its failures")
struct ExpectNoDifferenceTests {
  @Test("a difference is a Swift Testing issue, not only a printed line")
  func differenceIsAnIssue() {
    withKnownIssue {
      expectNoDifference([1, 2], [1, 3])
    }
  }

  @Test("no difference records no issue")
  func sameIsNoIssue() {
    expectNoDifference(["a": 1], ["a": 1])
  }
}
