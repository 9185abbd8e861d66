import CustomDump
import Scenarios
import Testing

/// Lists in sentences: a third store made "Apple and Google Play and Amazon Appstore" appear
/// where two stores had read well.
@Suite("Lists in sentences")
struct ListPhraseTests {
  @Test(
    "commas, then the conjunction before the last",
    arguments: [
      ([String](), "and", ""),
      (["Apple"], "and", "Apple"),
      (["Apple", "Google Play"], "and", "Apple and Google Play"),
      (
        ["Apple", "Google Play", "Amazon Appstore"], "and", "Apple, Google Play and Amazon Appstore"
      ),
      (["region", "mode", "os", "sdk"], "or", "region, mode, os or sdk"),
    ])
  func joined(items: [String], conjunction: String, expected: String) {
    expectNoDifference(ListPhrase.joined(items, conjunction: conjunction), expected)
  }
}
