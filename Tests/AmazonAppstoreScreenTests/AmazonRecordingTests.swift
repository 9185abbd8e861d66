import AgeScreen
import AmazonAppstoreScreen
import AmazonAppstoreStoryboard
import Testing

/// Amazon's side as a recording and as a picture: one frame per walkthrough step with its
/// caption as the marker, and the screen after a step as SVG, the invented wording marked.
@Suite struct AmazonRecordingTests {
  @Test func theCastHasAFramePerStepMarkedByItsCaption() {
    let cast = HeadlessCast.record(
      amazon: AmazonStories.texasTeen, size: Size(width: 80, height: 24), usesColor: false)
    #expect(
      cast.title == "AgeTUI — amazon-texas-teen on Amazon Appstore: A Texas teen on a Fire tablet")
    let markers = cast.events.filter { $0.kind == .marker }.map(\.data)
    #expect(
      markers == [
        "start", "step 1: She opens Landmarks", "step 2: She closes the app.",
        "step 3: The developer reports a change", "step 4: Consent not granted",
        "step 5: The parent withholds", "step 6: The parent consents",
        "step 7: The app queries again", "step 8: The parent revokes",
        "step 9: The next day's report",
      ])
    #expect(cast.events.filter { $0.kind == .output }.count == 10)
  }

  @Test func thePictureAfterAStepIsTheSidesScreen() {
    let svg = AmazonScreenPicture.svg(
      story: AmazonStories.texasTeen, step: 4, size: Size(width: 100, height: 30))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"agetui-screen\""))
    #expect(
      svg.contains("<title>AgeTUI — amazon-texas-teen on Amazon Appstore after step 4</title>"))
    #expect(svg.contains("≈ Waiting for your parent"))
    #expect(svg.contains("CONSENT_NOT_GRANTED"))
  }
}
