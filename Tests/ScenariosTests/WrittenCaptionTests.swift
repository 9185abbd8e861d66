import CustomDump
import Scenarios
import Testing

/// Every store's part lists its captions through one function: named by their place under the
/// store's script, a step without a caption giving none.
struct WrittenCaptionTests {
  struct Step: CaptionedStep {
    var narration = ""
    var narrationLine = 0
    var narrationColumn = 0
    var caption: String
    var captionLine: Int
    var captionColumn: Int
  }

  @Test func captionsAreNamedByTheirPlaceAndEmptyOnesLeftOut() {
    let steps = [
      Step(caption: "Sofia opens the app.", captionLine: 12, captionColumn: 14),
      Step(caption: "", captionLine: 0, captionColumn: 0),
      Step(caption: "Carlos approves.", captionLine: 20, captionColumn: 16),
    ]
    expectNoDifference(
      WrittenCaption.captions(of: steps, under: "google-play.script"),
      [
        WrittenCaption(
          step: "google-play.script[1]", text: "Sofia opens the app.", line: 12, column: 14),
        WrittenCaption(
          step: "google-play.script[3]", text: "Carlos approves.", line: 20, column: 16),
      ])
    expectNoDifference(WrittenCaption.captions(of: [Step](), under: "script"), [])
  }
}
