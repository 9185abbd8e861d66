import Apple
import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

@Suite("Declarations")
struct DeclarationTests {
  private typealias F = AgeRangeFixtures

  @Test(
    "the declaration by guardian, verification, OS and region",
    arguments: [
      (false, AdultVerification.none, OSVersion.v26dot5, true, AgeRangeDeclaration.selfDeclared),
      (true, .none, .v26dot5, true, .guardianDeclared),
      (false, .payment, .v26, true, .selfDeclared),
      (true, .governmentID, .v26, true, .guardianDeclared),
      (false, .payment, .v26dot2, true, .paymentChecked),
      (false, .governmentID, .v26dot2, true, .governmentIDChecked),
      (false, .other, .v26dot4, true, .checkedByOtherMethod),
      (true, .payment, .v26dot2, true, .guardianPaymentChecked),
      (true, .governmentID, .v26dot4, true, .guardianGovernmentIDChecked),
      (true, .other, .v26dot2, true, .guardianCheckedByOtherMethod),
      (false, .payment, .v26dot2, false, .selfDeclared),
      (true, .other, .v26dot4, false, .guardianDeclared),
      (false, .payment, .v26dot5, false, .confirmed),
      (true, .governmentID, .v26dot5, true, .confirmed),
      (false, .other, .v27, false, .confirmed),
      (false, .none, .v27, true, .selfDeclared),
      (true, .none, .v26dot2, true, .guardianDeclared),
    ])
  func declaration(
    byGuardian: Bool, verification: AdultVerification, os: OSVersion, reportsMethod: Bool,
    expected: AgeRangeDeclaration
  ) {
    expectNoDifference(
      AgeRangeDeclaration.declaration(
        byGuardian: byGuardian, verification: verification, os: os,
        regionReportsMethod: reportsMethod), expected)
  }

  @Test(
    "who declared, as the service reports it (WWDC25 and the regions that report a method)",
    arguments: [
      (
        "2017-02-01", true, AdultVerification.none, OSVersion.v26dot5, "US",
        AgeRangeDeclaration.guardianDeclared
      ),
      ("2017-02-01", false, .none, .v26dot5, "US", .guardianDeclared),
      ("2012-03-10", true, .none, .v26dot5, "US", .guardianDeclared),
      ("2012-03-10", false, .none, .v26dot5, "US", .selfDeclared),
      ("1984-05-20", false, .none, .v26dot5, "US", .selfDeclared),
      ("1984-05-20", true, .none, .v26dot5, "US", .selfDeclared),
      ("1984-05-20", false, .payment, .v26dot2, "BR", .paymentChecked),
      ("1984-05-20", false, .payment, .v26dot2, "US", .selfDeclared),
      ("1984-05-20", false, .governmentID, .v26dot4, "US-TX", .governmentIDChecked),
      ("2012-03-10", true, .payment, .v26dot2, "BR", .guardianPaymentChecked),
      ("2012-03-10", true, .other, .v26dot4, "US-UT", .guardianCheckedByOtherMethod),
      ("1984-05-20", false, .payment, .v26dot5, "US", .confirmed),
      ("2017-02-01", true, .governmentID, .v26dot5, "US", .confirmed),
      ("1984-05-20", false, .other, .v27, "DE", .confirmed),
      ("1984-05-20", false, .payment, .v26, "BR", .selfDeclared),
      ("2012-03-10", true, .governmentID, .v26, "US-TX", .guardianDeclared),
    ])
  func serviceDeclaration(
    born: String, inFamily: Bool, verification: AdultVerification, os: OSVersion,
    region: String, expected: AgeRangeDeclaration
  ) {
    let context = F.context(
      F.person(born: born, inFamily: inFamily, verification: verification), on: "2026-07-01",
      region: region, os: os)
    expectNoDifference(F.ask([18], in: context).result.sharedRange?.declaration, expected)
  }

  @Test("only the scrutinized declarations count as checked")
  func isChecked() {
    expectNoDifference(
      AgeRangeDeclaration.allCases.filter(\.isChecked),
      [
        .paymentChecked, .governmentIDChecked, .checkedByOtherMethod, .guardianPaymentChecked,
        .guardianGovernmentIDChecked, .guardianCheckedByOtherMethod, .confirmed,
      ])
  }

  @Test("verification labels and values")
  func verification() {
    expectNoDifference(
      AdultVerification.allCases.map(\.rawValue), ["none", "payment", "government-id", "other"])
    expectNoDifference(AdultVerification.allCases.map(\.isVerified), [false, true, true, true])
    expectNoDifference(
      AdultVerification.allCases.map(\.title),
      [
        "Not verified", "Verified by payment method", "Verified by government ID",
        "Verified by another method",
      ])
  }
}
