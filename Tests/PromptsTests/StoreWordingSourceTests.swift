import CustomDump
import Presentation
import Prompts
import Testing

/// Another store's documented wording is quoted under the store's name, as Apple's is under
/// Apple's: not assumed, with its quote and reference, in every place that tells provenance.
@Suite struct StoreWordingSourceTests {
  let wording = Wording(
    "Developer Console",
    .store("Amazon", quote: "through the Developer Console", source: "amazon.md §6"))

  @Test func itIsQuotedNotAssumed() {
    expectNoDifference(wording.source.kind, "amazon")
    expectNoDifference(wording.source.note, "through the Developer Console")
    expectNoDifference(wording.source.reference, "amazon.md §6")
    #expect(!wording.isAssumed)
    expectNoDifference(WordingMark.shown(wording, marks: true), "Developer Console")
  }

  @Test func theCatalogueMarksItAsDocumented() {
    expectNoDifference(PromptCatalogue.mark(wording.source), "✓")
  }
}
