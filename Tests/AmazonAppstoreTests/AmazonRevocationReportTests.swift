import AmazonAppstore
import CustomDump
import FlowEngine
import Testing

/// The Parental Consent Revocation Report (amazon.md §7): four columns, no date column, a
/// header row, one row per revocation of the last 90 days, refreshed daily.
@Suite("Amazon: the revocation report")
struct AmazonRevocationReportTests {
  static func revocation(_ userId: String, _ day: String, name: String = "Landmarks")
    -> AmazonRevocation
  {
    AmazonRevocation(
      userId: userId, appASIN: "C00006M4PF", appName: name, revokedOn: AmazonFixtures.day(day))
  }

  @Test func theCSVHasAHeaderAndFourColumns() {
    let report = AmazonRevocationReport(
      [
        Self.revocation("hQygC+MjonyR2Z0TMY03nyxeVxqIHq3+rK39TGzhkk0=", "2026-07-02"),
        Self.revocation("b-user", "2026-07-01", name: "Maps, \"Pro\""),
      ], on: AmazonFixtures.day("2026-07-03"))
    expectNoDifference(
      report.csv,
      "user_id,app_asin,app_name,action\n"
        + "b-user,C00006M4PF,\"Maps, \"\"Pro\"\"\",REVOKED\n"
        + "hQygC+MjonyR2Z0TMY03nyxeVxqIHq3+rK39TGzhkk0=,C00006M4PF,Landmarks,REVOKED\n")
    expectNoDifference(AmazonRevocationReport.encoding, "UTF-8")
  }

  /// Refreshed daily [I: a revocation first appears the next day]; 90 days kept.
  @Test(arguments: [
    ("2026-07-01", false), ("2026-07-02", true), ("2026-09-29", true), ("2026-09-30", false),
  ])
  func theWindowIsTheNinetyDaysBeforeTheDownload(today: String, listed: Bool) {
    let revoked = Self.revocation("a", "2026-07-01")
    let report = AmazonRevocationReport([revoked], on: AmazonFixtures.day(today))
    expectNoDifference(report.rows, (listed ? [revoked] : []))
    expectNoDifference(AmazonRevocationReport.lists(revoked, on: AmazonFixtures.day(today)), listed)
  }

  @Test func anEmptyReportIsItsHeader() {
    expectNoDifference(
      AmazonRevocationReport([], on: AmazonFixtures.day("2026-07-01")).csv,
      "user_id,app_asin,app_name,action\n")
  }
}
